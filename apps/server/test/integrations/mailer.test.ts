import { type SmtpInbox, startSmtpInbox } from '@gamespeed/test-doubles/smtp-inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryError } from '../../src/integrations/delivery';
import { createSmtpMailer } from '../../src/integrations/mailer';

describe('SMTP mailer', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());

  it('delivers subject, text and recipient to a real SMTP server', async () => {
    const mailer = createSmtpMailer({
      smtpUrl: inbox.url,
      from: 'GameSpeed <no-reply@gamespeed.test>',
    });
    await mailer.send({
      to: 'Athlete@Example.com',
      subject: 'Your GameSpeed code',
      text: 'Your code is 123456. It expires in 10 minutes.',
    });

    const message = await inbox.waitForMessage('athlete@example.com');
    expect(message.to).toEqual(['athlete@example.com']);
    expect(message.from).toBe('no-reply@gamespeed.test');
    expect(message.subject).toBe('Your GameSpeed code');
    expect(message.text).toBe('Your code is 123456. It expires in 10 minutes.');
    expect(message.html).toBeNull();
  });

  it('decodes non-ASCII subjects, long lines and HTML alternatives', async () => {
    const mailer = createSmtpMailer({ smtpUrl: inbox.url, from: 'no-reply@gamespeed.test' });
    const longLine = `Code 654321 — ${'speed '.repeat(30).trim()} ✓`;
    const since = Date.now();
    await mailer.send({
      to: 'coach@example.com',
      subject: 'Votre code — 654321 ✓',
      text: `${longLine}\nSecond line`,
      html: '<p>Code <b>654321</b> — café</p>',
    });

    const message = await inbox.waitForMessage('coach@example.com', { after: since });
    expect(message.subject).toBe('Votre code — 654321 ✓');
    expect(message.text).toBe(`${longLine}\nSecond line`);
    expect(message.html).toBe('<p>Code <b>654321</b> — café</p>');
  });

  it('lists messages over HTTP for other processes, newest last', async () => {
    const mailer = createSmtpMailer({ smtpUrl: inbox.url, from: 'no-reply@gamespeed.test' });
    await mailer.send({ to: 'http@example.com', subject: 'First', text: 'one' });
    await mailer.send({ to: 'http@example.com', subject: 'Second', text: 'two' });

    const res = await fetch(
      `${inbox.httpUrl}/messages?to=${encodeURIComponent('HTTP@example.com')}`,
    );
    expect(res.status).toBe(200);
    const list = (await res.json()) as { subject: string; text: string }[];
    expect(list.map((m) => m.subject)).toEqual(['First', 'Second']);
    expect((await inbox.waitForMessage('http@example.com')).subject).toBe('Second');
  });

  it('waits for a message that has not arrived yet', async () => {
    const mailer = createSmtpMailer({ smtpUrl: inbox.url, from: 'no-reply@gamespeed.test' });
    const waiting = inbox.waitForMessage('later@example.com');
    await mailer.send({ to: 'later@example.com', subject: 'Later', text: 'now' });
    expect((await waiting).text).toBe('now');
  });

  it('rejects with a DeliveryError when the SMTP server cannot be reached', async () => {
    const mailer = createSmtpMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'a@b.test' });
    const error = await mailer.send({ to: 'x@example.com', subject: 's', text: 't' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ provider: 'smtp' });
  });
});
