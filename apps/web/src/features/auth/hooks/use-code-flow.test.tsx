import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/http';
import { renderHookWithProviders } from '@/testing/render';
import { CodeStep } from '../components/code-step';
import { useCodeFlow } from './use-code-flow';

/** Going back and on again, and asking for a new code, as a person does on the code step. */
let fetchMock: ReturnType<typeof stubApi>['fetchMock'];
beforeEach(() => {
  fetchMock = stubApi(() =>
    jsonResponse(200, { channel: 'email', resendAfterSeconds: 60 }),
  ).fetchMock;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCodeFlow', () => {
  it('back and on again with the same address within a minute reuses the code sent', async () => {
    const { result } = renderHookWithProviders(() => useCodeFlow('login'));
    await act(() => result.current.send('Casey@Example.com'));
    expect(result.current.channel).toBe('email');
    act(() => result.current.back());
    await act(() => result.current.send(' casey@example.com '));
    expect(result.current.channel).toBe('email');
    expect(result.current.error).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Another address is another code.
    act(() => result.current.back());
    await act(() => result.current.send('other@example.com'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('resend asks for a new code and moves the wait on', async () => {
    const { result } = renderHookWithProviders(() => useCodeFlow('signup'));
    await act(() => result.current.send('a@example.com'));
    const first = result.current.resendAt!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await act(async () => {
      expect(await result.current.resend('a@example.com')).toBe(true);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.resendAt!).toBeGreaterThan(first);
  });

  it("waits the server's interval, not a fixed minute", async () => {
    stubApi(() => jsonResponse(200, { channel: 'phone', resendAfterSeconds: 150 }));
    const { result } = renderHookWithProviders(() => useCodeFlow('login'));
    const before = Date.now();
    await act(() => result.current.send('(555) 123-4567'));
    const wait = result.current.resendAt! - before;
    expect(wait).toBeGreaterThanOrEqual(150_000);
    expect(wait).toBeLessThan(152_000);
  });
});

describe('CodeStep resend', () => {
  it('counts down, then offers Resend code', async () => {
    vi.useFakeTimers();
    const onResend = vi.fn(async () => true);
    render(
      <CodeStep
        channel="email"
        submitLabel="Verify & Sign In"
        busy={false}
        error={null}
        onSubmit={vi.fn()}
        onBack={vi.fn()}
        resendAt={Date.now() + 3_000}
        onResend={onResend}
      />,
    );
    expect(screen.getByRole('button', { name: 'Resend code in 3 s' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const button = screen.getByRole('button', { name: 'Resend code' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onResend).toHaveBeenCalledTimes(1);
  });
});
