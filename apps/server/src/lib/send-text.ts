import type { Database, Transaction } from '../db/client';
import { DeliveryError } from '../integrations/delivery';
import type { SmsMessage, SmsSender } from '../integrations/sms';
import { clearSmsOptOut, recordSmsOptOut } from '../repositories/sms-opt-outs';

/**
 * Sends one text and keeps the opt-out record true (docs/product/messages.md, "Text messages"):
 * Twilio refusing the number with 21610 (the person replied STOP) records it, a text that goes
 * through clears it (they replied START since). Every other failure is thrown as it came.
 */
export async function sendText(
  db: Database | Transaction,
  sms: SmsSender,
  message: SmsMessage,
  now: Date,
): Promise<void> {
  try {
    await sms.send(message);
  } catch (error) {
    if (error instanceof DeliveryError && error.reason === 'opted-out')
      await recordSmsOptOut(db, message.to, now);
    throw error;
  }
  await clearSmsOptOut(db, message.to);
}
