import { afterEach, describe, expect, it } from 'vitest';
import { isNativePlatform } from './platform';

const global = globalThis as { Capacitor?: unknown };

afterEach(() => {
  delete global.Capacitor;
});

describe('isNativePlatform', () => {
  it('is false in a browser, where no native runtime injected Capacitor', () => {
    expect(isNativePlatform()).toBe(false);
  });

  it("follows the native runtime's answer when it injected Capacitor", () => {
    global.Capacitor = { isNativePlatform: () => true };
    expect(isNativePlatform()).toBe(true);
    global.Capacitor = { isNativePlatform: () => false };
    expect(isNativePlatform()).toBe(false);
  });

  it('is false for a Capacitor object without the question (an unrelated global)', () => {
    global.Capacitor = {};
    expect(isNativePlatform()).toBe(false);
  });
});
