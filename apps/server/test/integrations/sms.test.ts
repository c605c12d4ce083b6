import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryError } from '../../src/integrations/delivery';
import { createTwilioSms } from '../../src/integrations/sms';
import { startTwilioServer, type TwilioServer } from '../doubles/twilio-server';

describe('Twilio SMS sender', () => {
  let twilio: TwilioServer;
  beforeAll(async () => {
    twilio = await startTwilioServer();
  });
  afterAll(() => twilio.close());
  afterEach(() => twilio.setFailure(null));

  const sender = (overrides: { authToken?: string } = {}) =>
    createTwilioSms({
      accountSid: twilio.accountSid,
      authToken: overrides.authToken ?? twilio.authToken,
      from: twilio.from,
      apiBase: twilio.apiBase,
    });

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
    });
  });

  it('surfaces Twilio’s error message', async () => {
    twilio.setFailure({
      status: 400,
      code: 21610,
      message: 'Attempt to send to unsubscribed recipient',
    });
    const error = await failure(sender().send({ to: '+15551112222', body: 'x' }));
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({
      status: 400,
      code: 21610,
      message: 'Attempt to send to unsubscribed recipient',
    });
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
  });
});
