import { Capacitor } from '@capacitor/core';

/**
 * Whether the app runs inside the native wrapper (Capacitor on Android or iOS) rather than in a
 * browser. The one place the web app asks; everything platform-specific branches on this.
 */
export const isNativePlatform = (): boolean => Capacitor.isNativePlatform();
