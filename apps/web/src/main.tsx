import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadScreenFor } from './app/router';
import { isNativePlatform } from './lib/platform';
import { registerServiceWorker } from './lib/pwa';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

// The native wrapper swaps in its storage (and the launch link's route) before the first render
// reads the stored session. Its code (Capacitor's plugins) loads only in the native wrapper.
if (isNativePlatform()) {
  const { initNative } = await import('./features/native/init-native');
  await initNative();
}

preloadScreenFor(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
