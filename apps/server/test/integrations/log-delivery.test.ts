import { describe, expect, it } from 'vitest';
import {
  createLogDelivery,
  DEV_MAIL_LOG_MESSAGE,
  DEV_SMS_LOG_MESSAGE,
} from '../../src/integrations/log-delivery';

describe('log delivery (development without providers)', () => {
  it('writes one marked log line per message with recipient and text', async () => {
    const lines: { obj: object; msg: string }[] = [];
    const { mailer, sms } = createLogDelivery({ warn: (obj, msg) => lines.push({ obj, msg }) });

    await mailer.send({ to: 'a@example.com', subject: 'Your code', text: 'Code 123456' });
    await sms.send({ to: '+15551234567', body: 'Code 654321' });

    expect(lines).toEqual([
      {
        msg: DEV_MAIL_LOG_MESSAGE,
        obj: { channel: 'email', to: 'a@example.com', subject: 'Your code', text: 'Code 123456' },
      },
      {
        msg: DEV_SMS_LOG_MESSAGE,
        obj: { channel: 'sms', to: '+15551234567', text: 'Code 654321' },
      },
    ]);
    expect(DEV_MAIL_LOG_MESSAGE).toMatch(/^\*\*\* DEV ONE-TIME CODE/);
  });
});
