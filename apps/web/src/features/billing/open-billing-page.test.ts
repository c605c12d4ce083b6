import { afterEach, describe, expect, it, vi } from 'vitest';

const native = vi.hoisted(() => ({ value: false }));
vi.mock('@/lib/platform', () => ({ isNativePlatform: () => native.value }));

const browser = vi.hoisted(() => {
  const listeners: (() => void)[] = [];
  return {
    listeners,
    open: vi.fn(async (_options: { url: string; presentationStyle?: string }) => {}),
    remove: vi.fn(async () => {}),
  };
});
vi.mock('@capacitor/browser', () => ({
  Browser: {
    open: browser.open,
    addListener: vi.fn(async (_event: string, listener: () => void) => {
      browser.listeners.push(listener);
      return { remove: browser.remove };
    }),
  },
}));

const { billingPlatform, openBillingPage } = await import('./open-billing-page');

afterEach(() => {
  native.value = false;
  browser.listeners.length = 0;
  vi.clearAllMocks();
});

describe('openBillingPage', () => {
  it('returns to the web app on the web, and to app-scheme links on native', () => {
    expect(billingPlatform()).toBe('web');
    native.value = true;
    expect(billingPlatform()).toBe('native');
  });

  it('opens the page full screen in the in-app browser on native, and reports its closing', async () => {
    native.value = true;
    const onClosed = vi.fn();
    await openBillingPage('https://checkout.stripe.test/cs_1', onClosed);

    expect(browser.open).toHaveBeenCalledWith({
      url: 'https://checkout.stripe.test/cs_1',
      presentationStyle: 'fullscreen',
    });
    expect(onClosed).not.toHaveBeenCalled();
    browser.listeners[0]?.();
    expect(onClosed).toHaveBeenCalledOnce();
    expect(browser.remove).toHaveBeenCalledOnce();
  });

  it('stops listening when the browser cannot open', async () => {
    native.value = true;
    browser.open.mockRejectedValueOnce(new Error('no browser'));
    await expect(openBillingPage('https://x.test', vi.fn())).rejects.toThrow('no browser');
    expect(browser.remove).toHaveBeenCalledOnce();
  });
});
