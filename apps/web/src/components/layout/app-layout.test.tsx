import { QueryClient } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, toast } from '@/components/ui/toast/use-toast';
import { loadable } from '@/lib/loadable';
import { firstSettle } from '@/lib/when-settled';
import { renderWithProviders } from '@/testing/render';
import { AppLayout, settledOrToast } from './app-layout';

const noSync = loadable<{ ownerId: string | null }>(async () => () => null);

afterEach(() => {
  clearToasts();
  firstSettle.reset();
});

describe('AppLayout', () => {
  it('shows a toast raised before the page settled at once, not after the settle wait', async () => {
    const { queryClient } = renderWithProviders(
      <AppLayout nav={null} offlineSync={noSync}>
        <p>Screen</p>
      </AppLayout>,
    );
    // A request that never ends: the page does not settle before the 5 s limit.
    void queryClient.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
    act(() => {
      toast({ title: 'Broad Jump result saved', variant: 'success' });
    });
    expect(
      await screen.findByText('Broad Jump result saved', {}, { timeout: 1_000 }),
    ).toBeVisible();
    expect(firstSettle.hasSettled()).toBe(false);
  });

  it('starts the toaster at once on a screen mounted after the page had settled', async () => {
    const queryClient = new QueryClient();
    firstSettle.after(queryClient, () => {});
    await vi.waitFor(() => expect(firstSettle.hasSettled()).toBe(true), { timeout: 10_000 });
    const start = vi.fn();
    const cancel = settledOrToast(queryClient)(start);
    expect(start).toHaveBeenCalledTimes(1);
    act(() => {
      toast({ title: 'Category created', variant: 'success' });
    });
    cancel();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
