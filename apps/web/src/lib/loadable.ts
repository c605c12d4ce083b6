import { type ComponentType, useEffect, useRef, useState } from 'react';

/**
 * A component whose code is a chunk of its own, loaded on first use (or earlier, by `load`), and
 * shown with {@link useLoadable}.
 *
 * Unlike `React.lazy`, nothing suspends: `React.lazy` suspends on its first render even when the
 * chunk was fetched long before, and React then holds back showing the content for up to 300 ms
 * after the loading state appeared (it batches reveals). A screen preloaded while the session
 * was checked would wait for that timer, and show a flash of the loading state on any phone.
 * A failed load is not kept: the next attempt asks again, so a screen whose code could not be
 * fetched offline can be opened once the connection is back.
 */
export interface Loadable<P extends object> {
  /** Starts loading the code (once); resolves with the component. */
  load: () => Promise<ComponentType<P>>;
  /** The component, if its code is already in. */
  loaded: () => ComponentType<P> | undefined;
}

export function loadable<P extends object>(
  importComponent: () => Promise<ComponentType<P>>,
): Loadable<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const load = () => {
    loading ??= importComponent().then(
      (loadedComponent) => {
        component = loadedComponent;
        return loadedComponent;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { load, loaded: () => component };
}

export type LoadState<P extends object> =
  | { status: 'loading' }
  | { status: 'loaded'; Component: ComponentType<P> }
  | { status: 'failed'; error: unknown };

/** Calls `start` now or later; returns a function that cancels a start still to come. */
export type LoadSchedule = (start: () => void) => () => void;

const startNow: LoadSchedule = (start) => {
  start();
  return () => {};
};

/**
 * Loads `part` without suspending — after the first render, or when `schedule` says (e.g. once
 * the page has settled): the caller shows its own loading state, and since nothing suspends,
 * React has no reveal to hold back and nothing else on the page waits. A part already loaded
 * renders on the first pass.
 */
export function useLoadable<P extends object>(
  part: Loadable<P>,
  schedule: LoadSchedule = startNow,
): LoadState<P> {
  // Read when the load starts: a schedule made anew on each render does not restart it.
  const latestSchedule = useRef(schedule);
  latestSchedule.current = schedule;
  const [state, setState] = useState<LoadState<P>>(() => {
    const Component = part.loaded();
    return Component ? { status: 'loaded', Component } : { status: 'loading' };
  });
  useEffect(() => {
    const Component = part.loaded();
    if (Component) {
      setState((current) =>
        current.status === 'loaded' && current.Component === Component
          ? current
          : { status: 'loaded', Component },
      );
      return;
    }
    let active = true;
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    const cancel = latestSchedule.current(() => {
      part.load().then(
        (loaded) => {
          if (active) setState({ status: 'loaded', Component: loaded });
        },
        (error: unknown) => {
          if (active) setState({ status: 'failed', error });
        },
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [part]);
  return state;
}
