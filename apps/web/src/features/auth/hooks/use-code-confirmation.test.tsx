import { CODE_REQUIRED_MESSAGE } from '@gamespeed/domain';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCodeConfirmation } from './use-code-confirmation';

const submit = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function setUp(confirm: (code: string) => Promise<unknown>) {
  const onConfirmed = vi.fn();
  const hook = renderHook(() =>
    useCodeConfirmation({
      confirm: { mutateAsync: confirm, isPending: false },
      failureText: 'Could not do it.',
      onConfirmed,
    }),
  );
  return { hook, onConfirmed };
}

describe('useCodeConfirmation', () => {
  it('keeps digits only and asks for all six before sending anything', async () => {
    const confirm = vi.fn(async () => {});
    const { hook, onConfirmed } = setUp(confirm);
    act(() => hook.result.current.setCode('12a3 4'));
    expect(hook.result.current.code).toBe('1234');
    await act(() => hook.result.current.onConfirm(submit()));
    expect(hook.result.current.error).toBe(CODE_REQUIRED_MESSAGE);
    expect(confirm).not.toHaveBeenCalled();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it("shows the server's reason, or the fallback, and does not go on", async () => {
    const confirm = vi
      .fn<(code: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('Invalid or expired code'))
      .mockRejectedValueOnce('no message');
    const { hook, onConfirmed } = setUp(confirm);
    act(() => hook.result.current.setCode('123456'));
    await act(() => hook.result.current.onConfirm(submit()));
    expect(hook.result.current.error).toBe('Invalid or expired code');
    await act(() => hook.result.current.onConfirm(submit()));
    expect(hook.result.current.error).toBe('Could not do it.');
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('sends the code, clears the error and goes on; reset empties the field', async () => {
    const confirm = vi.fn(async (_code: string) => {});
    const { hook, onConfirmed } = setUp(confirm);
    act(() => hook.result.current.setCode('654321'));
    await act(() => hook.result.current.onConfirm(submit()));
    expect(confirm).toHaveBeenCalledWith('654321');
    expect(hook.result.current.error).toBeNull();
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    act(() => hook.result.current.reset());
    expect(hook.result.current.code).toBe('');
  });
});
