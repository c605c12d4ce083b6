import { ERROR_CODES } from '@gamespeed/domain/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import { BillingError } from '../integrations/stripe';
import { AppError } from '../lib/errors';

/** The answer when Stripe cannot be reached or refuses a call (docs/product/billing.md). */
export const billingUnavailable = () =>
  new AppError(
    502,
    ERROR_CODES.billingUnavailable,
    'The payment service could not be reached. Please try again.',
  );

/** Logs a failed Stripe call and answers 502 (docs/product/messages.md: failures are logged and rethrown). */
export async function stripeCall<T>(log: FastifyBaseLogger, what: string, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BillingError) {
      log.error({ err: error, status: error.status, code: error.code }, `${what} failed`);
      throw billingUnavailable();
    }
    throw error;
  }
}
