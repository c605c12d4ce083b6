import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import { routeFromDeepLink } from '@gamespeed/domain/deep-link';
import { env } from '@/config/env';
import { deliver } from './deep-link-listeners';

/**
 * Native deep links (docs/product/README.md, docs/product/constants.md): `gamespeed://app/<route>` — and, with universal links / App
 * Links, `https://<APP_URL host>/<route>` — open that route in the app. Checkout and the billing
 * portal return this way (`.../athlete/settings?checkout=success`), so a link arriving also
 * closes the in-app browser they were shown in.
 */

/** The link that launched the app: already applied before the first render (see `launchRoute`). */
let launchUrl: string | null = null;
let launchedAt = 0;
/** iOS also replays the launch link as an `appUrlOpen` event; this long after launch, ignore it. */
const LAUNCH_REPLAY_WINDOW_MS = 3000;

/** The in-app route of a link that opened the app, or null when it is not one of ours. */
export function deepLinkRoute(url: string): string | null {
  const route = routeFromDeepLink(url);
  if (route !== null || !env.appUrlConfigured) return route;
  try {
    return routeFromDeepLink(url, new URL(env.appUrl).hostname);
  } catch {
    return null;
  }
}

/** Handles one `appUrlOpen` event. */
export function handleAppUrlOpen(url: string): void {
  if (url === launchUrl && Date.now() - launchedAt < LAUNCH_REPLAY_WINDOW_MS) {
    launchUrl = null;
    return;
  }
  const route = deepLinkRoute(url);
  if (route === null) return;
  // Checkout / portal came back: dismiss the in-app browser (no-op when none is open).
  Browser.close().catch(() => undefined);
  deliver(route);
}

/**
 * The route of the link that launched the app, if any, remembered so its replay is ignored.
 * Called before the first render: the router then starts on that route.
 */
export async function launchRoute(): Promise<string | null> {
  const launch = await App.getLaunchUrl().catch(() => undefined);
  if (!launch?.url) return null;
  const route = deepLinkRoute(launch.url);
  if (route === null) return null;
  launchUrl = launch.url;
  launchedAt = Date.now();
  return route;
}

/** Starts listening for links that open the (running or resumed) app. */
export async function listenForDeepLinks(): Promise<void> {
  await App.addListener('appUrlOpen', ({ url }) => handleAppUrlOpen(url));
}
