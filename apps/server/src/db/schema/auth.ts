import { OTP_PURPOSES } from '@gamespeed/domain/constants';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, uuidPrimaryKey } from './helpers';

/**
 * Sign-in accounts. One per e-mail address or US phone number; the profile (`users`) row shares
 * the id. An account without a profile is sent to /role-selection.
 */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: uuidPrimaryKey(),
    email: text('email'),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_accounts_email_key').on(t.email),
    uniqueIndex('auth_accounts_phone_key').on(t.phone),
    check(
      'auth_accounts_identifier_present',
      sql`${t.email} IS NOT NULL OR ${t.phone} IS NOT NULL`,
    ),
  ],
);

export const VERIFICATION_PURPOSES = OTP_PURPOSES;

/**
 * Pending one-time codes, one per (target, purpose). Only an HMAC of the code is stored.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: uuidPrimaryKey(),
    target: text('target').notNull(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    codeHmac: text('code_hmac').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('verifications_target_purpose_key').on(t.target, t.purpose),
    check('verifications_purpose_check', oneOf('purpose', VERIFICATION_PURPOSES)),
  ],
);

/** A signed-in device. Revoking it ends every token issued for it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuidPrimaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => authAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('auth_sessions_account_idx').on(t.accountId)],
);

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each is used once: refreshing marks it
 * rotated and issues a new one; presenting a rotated token again revokes the session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Wrong sign-in codes per address, across re-sends: at most `codeGuessesPerIdentifier.max` in a
 * window (docs/product/accounts.md). A guess is counted before it is checked and given back when
 * it was right, so simultaneous guesses cannot slip past the budget. When the budget is spent the
 * address is locked until the window ends or the owner opens the unlock link sent to it.
 */
export const codeGuessBudgets = pgTable('code_guess_budgets', {
  target: text('target').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Phone numbers that replied STOP to our texts (Twilio refused a message with 21610): nothing but
 * a sign-in code the person asks for is texted to them until a text goes through again
 * (docs/product/messages.md, "Text messages"). Kept per number, not per account: invites go to
 * numbers that have no account yet.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Single-use tickets that open one live-update stream (GET /api/events?ticket=): short-lived, so
 * no access token ever travels in a URL. Only a hash is stored.
 */
export const streamTickets = pgTable(
  'stream_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the access token the ticket was asked with expires: the stream ends then. */
    streamEndsAt: timestamp('stream_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('stream_tickets_expires_idx').on(t.expiresAt)],
);
