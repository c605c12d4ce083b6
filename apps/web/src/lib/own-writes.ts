/**
 * How long a write this device sent still waits for its live echo. The event is sent when the
 * write commits, so it normally arrives within moments of the answer; a write that never gets
 * one (its answer failed, the stream was down) is forgotten after this.
 */
export const OWN_ECHO_WAIT_MS = 60_000;

/** Client ids of writes this device sent whose live echo has not come back, with a count each. */
const waiting = new Map<string, number>();

/**
 * The saving device refetches once, not twice: its own write refetches when it succeeds
 * (lib/refresh-after.ts), and the live event that write causes carries the write's client id
 * (the id of its result or test-day entry), so this device skips it. An event of another
 * device's write carries an id this device did not send, or none, and refetches. Each write
 * skips one event: should another device change the same result at the same moment, the later
 * event of the two still refetches, and events arrive in commit order.
 */
export const ownWrites = {
  /** Call when sending a write that carries `clientId` (no id: nothing to skip). */
  sent(clientId: string | null | undefined): void {
    if (!clientId) return;
    waiting.set(clientId, (waiting.get(clientId) ?? 0) + 1);
    setTimeout(() => take(clientId), OWN_ECHO_WAIT_MS);
  },
  /** A live event arrived with this client id: true when it is this device's own write's echo. */
  isEcho(clientId: string | null | undefined): boolean {
    return clientId ? take(clientId) : false;
  },
};

function take(clientId: string): boolean {
  const count = waiting.get(clientId);
  if (count === undefined) return false;
  if (count <= 1) waiting.delete(clientId);
  else waiting.set(clientId, count - 1);
  return true;
}
