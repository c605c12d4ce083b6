/** Live updates: the stream ticket and the events' names. */
import { z } from 'zod';

/**
 * EventSource cannot send headers, so /api/events takes a single-use ticket from
 * POST /api/events/ticket in the query (never the access token).
 */
export const eventsQuerySchema = z.object({ ticket: z.string().min(1).max(200).optional() });
export const streamTicketSchema = z.object({
  /** Opens one stream: GET /api/events?ticket=…, within `expiresIn` seconds. */
  ticket: z.string(),
  expiresIn: z.number().int(),
});
export type StreamTicket = z.infer<typeof streamTicketSchema>;

/** Server-Sent Event names of GET /api/events. */
export { LIVE_EVENTS } from '../live-events';
