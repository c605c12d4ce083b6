import { get as httpGet, type IncomingMessage } from 'node:http';
import type { Session } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app';
import type { AppConfig } from '../src/config';
import { realtimeHubFor } from '../src/plugins/realtime';
import { buildTestApp, testConfig } from './support/app';
import { bearer, call, deliveryForThisFile, logIn, signUp } from './support/auth';
import { getTestDatabase } from './support/database';

const delivery = deliveryForThisFile();

/** The app listening on a loopback port: app.inject cannot hold a stream open. */
async function listening(overrides: Partial<AppConfig> = {}) {
  const server = await buildTestApp(overrides, delivery.integrations);
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, base };
}

/**
 * A Server-Sent Events client reading the stream frame by frame. It uses node:http without an
 * agent (fetch's pool opens a spare connection on abort, which holds up the server's close).
 */
async function openEvents(
  base: string,
  options: { ticket?: string; headers?: Record<string, string> } = {},
) {
  const query = options.ticket ? `?ticket=${encodeURIComponent(options.ticket)}` : '';
  const request = httpGet(`${base}/api/events${query}`, { headers: options.headers, agent: false });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve).once('error', reject);
  });
  response.setEncoding('utf8');
  const chunks = response[Symbol.asyncIterator]() as AsyncIterator<string>;
  let buffer = '';
  /** Every frame read so far, e.g. 'event: ready\ndata: {}' or ': ping'. */
  const frames: string[] = [];

  /** The next frame, or null once the server ends the stream. */
  async function nextFrame(): Promise<string | null> {
    while (!buffer.includes('\n\n')) {
      const chunk = await chunks.next().catch(() => ({ done: true, value: '' }));
      if (chunk.done) return null;
      buffer += chunk.value;
    }
    const end = buffer.indexOf('\n\n');
    const frame = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    frames.push(frame);
    return frame;
  }

  /** Reads until a frame satisfies `match`; fails if the stream ends first. */
  async function waitFor(match: (frame: string) => boolean): Promise<string> {
    for (;;) {
      const frame = await nextFrame();
      if (frame === null) throw new Error(`stream ended; frames: ${JSON.stringify(frames)}`);
      if (match(frame)) return frame;
    }
  }

  return {
    status: response.statusCode,
    headers: response.headers,
    frames,
    nextFrame,
    waitFor,
    /** Reads to the end of the stream (after the server closed it). */
    drain: async () => {
      while ((await nextFrame()) !== null) {}
    },
    waitForEvent: (name: string) => waitFor((f) => f.split('\n').includes(`event: ${name}`)),
    close: () => request.destroy(),
  };
}

