import { useSyncExternalStore } from 'react';

/**
 * A tiny toast store usable from anywhere (event handlers, mutation callbacks, plain modules):
 * `toast({ title })` pushes, <Toaster /> renders. docs/product/states.md, docs/product/constants.md:
 * - one toast at a time: a new toast replaces the current one at once;
 * - shown for 5000 ms unless `duration` says otherwise (the timer lives in Radix Toast);
 * - a dismissed toast (timer, swipe, close button, Escape, `dismissToast`) is closed at once —
 *   `open: false`, which lets Radix play its exit and unmount it — while its record stays in the
 *   store until TOAST_REMOVE_DELAY (1,000,000 ms) has passed. The record is inert; with a limit
 *   of one, the next toast drops it anyway, so the long delay never shows on screen.
 */

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismissal; defaults to TOAST_DURATION. */
  duration?: number;
  /** One button in the toast, e.g. Undo; choosing it also dismisses the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  /** What a screen reader says the action does, e.g. 'Undo deleting the result'. */
  altText: string;
  onAction: () => void;
}

export interface ToastRecord {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
  action?: ToastAction;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

let toasts: readonly ToastRecord[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastRecord[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function cancelRemoval(id: string) {
  const timer = removalTimers.get(id);
  if (timer !== undefined) {
    clearTimeout(timer);
    removalTimers.delete(id);
  }
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Shows a toast, replacing the one on screen. Returns its id and a dismiss function. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  const record: ToastRecord = {
    id,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DURATION,
    open: true,
    action: options.action,
  };
  const next = [record, ...toasts];
  for (const dropped of next.slice(TOAST_LIMIT)) cancelRemoval(dropped.id);
  setToasts(next.slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one toast (or all, without an id) now; the record is removed after the delay. */
export function dismissToast(id?: string) {
  let changed = false;
  const next = toasts.map((item) => {
    if ((id === undefined || item.id === id) && item.open) {
      changed = true;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }
    return item;
  });
  if (changed) setToasts(next);
}

/** Empties the store and cancels pending removals (tests, sign-out). */
export function clearToasts() {
  for (const id of [...removalTimers.keys()]) cancelRemoval(id);
  setToasts([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return toasts;
}

/**
 * Calls `run` once, as soon as a toast is on screen (at once if one is): the toaster's code is
 * fetched then, so a toast raised before the page settled shows at once. Returns the cancel.
 */
export function whenToastRaised(run: () => void): () => void {
  const check = () => {
    if (!toasts.some((item) => item.open)) return false;
    stop();
    run();
    return true;
  };
  const stop = subscribe(() => void check());
  check();
  return stop;
}

/** The current toast records (newest first) plus the store's actions. */
export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
