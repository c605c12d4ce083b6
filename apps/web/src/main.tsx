import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initNative } from './features/native/init-native';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

// The native wrapper swaps in its storage (and the launch link's route) first: the app's modules
// read the stored session when they load, so they are imported only after (on the web this
// resolves at once).
await initNative();
const { App } = await import('./app/app');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
