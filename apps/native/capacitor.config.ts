import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native wrapper (docs/product/README.md): the built web app (`apps/web/dist`) inside Android and iOS
 * shells, with a dark status bar on a black background.
 */
const config: CapacitorConfig = {
  appId: 'app.gamespeed',
  appName: 'GameSpeed',
  webDir: '../web/dist',
  plugins: {
    StatusBar: {
      // 'DARK' = light text for a dark background.
      style: 'DARK',
      backgroundColor: '#000000',
      overlaysWebView: false,
    },
  },
};

export default config;
