import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { streamTickets } from '../db/schema';

/** How long a live-update stream ticket may wait to be used (docs/product/accounts.md). */
export const STREAM_TICKET_TTL_SECONDS = 60;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * A single-use ticket for GET /api/events?ticket=, bound to the session that asked for it and
 * ending the stream when the access token it was asked with expires. Only its hash is stored;
 * tickets left unused are swept here.
 */
export async function issueStreamTicket(
  db: Database,
  session: { sessionId: string; tokenExpiresAt: number },
  now: Date,
): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + STREAM_TICKET_TTL_SECONDS * 1000);
  await db.delete(streamTickets).where(lt(streamTickets.expiresAt, now));
  await db.insert(streamTickets).values({
    ticketHash: hashTicket(ticket),
    sessionId: session.sessionId,
    expiresAt,
    streamEndsAt: new Date(session.tokenExpiresAt * 1000),
  });
  return { ticket, expiresAt };
}

/**
 * Uses a ticket up: one DELETE, so of two requests with the same ticket exactly one gets it.
 * Null for an unknown, used or expired ticket.
 */
export async function redeemStreamTicket(
  db: Database,
  ticket: string,
  now: Date,
): Promise<{ sessionId: string; tokenExpiresAt: number } | null> {
  const [row] = await db
    .delete(streamTickets)
    .where(and(eq(streamTickets.ticketHash, hashTicket(ticket)), gt(streamTickets.expiresAt, now)))
    .returning({ sessionId: streamTickets.sessionId, streamEndsAt: streamTickets.streamEndsAt });
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    tokenExpiresAt: Math.floor(row.streamEndsAt.getTime() / 1000),
  };
}
