import type { ParsedIdentifier } from '@gamespeed/domain';
import {
  PHONE_INVALID_MESSAGE,
  phoneOptedOutMessage,
  SEND_CODE_FAILED_MESSAGE,
} from '@gamespeed/domain/contracts';
import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { Database } from '../db/client';
import { DeliveryError } from '../integrations/delivery';
import type { Mailer } from '../integrations/mailer';
import type { SmsSender } from '../integrations/sms';
import { AppError } from '../lib/errors';
import { sendText } from '../lib/send-text';

/** Where a message goes: a parsed e-mail address or `+1` phone number. */
type Target = Pick<Exclude<ParsedIdentifier, { kind: 'invalid' }>, 'kind' | 'value'>;

/** Where a failed delivery is written: the provider's own words go here, never to the client. */
export interface DeliveryLog {
  warn(details: object, message: string): void;
}

/** The mail and SMS clients, and the database the SMS opt-outs are kept in. */
export interface DeliveryChannels {
  mailer: Mailer | null;
  sms: SmsSender | null;
  db: Database;
  now: Date;
}

/**
 * `jordan@example.com` → `j•••@example.com`: enough for the owner to recognise their address,
 * not enough to give it to someone who only knows the phone number.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/**
 * Sends a one-time code by e-mail or SMS, naming the app and the code. A number that replied
 * STOP (Twilio 21610) is recorded and the person is told how to undo it, and offered the
 * account's e-mail when it has one (`emailOnAccount`); a number that cannot get texts (21211,
 * 21614) is named as such. For any other refusal or outage the client hears only
 * `delivery_failed` with the product's sentence (docs/product/messages.md); the provider's text,
 * status and code go to the log.
 */
export async function deliverCode(
  channels: DeliveryChannels,
  target: Target,
  code: string,
  log: DeliveryLog,
  emailOnAccount: string | null = null,
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
      await sendText(channels.db, channels.sms, { to: target.value, body: text }, channels.now);
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
    if (provider?.reason === 'opted-out')
      throw new AppError(
        409,
        ERROR_CODES.phoneOptedOut,
        phoneOptedOutMessage(emailOnAccount ? maskEmail(emailOnAccount) : null),
      );
    if (provider?.reason === 'invalid-address' && target.kind === 'phone')
      throw new AppError(400, ERROR_CODES.phoneInvalid, PHONE_INVALID_MESSAGE);
    throw new AppError(502, ERROR_CODES.deliveryFailed, SEND_CODE_FAILED_MESSAGE);
  }
}

/**
 * Sends a plain notice (no code) by e-mail or SMS. Best effort: a notice that cannot be sent is
 * logged by the caller, it never undoes what it reports.
 */
export async function deliverNotice(
  channels: DeliveryChannels,
  target: Target,
  notice: { subject: string; text: string },
): Promise<void> {
  if (target.kind === 'email') {
    if (!channels.mailer) throw new Error('e-mail is not configured');
    await channels.mailer.send({ to: target.value, subject: notice.subject, text: notice.text });
  } else {
    if (!channels.sms) throw new Error('SMS is not configured');
    await sendText(
      channels.db,
      channels.sms,
      { to: target.value, body: notice.text },
      channels.now,
    );
  }
}