/** A single-use stream ticket, asked for with the session's access token. */
async function ticketFor(base: string, session: Session): Promise<string> {
  const res = await fetch(`${base}/api/events/ticket`, {
    method: 'POST',
    headers: bearer(session),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { ticket: string }).ticket;
}

const errorCode = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;

const isResultsChanged = (frame: string) => frame === 'event: results-changed\ndata: {}';

function saveResult(server: App, session: Session, movement = 'forty', value = 4.6) {
  return call(server, session, 'POST', '/api/results', { movement, value });
}

describe('GET /api/events', () => {
  it('refuses anonymous, bad and ended tokens with a 401 JSON error', async () => {
    const { server, base } = await listening();
    const anonymous = await fetch(`${base}/api/events`);
    expect(anonymous.status).toBe(401);
    expect(await errorCode(anonymous)).toBe('not_authenticated');

    const forged = await fetch(`${base}/api/events?ticket=not-a-ticket`);
    expect(forged.status).toBe(401);
    expect(await errorCode(forged)).toBe('invalid_stream_ticket');

    // The access token in the address is not accepted any more.
    const session = await signUp(server, delivery);
    const inAddress = await fetch(`${base}/api/events?access_token=${session.access_token}`);
    expect(inAddress.status).toBe(401);
    expect(await errorCode(inAddress)).toBe('not_authenticated');

    const ticketBeforeSignOut = await ticketFor(base, session);
    const signOut = await call(server, session, 'POST', '/api/auth/logout', { scope: 'local' });
    expect(signOut.statusCode).toBe(204);
    const ended = await fetch(`${base}/api/events?ticket=${ticketBeforeSignOut}`);
    expect(ended.status).toBe(401);
    expect(await errorCode(ended)).toBe('session_not_found');

    // An account without a profile (no role chosen yet) may not listen.
    const noProfile = await signUp(server, delivery);
    const { db } = await getTestDatabase();
    await db.execute(sql`DELETE FROM users WHERE id = ${noProfile.user.id}`);
    const refused = await fetch(`${base}/api/events?ticket=${await ticketFor(base, noProfile)}`);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('profile_required');
  });

  it('opens a text/event-stream that starts with ready, by ticket or the header (any profile)', async () => {
    const { server, base } = await listening();
    const session = await signUp(server, delivery, { role: 'coach' });
    for (const options of [
      { ticket: await ticketFor(base, session) },
      { headers: bearer(session) },
    ]) {
      const stream = await openEvents(base, options);
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['cache-control']).toMatch(/no-cache/);
      expect(await stream.nextFrame()).toBe('event: ready\ndata: {}');
      stream.close();
    }
  });

  it("sends results-changed for the athlete's own save and never for another athlete's", async () => {
    const { server, base } = await listening();
    const a = await signUp(server, delivery, { role: 'athlete' });
    const b = await signUp(server, delivery, { role: 'athlete' });
    const streamA = await openEvents(base, { ticket: await ticketFor(base, a) });
    const streamB = await openEvents(base, { ticket: await ticketFor(base, b) });
    await streamA.waitForEvent('ready');
    await streamB.waitForEvent('ready');

    // B saves, then A saves, then A's onboarding saves a broad jump (a result too).
    expect((await saveResult(server, b)).statusCode).toBe(201);
    await streamB.waitFor(isResultsChanged);
    expect((await saveResult(server, a)).statusCode).toBe(201);
    await streamA.waitFor(isResultsChanged);
    const { db } = await getTestDatabase();
    await db.execute(sql`UPDATE users SET weight_lbs = 200 WHERE id = ${a.user.id}`);
    const jump = await call(server, a, 'PUT', '/api/onboarding/broad-jump', {
      feet: 10,
      inches: 0,
    });
    expect(jump.statusCode, jump.body).toBe(200);
    await streamA.waitFor(isResultsChanged);

    // Closing the server ends both streams after everything written so far: count it all.
    await server.close();
    await streamA.drain();
    await streamB.drain();
    expect(streamA.frames.filter(isResultsChanged)).toHaveLength(2);
    expect(streamB.frames.filter(isResultsChanged)).toHaveLength(1);
  });

  it("sends a coach team-results-changed for a member's change, not a non-member's or a former member's", async () => {
    const { server, base } = await listening();
    const coach = await signUp(server, delivery, { role: 'coach' });
    const otherCoach = await signUp(server, delivery, { role: 'coach' });
    const member = await signUp(server, delivery, { role: 'athlete' });
    const stranger = await signUp(server, delivery, { role: 'athlete' });
    const leaver = await signUp(server, delivery, { role: 'athlete' });
    const created = await call(server, coach, 'POST', '/api/teams', { name: 'Varsity' });
    expect(created.statusCode, created.body).toBe(201);
    const team = created.json<{ id: string; inviteCode: string }>();
    for (const athlete of [member, leaver]) {
      const joined = await call(server, athlete, 'POST', '/api/teams/join', {
        code: team.inviteCode,
      });
      expect(joined.statusCode, joined.body).toBe(200);
    }
    const left = await call(server, leaver, 'POST', `/api/teams/${team.id}/leave`);
    expect(left.statusCode, left.body).toBeLessThan(300);

    const coachStream = await openEvents(base, { ticket: await ticketFor(base, coach) });
    const otherStream = await openEvents(base, { ticket: await ticketFor(base, otherCoach) });
    const memberStream = await openEvents(base, { ticket: await ticketFor(base, member) });
    await coachStream.waitForEvent('ready');
    await otherStream.waitForEvent('ready');
    await memberStream.waitForEvent('ready');

    const teamEvent = `event: team-results-changed\ndata: {"teamId":"${team.id}"}`;
    expect((await saveResult(server, stranger)).statusCode).toBe(201);
    expect((await saveResult(server, leaver)).statusCode).toBe(201);
    expect((await saveResult(server, member)).statusCode).toBe(201);
    await memberStream.waitFor(isResultsChanged);
    await coachStream.waitFor((frame) => frame === teamEvent);
    const hub = realtimeHubFor(await getTestDatabase());
    expect(hub.coachSubscriberCount(coach.user.id)).toBe(1);
    // An athlete's stream does not follow any team.
    expect(hub.coachSubscriberCount(member.user.id)).toBe(0);

    await server.close();
    await coachStream.drain();
    await otherStream.drain();
    await memberStream.drain();
    // Exactly one event, for the member's save; the coach's own results did not change.
    expect(coachStream.frames.filter((f) => f.startsWith('event: team-results-changed'))).toEqual([
      teamEvent,
    ]);
    expect(coachStream.frames.filter(isResultsChanged)).toHaveLength(0);
    expect(otherStream.frames.filter((f) => f.includes('team-results-changed'))).toHaveLength(0);
    expect(memberStream.frames.filter((f) => f.includes('team-results-changed'))).toHaveLength(0);
    expect(hub.coachSubscriberCount(coach.user.id)).toBe(0);
  });

  it("carries the client id of a user's own write, so the device that made it knows its echo, and nobody else's", async () => {
    const { server, base } = await listening();
    const coach = await signUp(server, delivery, { role: 'coach' });
    const athlete = await signUp(server, delivery, { role: 'athlete' });
    const team = (await call(server, coach, 'POST', '/api/teams', { name: 'Varsity' })).json<{
      id: string;
      inviteCode: string;
    }>();
    await call(server, athlete, 'POST', '/api/teams/join', { code: team.inviteCode });
    const athleteStream = await openEvents(base, { ticket: await ticketFor(base, athlete) });
    const coachStream = await openEvents(base, { ticket: await ticketFor(base, coach) });
    await athleteStream.waitForEvent('ready');
    await coachStream.waitForEvent('ready');
    const own = (clientId: string) => `event: results-changed\ndata: {"clientId":"${clientId}"}`;
    const teamOnly = `event: team-results-changed\ndata: {"teamId":"${team.id}"}`;
    const teamOwn = (clientId: string) =>
      `event: team-results-changed\ndata: {"teamId":"${team.id}","clientId":"${clientId}"}`;

    // The athlete's save with a client id, then an edit of that result: both carry its id to
    // the athlete; their coach hears only that the team changed.
    const clientId = crypto.randomUUID();
    const saved = await call(server, athlete, 'POST', '/api/results', {
      movement: 'forty',
      value: 4.6,
      clientId,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await athleteStream.waitFor((frame) => frame === own(clientId));
    const edited = await call(server, athlete, 'PATCH', `/api/results/${saved.json().id}`, {
      value: 4.7,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The same write again changes nothing and sends nothing.
    const again = await call(server, athlete, 'POST', '/api/results', {
      movement: 'forty',
      value: 4.6,
      clientId,
    });
    expect(again.statusCode).toBe(200);

    // A coach's test-day entry: the coach's stream carries the entry's client id, the
    // athlete's does not (not their write).
    const entryId = crypto.randomUUID();
    const entered = await call(server, coach, 'POST', `/api/teams/${team.id}/results`, {
      entries: [{ clientId: entryId, athleteId: athlete.user.id, movement: 'forty', value: 4.8 }],
    });
    expect(entered.statusCode, entered.body).toBe(200);
    await coachStream.waitFor((frame) => frame === teamOwn(entryId));

    await server.close();
    await athleteStream.drain();
    await coachStream.drain();
    expect(athleteStream.frames.filter((f) => f.startsWith('event: results-changed'))).toEqual([
      own(clientId),
      own(clientId),
      'event: results-changed\ndata: {}',
    ]);
    expect(coachStream.frames.filter((f) => f.startsWith('event: team-results-changed'))).toEqual([
      teamOnly,
      teamOnly,
      teamOwn(entryId),
    ]);
  });

  it('sends nothing for a save that is rolled back', async () => {
    const { server, base } = await listening();
    const a = await signUp(server, delivery, { role: 'athlete' });
    const stream = await openEvents(base, { ticket: await ticketFor(base, a) });
    await stream.waitForEvent('ready');
    // No weight yet: the onboarding transaction fails and its NOTIFY is never delivered.
    const refused = await call(server, a, 'PUT', '/api/onboarding/broad-jump', {
      feet: 10,
      inches: 0,
    });
    expect(refused.statusCode).toBe(400);
    expect((await saveResult(server, a)).statusCode).toBe(201);
    await stream.waitFor(isResultsChanged);
    await server.close();
    await stream.drain();
    expect(stream.frames).toEqual(['event: ready\ndata: {}', 'event: results-changed\ndata: {}']);
  });

  it('sends a heartbeat comment at the configured interval', async () => {
    const { server, base } = await listening({ liveHeartbeatMs: 20 });
    const session = await signUp(server, delivery);
    const stream = await openEvents(base, { ticket: await ticketFor(base, session) });
    await stream.waitForEvent('ready');
    expect(await stream.nextFrame()).toBe(': ping');
    expect(await stream.nextFrame()).toBe(': ping');
    stream.close();
  });

  it('drops the subscription when the client disconnects, and ends streams when the server closes', async () => {
    const { server, base } = await listening();
    const hub = realtimeHubFor(await getTestDatabase());
    const session = await signUp(server, delivery, { role: 'athlete' });
    const first = await openEvents(base, { ticket: await ticketFor(base, session) });
    await first.waitForEvent('ready');
    expect(hub.subscriberCount(session.user.id)).toBe(1);
    first.close();
    await vi.waitFor(() => expect(hub.subscriberCount(session.user.id)).toBe(0));

    const second = await openEvents(base, { ticket: await ticketFor(base, session) });
    await second.waitForEvent('ready');
    expect(hub.subscriberCount(session.user.id)).toBe(1);
    await server.close();
    expect(await second.nextFrame()).toBeNull();
    expect(hub.subscriberCount(session.user.id)).toBe(0);
  });
});

describe('live-update streams are bounded', () => {
  const limits = (change: Partial<AppConfig['limits']>) => ({
    limits: { ...testConfig().limits, ...change },
  });

  it('a ticket opens one stream: used again, or after 60 seconds, it is refused', async () => {
    const clock = { at: Date.now() };
    const { server, base } = await listening({ now: () => new Date(clock.at) });
    const session = await signUp(server, delivery);
    const ticket = await ticketFor(base, session);
    const stream = await openEvents(base, { ticket });
    expect(stream.status).toBe(200);
    await stream.waitForEvent('ready');
    const again = await fetch(`${base}/api/events?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(await errorCode(again)).toBe('invalid_stream_ticket');
    stream.close();

    const late = await ticketFor(base, session);
    clock.at += 61_000;
    const expired = await fetch(`${base}/api/events?ticket=${late}`);
    expect(expired.status).toBe(401);
    expect(await errorCode(expired)).toBe('invalid_stream_ticket');
    // Only a hash of a ticket is stored.
    const { db } = await getTestDatabase();
    const stored = await db.execute<{ ticket_hash: string }>(
      sql`SELECT ticket_hash FROM stream_tickets`,
    );
    expect(JSON.stringify(stored.rows)).not.toContain(late);
  });

  it('caps open streams per user and per IP address: 429 with Retry-After, a slot frees on close', async () => {
    const { server, base } = await listening(limits({ liveStreams: { perUser: 2, perIp: 3 } }));
    const a = await signUp(server, delivery);
    const b = await signUp(server, delivery);
    const first = await openEvents(base, { headers: bearer(a) });
    const second = await openEvents(base, { ticket: await ticketFor(base, a) });
    await first.waitForEvent('ready');
    await second.waitForEvent('ready');
    const third = await fetch(`${base}/api/events?ticket=${await ticketFor(base, a)}`);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('30');
    expect(await errorCode(third)).toBe('too_many_streams');

    // Another user from the same address: one more fits, then the address is full.
    const other = await openEvents(base, { headers: bearer(b) });
    await other.waitForEvent('ready');
    const full = await fetch(`${base}/api/events`, { headers: bearer(b) });
    expect(full.status).toBe(429);
    expect(await errorCode(full)).toBe('too_many_streams');

    first.close();
    await vi.waitFor(async () => {
      const again = await openEvents(base, { headers: bearer(a) });
      expect(again.status).toBe(200);
      again.close();
    });
    second.close();
    other.close();
  });

  it('ends the stream when its session signs out (and only that session)', async () => {
    const { server, base } = await listening();
    const phone = await signUp(server, delivery);
    // Signed in on a second device (another app instance: a fresh per-address send window).
    const laptop = await logIn(
      await buildTestApp({}, delivery.integrations),
      delivery,
      phone.user.email!,
    );
    const onPhone = await openEvents(base, { ticket: await ticketFor(base, phone) });
    const onLaptop = await openEvents(base, { ticket: await ticketFor(base, laptop) });
    await onPhone.waitForEvent('ready');
    await onLaptop.waitForEvent('ready');
    const out = await call(server, phone, 'POST', '/api/auth/logout', { scope: 'local' });
    expect(out.statusCode).toBe(204);
    await onPhone.drain(); // ends: the server closed it
    // The laptop's stream stays open and live.
    expect((await saveResult(server, laptop)).statusCode).toBe(201);
    await onLaptop.waitFor(isResultsChanged);
    // Signing out everywhere ends it too.
    await call(server, laptop, 'POST', '/api/auth/logout', { scope: 'global' });
    await onLaptop.drain();
  });

  it('ends the stream when the access token it was opened with expires', async () => {
    const clock = { at: Date.now() };
    const { server, base } = await listening({ now: () => new Date(clock.at) });
    const session = await signUp(server, delivery);
    // The 15-minute token has 400 ms left when the stream opens.
    clock.at = session.expires_at * 1000 - 400;
    const stream = await openEvents(base, { ticket: await ticketFor(base, session) });
    await stream.waitForEvent('ready');
    await stream.drain();
    expect(stream.frames).toEqual(['event: ready\ndata: {}']);
  });

  it('closes a stream whose socket moves nothing for the idle time', async () => {
    const { server, base } = await listening(limits({ liveStreamIdleMs: 200 }));
    const session = await signUp(server, delivery);
    const hub = realtimeHubFor(await getTestDatabase());
    const stream = await openEvents(base, { ticket: await ticketFor(base, session) });
    await stream.waitForEvent('ready');
    await stream.drain();
    await vi.waitFor(() => expect(hub.subscriberCount(session.user.id)).toBe(0));
  });

  it('stream tickets are limited per user', async () => {
    const { server, base } = await listening(
      limits({ streamTicketsPerUser: { max: 2, windowMs: 60_000 } }),
    );
    const session = await signUp(server, delivery);
    await ticketFor(base, session);
    await ticketFor(base, session);
    const third = await fetch(`${base}/api/events/ticket`, {
      method: 'POST',
      headers: bearer(session),
    });
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
