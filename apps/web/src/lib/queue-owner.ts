type OwnerProvider = () => string | null;
let currentOwner: OwnerProvider = () => null;

/**
 * The auth feature registers who is signed in; writes queued offline are theirs. Apart from the
 * queue (lib/offline-queue.ts), so registering it does not bring the queue's code into the
 * first screen.
 */
export function setQueueOwnerProvider(provider: OwnerProvider): void {
  currentOwner = provider;
}

/** The signed-in user's id, for `enqueue` (null when signed out: nothing can be queued). */
export const queueOwner = (): string | null => currentOwner();
