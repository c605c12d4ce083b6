import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreenFor } from './app/route-table';
import { startDataForAddress } from './app/start-early';
import { isNativePlatform } from './lib/platform';
import { registerServiceWorker } from './lib/pwa';
import { createQueryClient } from './lib/query-client';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

// The native wrapper swaps in its storage (and the launch link's route) before the first render
// reads the stored session. Its code (Capacitor's plugins) loads only in the native wrapper.
if (isNativePlatform()) {
  const { initNative } = await import('./features/native/init-native');
  await initNative();
}

// The data first, then the screen's code: on a slow connection the browser's few connections
// go to the requests the screen waits for longest.
const queryClient = createQueryClient();
startDataForAddress(queryClient, window.location.pathname);
preloadScreenFor(window.location.pathname);

// The first render in slices, yielding to the browser between them, rather than one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});

registerServiceWorker(queryClient);
