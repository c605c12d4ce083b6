import type { OtpPurpose } from '@gamespeed/domain';
import type { FastifyInstance } from 'fastify';
import { deliverCode } from '../../auth/code-delivery';
import { discardCode, issueCode } from '../../auth/codes';
import type { AccountRow } from '../../repositories/accounts';

export type Address = { kind: 'email' | 'phone'; value: string };

/** Where account codes and notices go: the sign-in e-mail, else the sign-in phone. */
export function signInAddress(account: AccountRow): Address {
  return account.email
    ? { kind: 'email', value: account.email }
    : { kind: 'phone', value: account.phone! };
}

/**
 * Issues an account code for (target, purpose) and delivers it to `to`; a failed delivery leaves
 * none. Limited per account and `step` (the sign-in limits, docs/product/accounts.md "Limits"),
 * checked before anything is written (`replacing` runs after it).
 */
export async function sendAccountCode(
  app: FastifyInstance,
  input: {
    accountId: string;
    purpose: OtpPurpose;
    step?: string;
    target: string;
    to: Address;
    replacing?: () => Promise<void>;
  },
): Promise<void> {
  const { limits } = app.config;
  const { accountId, purpose, target, to } = input;
  const step = input.step ? `${purpose}:${input.step}` : purpose;
  await app.limiter.consume([
    { key: `account-code-interval:${accountId}:${step}`, ...limits.otpIntervalPerIdentifier },
    { key: `account-code-hour:${accountId}:${step}`, ...limits.otpSendsPerIdentifier },
  ]);
  await input.replacing?.();
  const code = await issueCode(app.db, app.tokenKeys, target, purpose, app.config.now());
  try {
    await deliverCode(
      { ...app.integrations, db: app.db, now: app.config.now() },
      to,
      code,
      app.log,
    );
  } catch (error) {
    await discardCode(app.db, target, purpose);
    app.log.warn({ err: error, channel: to.kind }, 'account code delivery failed');
    throw error;
  }
}
