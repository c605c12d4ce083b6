import type { ParsedIdentifier } from '@gamespeed/domain';
import { SEND_CODE_FAILED_MESSAGE } from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import { DeliveryError } from '../integrations/delivery';
import type { Mailer } from '../integrations/mailer';
import type { SmsSender } from '../integrations/sms';
import { AppError } from '../lib/errors';

/** Where a message goes: a parsed e-mail address or `+1` phone number. */
type Target = Pick<Exclude<ParsedIdentifier, { kind: 'invalid' }>, 'kind' | 'value'>;

/** Where a failed delivery is written: the provider's own words go here, never to the client. */
export interface DeliveryLog {
  warn(details: object, message: string): void;
}

/**
 * Sends a one-time code by e-mail or SMS, naming the app and the code. When the provider
 * refuses or cannot be reached, the client hears only `delivery_failed` with the product's
 * sentence (docs/product/messages.md); the provider's text, status and code go to the log.
 */
export async function deliverCode(
  channels: { mailer: Mailer | null; sms: SmsSender | null },
  target: Target,
  code: string,
  log: DeliveryLog,
): Promise<void> {
  const text = `Your GameSpeed verification code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`;
  try {
    if (target.kind === 'email') {
      if (!channels.mailer) {
        throw new AppError(
          503,
          ERROR_CODES.emailUnavailable,
          'Sign-in by email is not available right now. Please use your phone number.',
        );
      }
      await channels.mailer.send({
        to: target.value,
        subject: `${code} is your GameSpeed verification code`,
        text,
      });
    } else {
      if (!channels.sms) {
        throw new AppError(
          503,
          ERROR_CODES.smsUnavailable,
          'Sign-in by phone is not available right now. Please use your email.',
        );
      }
      await channels.sms.send({ to: target.value, body: text });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const provider = error instanceof DeliveryError ? error : null;
    log.warn(
      {
        err: error,
        channel: target.kind,
        provider: provider?.provider ?? null,
        providerStatus: provider?.status ?? null,
        providerCode: provider?.code ?? null,
      },
      `one-time code delivery failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw new AppError(502, ERROR_CODES.deliveryFailed, SEND_CODE_FAILED_MESSAGE);
  }
}

/**
 * Sends a plain notice (no code) by e-mail or SMS. Best effort: a notice that cannot be sent is
 * logged by the caller, it never undoes what it reports.
 */
export async function deliverNotice(
  channels: { mailer: Mailer | null; sms: SmsSender | null },
  target: Target,
  notice: { subject: string; text: string },
): Promise<void> {
  if (target.kind === 'email') {
    if (!channels.mailer) throw new Error('e-mail is not configured');
    await channels.mailer.send({ to: target.value, subject: notice.subject, text: notice.text });
  } else {
    if (!channels.sms) throw new Error('SMS is not configured');
    await channels.sms.send({ to: target.value, body: notice.text });
  }
}
