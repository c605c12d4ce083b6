/**
 * Who listens for deep-linked routes. Kept apart from the Capacitor code in `deep-links.ts`, so
 * the app's router can subscribe on the web without loading Capacitor's plugins.
 */
type DeepLinkListener = (route: string) => void;

const listeners = new Set<DeepLinkListener>();
/** A route that arrived before anyone listened (the router subscribes after the first render). */
let pending: string | null = null;

/**
 * Calls `listener` with each deep-linked route (and at once with one that arrived before).
 * Returns the unsubscribe function. The app's router navigates there.
 */
export function onDeepLink(listener: DeepLinkListener): () => void {
  listeners.add(listener);
  if (pending !== null) {
    const route = pending;
    pending = null;
    listener(route);
  }
  return () => {
    listeners.delete(listener);
  };
}

/** Hands a route to the listeners, or keeps it for the first one. */
export function deliver(route: string): void {
  if (listeners.size === 0) {
    pending = route;
    return;
  }
  for (const listener of listeners) listener(route);
}
