import { act, render, screen } from '@testing-library/react';
import { useCallback } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Capacitor's App and Browser plugins, with a way to fire `appUrlOpen`. */
const native = vi.hoisted(() => ({
  urlOpen: null as ((event: { url: string }) => void) | null,
  launchUrl: undefined as { url: string } | undefined,
  close: vi.fn(async () => {}),
}));
vi.mock('@capacitor/app', () => ({
  App: {
    addListener: vi.fn(async (event: string, listener: (event: { url: string }) => void) => {
      if (event === 'appUrlOpen') native.urlOpen = listener;
      return { remove: async () => {} };
    }),
    getLaunchUrl: vi.fn(async () => native.launchUrl),
  },
}));
vi.mock('@capacitor/browser', () => ({ Browser: { close: native.close } }));

type DeepLinks = typeof import('./deep-links');
type Listeners = typeof import('./deep-link-listeners');
type Navigation = typeof import('./hooks/use-deep-link-navigation');
let deepLinks: DeepLinks;
let listeners: Listeners;
let navigation: Navigation;

beforeEach(async () => {
  // The module keeps its listeners and pending route: a fresh copy per test.
  vi.resetModules();
  native.urlOpen = null;
  native.launchUrl = undefined;
  native.close.mockClear();
  deepLinks = await import('./deep-links');
  listeners = await import('./deep-link-listeners');
  navigation = await import('./hooks/use-deep-link-navigation');
  await deepLinks.listenForDeepLinks();
});

const open = (url: string) => act(() => native.urlOpen?.({ url }));

function Where() {
  const location = useLocation();
  return <p>at: {location.pathname + location.search}</p>;
}

function Navigation() {
  const navigate = useNavigate();
  navigation.useDeepLinkNavigation(
    useCallback((route: string) => void navigate(route), [navigate]),
  );
  return null;
}

/** The app's wiring (app.tsx): the router navigates to each deep-linked route. */
function RoutedApp() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <Navigation />
      <Where />
    </MemoryRouter>
  );
}

describe('deep links', () => {
  it('navigates the router to the route after the app host, and closes the in-app browser', async () => {
    render(<RoutedApp />);
    expect(screen.getByText('at: /')).toBeInTheDocument();

    open('gamespeed://app/athlete/settings?checkout=success');

    expect(await screen.findByText('at: /athlete/settings?checkout=success')).toBeInTheDocument();
    expect(native.close).toHaveBeenCalledOnce();
  });

  it('ignores links that are not for the app', async () => {
    render(<RoutedApp />);
    open('gamespeed://evil.app/athlete/drills');
    open('not a url');
    expect(screen.getByText('at: /')).toBeInTheDocument();
    expect(native.close).not.toHaveBeenCalled();
  });

  it('keeps a link that arrived before the router listened, and delivers it once', () => {
    open('gamespeed://app/coach/settings');
    const first = vi.fn();
    const second = vi.fn();
    const stop = listeners.onDeepLink(first);
    listeners.onDeepLink(second);
    expect(first).toHaveBeenCalledWith('/coach/settings');
    expect(second).not.toHaveBeenCalled();

    stop();
    open('gamespeed://app/athlete/drills');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith('/athlete/drills');
  });

  it('turns the launch link into the first route and ignores its replay', async () => {
    native.launchUrl = { url: 'gamespeed://app/athlete/drills' };
    expect(await deepLinks.launchRoute()).toBe('/athlete/drills');
    const listener = vi.fn();
    listeners.onDeepLink(listener);

    open('gamespeed://app/athlete/drills');
    expect(listener).not.toHaveBeenCalled();
    open('gamespeed://app/athlete/drills');
    expect(listener).toHaveBeenCalledWith('/athlete/drills');
  });

  it('has no launch route when the app was opened normally', async () => {
    expect(await deepLinks.launchRoute()).toBeNull();
    native.launchUrl = { url: 'https://example.com/somewhere' };
    expect(await deepLinks.launchRoute()).toBeNull();
  });
});
