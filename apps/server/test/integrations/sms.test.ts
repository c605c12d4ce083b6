import { startTwilioServer, type TwilioServer } from '@gamespeed/test-doubles/twilio-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryError } from '../../src/integrations/delivery';
import { createTwilioSms } from '../../src/integrations/sms';

describe('Twilio SMS sender', () => {
  let twilio: TwilioServer;
  beforeAll(async () => {
    twilio = await startTwilioServer();
  });
  afterAll(() => twilio.close());
  afterEach(() => twilio.setFailure(null));

  const waits: number[] = [];
  const sender = (overrides: { authToken?: string; from?: string } = {}) =>
    createTwilioSms({
      accountSid: twilio.accountSid,
      authToken: overrides.authToken ?? twilio.authToken,
      from: overrides.from ?? twilio.from,
      apiBase: twilio.apiBase,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
  const refusedTo = (to: string) => twilio.refused.filter((m) => m.to === to).length;

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: unknown) => e,
    );

  it('creates a message through the REST API', async () => {
    await sender().send({ to: '+15551234567', body: 'Your GameSpeed code is 123456' });

    const message = await twilio.waitForMessage('+15551234567');
    expect(message).toMatchObject({
      to: '+15551234567',
      from: twilio.from,
      body: 'Your GameSpeed code is 123456',
      account_sid: twilio.accountSid,
    });
    expect(message.sid).toMatch(/^SM[0-9a-f]{32}$/);
  });

  it('lists messages over HTTP in Twilio’s shape, newest first', async () => {
    await sender().send({ to: '+15557654321', body: 'first' });
    await sender().send({ to: '+15557654321', body: 'second' });

    const url = `${twilio.apiBase}/2010-04-01/Accounts/${twilio.accountSid}/Messages.json?To=${encodeURIComponent('+15557654321')}`;
    const auth = Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64');
    const res = await fetch(url, { headers: { authorization: `Basic ${auth}` } });
    expect(res.status).toBe(200);
    const list = (await res.json()) as { messages: { body: string }[] };
    expect(list.messages.map((m) => m.body)).toEqual(['second', 'first']);

    expect((await fetch(url)).status).toBe(401);
  });

  it('rejects a wrong auth token with a DeliveryError', async () => {
    const error = await failure(
      sender({ authToken: 'wrong' }).send({ to: '+15551112222', body: 'x' }),
    );
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({
      provider: 'twilio',
      status: 401,
      code: 20003,
      message: 'Authenticate',
      reason: 'rejected',
    });
  });

  it('sends through a Messaging Service as MessagingServiceSid, never as From', async () => {
    await sender({ from: twilio.messagingServiceSid }).send({ to: '+15551230000', body: 'hi' });
    const message = await twilio.waitForMessage('+15551230000');
    expect(message).toMatchObject({
      messaging_service_sid: twilio.messagingServiceSid,
      from: null,
    });
  });

  it('a recipient who replied STOP: opted out, surfaced with Twilio’s words, not tried again', async () => {
    twilio.reply('+15551112222', 'STOP');
    const error = await failure(sender().send({ to: '+15551112222', body: 'x' }));
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({
      status: 400,
      code: 21610,
      message: 'Attempt to send to unsubscribed recipient',
      reason: 'opted-out',
      retryable: false,
    });
    expect(refusedTo('+15551112222')).toBe(1);
    twilio.reply('+15551112222', 'START');
    await sender().send({ to: '+15551112222', body: 'back' });
    expect((await twilio.waitForMessage('+15551112222')).body).toBe('back');
  });

  it('a number that does not exist (21211) is an invalid address, not tried again', async () => {
    twilio.markInvalid('+15550000001');
    const error = await failure(sender().send({ to: '+15550000001', body: 'x' }));
    expect(error).toMatchObject({ code: 21211, reason: 'invalid-address', retryable: false });
    expect(refusedTo('+15550000001')).toBe(1);
  });

  it('429 is tried again after Twilio’s Retry-After; 503 after a doubling pause, three tries at most', async () => {
    waits.length = 0;
    twilio.setFailure({
      status: 429,
      code: 20429,
      message: 'Too many requests',
      retryAfterSeconds: 1,
      times: 1,
    });
    await sender().send({ to: '+15550000002', body: 'after a pause' });
    expect(refusedTo('+15550000002')).toBe(1);
    expect((await twilio.waitForMessage('+15550000002')).body).toBe('after a pause');
    expect(waits).toEqual([1000]);

    waits.length = 0;
    twilio.setFailure({ status: 503, code: 20503, message: 'Service unavailable' });
    const error = await failure(sender().send({ to: '+15550000003', body: 'x' }));
    expect(error).toMatchObject({ status: 503, reason: 'unavailable', retryable: true });
    expect(refusedTo('+15550000003')).toBe(3);
    expect(waits).toEqual([500, 1000]);

    // A Retry-After longer than a sign-in can wait is left to the caller, with its seconds.
    twilio.setFailure({ status: 429, code: 20429, message: 'Too many', retryAfterSeconds: 60 });
    const later = await failure(sender().send({ to: '+15550000004', body: 'x' }));
    expect(later).toMatchObject({ reason: 'rate-limited', retryAfterSeconds: 60 });
    expect(refusedTo('+15550000004')).toBe(1);
  });

  it('reports validation errors the way Twilio does', async () => {
    const error = await failure(sender().send({ to: '', body: 'x' }));
    expect(error).toMatchObject({
      status: 400,
      code: 21604,
      message: "A 'To' phone number is required.",
    });
  });

  it('rejects with a DeliveryError when Twilio cannot be reached', async () => {
    const sms = createTwilioSms({
      accountSid: 'AC1',
      authToken: 't',
      from: '+15005550006',
      apiBase: 'http://127.0.0.1:1',
    });
    const error = await failure(sms.send({ to: '+15551112222', body: 'x' }));
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).message).toMatch(/Could not reach Twilio/);
    expect(error).toMatchObject({ reason: 'unavailable', retryable: true });
  });
});
