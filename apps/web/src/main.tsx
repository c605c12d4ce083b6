import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initNative } from './features/native/init-native';
import { registerServiceWorker } from './lib/pwa';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

// The native wrapper swaps in its storage (and the launch link's route) before the first render
// reads the stored session; on the web this resolves at once.
await initNative();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
