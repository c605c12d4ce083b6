import { readFileSync } from 'node:fs';
import { startTwilioServer, type TwilioServer } from '@gamespeed/test-doubles/twilio-server';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwilioSms } from '../../src/integrations/sms';

/**
 * The Twilio double against Twilio's own API definition (packages/test-doubles/src/twilio-oai,
 * SOURCE.md there): what our client sends is what CreateMessage takes, and what the double
 * answers is what Twilio's schemas describe. So a test that passes against the double speaks
 * Twilio's API, not one made up beside it.
 */
type Json = Record<string, unknown>;
const artefact = (name: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../packages/test-doubles/src/twilio-oai/${name}`, import.meta.url),
      'utf8',
    ),
  ) as Json;

const definition = artefact('create-message.json') as {
  paths: Record<string, { post: Json }>;
  components: { schemas: Record<string, Json> };
};
const createMessage = definition.paths['/2010-04-01/Accounts/{AccountSid}/Messages.json']!.post as {
  operationId: string;
  parameters: { name: string; schema: { pattern: string } }[];
  requestBody: {
    content: Record<string, { schema: { required: string[]; properties: Record<string, Json> } }>;
  };
  'x-twilio': { conditional: string[][] };
};
const form = createMessage.requestBody.content['application/x-www-form-urlencoded']!.schema;
const error429 = artefact('error-429.json') as {
  headers: Record<string, unknown>;
  content: { 'application/json': { schema: Json } };
};

/** Ajv over the extract, `$ref`s resolved inside it, OpenAPI 3.0 `nullable` honoured. */
const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addSchema({ components: definition.components }, 'twilio');
const messageSchema = ajv.compile({ $ref: 'twilio#/components/schemas/api.v2010.account.message' });
const errorSchema = ajv.compile(error429.content['application/json'].schema);

describe('the Twilio double follows Twilio’s API definition', () => {
  let twilio: TwilioServer;
  beforeAll(async () => {
    twilio = await startTwilioServer();
  });
  afterAll(() => twilio.close());

  const post = (fields: Record<string, string>, sid = twilio.accountSid) =>
    fetch(`${twilio.apiBase}/2010-04-01/Accounts/${sid}/Messages.json`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${sid}:${twilio.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields),
    });

  it('takes the fields CreateMessage takes, with its conditions', () => {
    expect(createMessage.operationId).toBe('CreateMessage');
    expect(form.required).toEqual(['To']);
    for (const field of ['To', 'From', 'MessagingServiceSid', 'Body']) {
      expect(form.properties, field).toHaveProperty(field);
    }
    expect(createMessage['x-twilio'].conditional).toEqual(
      expect.arrayContaining([
        ['from', 'messaging_service_sid'],
        ['body', 'media_url', 'content_sid'],
      ]),
    );
    const accountSid = createMessage.parameters.find((p) => p.name === 'AccountSid')!;
    expect(twilio.accountSid).toMatch(new RegExp(accountSid.schema.pattern));
    const service = form.properties.MessagingServiceSid as { pattern: string };
    expect(twilio.messagingServiceSid).toMatch(new RegExp(service.pattern));
  });

  it('answers a created message in the shape of api.v2010.account.message', async () => {
    const senders: Record<string, string>[] = [
      { From: twilio.from },
      { MessagingServiceSid: twilio.messagingServiceSid },
    ];
    for (const sender of senders) {
      const res = await post({ To: '+15558880001', Body: 'Hello', ...sender });
      expect(res.status).toBe(201);
      const body = (await res.json()) as Json;
      expect(messageSchema(body), JSON.stringify(messageSchema.errors)).toBe(true);
      const properties = Object.keys(
        definition.components.schemas['api.v2010.account.message']!.properties as Json,
      );
      expect(Object.keys(body).sort()).toEqual(properties.sort());
    }
  });

  it('answers refusals with Twilio’s error body, and 429 with Retry-After', async () => {
    const refusals = [
      await post({ Body: 'x', From: twilio.from }), // no To
      await post({ To: '+15558880002', Body: 'x' }), // neither From nor MessagingServiceSid
      await post({ To: '+15558880002', From: twilio.messagingServiceSid, Body: 'x' }),
      await post({ To: 'not-a-number', From: twilio.from, Body: 'x' }),
    ];
    twilio.reply('+15558880003', 'STOP');
    refusals.push(await post({ To: '+15558880003', From: twilio.from, Body: 'x' }));
    const codes: number[] = [];
    for (const res of refusals) {
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: number };
      expect(errorSchema(body), JSON.stringify(errorSchema.errors)).toBe(true);
      codes.push(body.code);
    }
    expect(codes).toEqual([21604, 21603, 21212, 21211, 21610]);

    twilio.setFailure({
      status: 429,
      code: 20429,
      message: 'Too many requests',
      retryAfterSeconds: 2,
      times: 1,
    });
    const limited = await post({ To: '+15558880004', From: twilio.from, Body: 'x' });
    expect(limited.status).toBe(429);
    expect(Object.keys(error429.headers)).toContain('Retry-After');
    expect(limited.headers.get('retry-after')).toBe('2');
    expect(errorSchema(await limited.json())).toBe(true);
    expect((await post({ To: '+15558880004', From: twilio.from, Body: 'x' })).status).toBe(201);
  });

  it('our client’s request passes the double’s CreateMessage checks', async () => {
    const sms = createTwilioSms({
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
      from: twilio.messagingServiceSid,
      apiBase: twilio.apiBase,
    });
    await sms.send({ to: '+15558880005', body: 'Your GameSpeed code is 123456' });
    const message = await twilio.waitForMessage('+15558880005');
    expect(messageSchema(message)).toBe(true);
    expect(message.num_segments).toBe('1');
  });
});
