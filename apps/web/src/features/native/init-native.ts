import { StatusBar, Style } from '@capacitor/status-bar';
import { isNativePlatform } from '@/lib/platform';
import { setStorage } from '@/lib/storage';
import { launchRoute, listenForDeepLinks } from './deep-links';
import { createNativeStorage } from './native-storage';

/** docs/product/README.md: in the native wrapper the status bar is dark with a black background. */
const STATUS_BAR_BACKGROUND = '#000000';

async function styleStatusBar(): Promise<void> {
  const results = await Promise.allSettled([
    // Style.Dark: light text, for a dark background.
    StatusBar.setStyle({ style: Style.Dark }),
    // Android only; iOS answers "not implemented".
    StatusBar.setBackgroundColor({ color: STATUS_BAR_BACKGROUND }),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.warn('Status bar:', result.reason);
  }
}

async function installNativeStorage(): Promise<void> {
  try {
    setStorage(await createNativeStorage());
  } catch (error) {
    // Keep the web view's localStorage rather than not starting.
    console.error('Native storage unavailable; using the web view storage', error);
  }
}

async function openLaunchRoute(): Promise<void> {
  const route = await launchRoute();
  if (route !== null) window.history.replaceState(null, '', route);
}

/**
 * Prepares the native wrapper before the first render: status bar, session storage (read from
 * Capacitor Preferences before anything reads the stored session), the route of the link that
 * launched the app, and the deep-link listener. On the web it resolves at once. Never rejects:
 * a failing plugin is logged and the app starts anyway.
 */
export async function initNative(): Promise<void> {
  if (!isNativePlatform()) return;
  await Promise.all([
    styleStatusBar(),
    installNativeStorage(),
    openLaunchRoute().catch((error: unknown) => console.error('Launch link:', error)),
    listenForDeepLinks().catch((error: unknown) => console.error('Deep links:', error)),
  ]);
}
