import {
  offlineQueue,
  type QueuedWrite,
  type QueuedWriteKind,
  queueOwner,
  registerQueuedWriteKinds,
} from './offline-queue';
import { refusalMessage } from './refusal-message';
import { isUnreachable } from './unreachable';

/**
 * A write as its API module describes it for the device's queue: the request, its kind and how
 * it reads in lists. `id` is the id the device made for the write (a new result's `clientId`);
 * without one a new id is made when it is queued.
 */
export interface QueuedForm {
  kind: QueuedWriteKind;
  id?: string;
  method: QueuedWrite['method'];
  path: string;
  body?: unknown;
  label: string;
  about?: string;
  details?: Readonly<Record<string, string>>;
}

export type SendOrQueueOutcome<A> =
  /** The server took it: its answer. */
  | { status: 'sent'; answer: A }
  /** The server answered with a success that refuses the write (`kind.refusalIn`). */
  | { status: 'refused'; reason: string }
  /** The server could not be reached: the write waits on the device. */
  | { status: 'queued' }
  /** The server could not be reached and nobody is signed in here: nothing was kept. */
  | { status: 'not-kept' };

const deviceIsOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * The one place that decides, for every write the app can make without a connection, whether it
 * goes to the server now or waits on the device (docs/product/results.md 'Offline'): sent now
 * with `send` (the API module's request) unless the device is offline; kept in the device's
 * queue when the server cannot be reached ({@link isUnreachable}), and sent from there when the
 * connection is back (`useOfflineSync`). A refusal by the server is thrown as `send` threw it.
 */
export async function sendOrQueue<A>(
  form: QueuedForm,
  send: () => Promise<A>,
): Promise<SendOrQueueOutcome<A>> {
  // What is queued now is sent later, maybe by a screen that never loaded this kind's module.
  registerQueuedWriteKinds(form.kind);
  if (!deviceIsOffline()) {
    try {
      const answer = await send();
      const reason = form.kind.refusalIn?.(answer) ?? null;
      return reason === null
        ? { status: 'sent', answer }
        : { status: 'refused', reason: refusalMessage(reason) };
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
  }
  return (await queueWrite(form)) ? { status: 'queued' } : { status: 'not-kept' };
}

/** Puts the write in the signed-in user's queue; false when nobody is signed in here. */
async function queueWrite(form: QueuedForm): Promise<boolean> {
  const ownerId = queueOwner();
  if (!ownerId) return false;
  const { kind, id, ...request } = form;
  await offlineQueue.enqueue({
    ...request,
    id: id ?? crypto.randomUUID(),
    ownerId,
    kind: kind.name,
    queuedAt: new Date().toISOString(),
  });
  return true;
}
