import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardFixture } from '@/testing/fixtures';
import { createTestQueryClient, renderHookWithProviders } from '@/testing/render';
import {
  AnalysisLoadingOverlay,
  resetAnalysisOverlayForTests,
} from '../components/analysis-loading-overlay';
import { useDashboardView } from './use-dashboard-view';

function cachedDashboard() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(['athlete', 'dashboard'], dashboardFixture());
  return queryClient;
}

afterEach(() => {
  resetAnalysisOverlayForTests();
  vi.useRealTimers();
});

describe('useDashboardView', () => {
  it('on the first open of the session, draws the analysis after the first render (under the overlay)', async () => {
    const renders: unknown[] = [];
    const { result } = renderHookWithProviders(
      () => {
        const view = useDashboardView();
        renders.push(view.data);
        return view;
      },
      { queryClient: cachedDashboard() },
    );
    expect(renders[0]).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual(dashboardFixture()));
  });

  it('coming back once the overlay has run, shows the cached analysis on the first render', async () => {
    vi.useFakeTimers();
    const overlay = render(<AnalysisLoadingOverlay ready />);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    overlay.unmount();
    vi.useRealTimers();

    const renders: unknown[] = [];
    renderHookWithProviders(
      () => {
        const view = useDashboardView();
        renders.push(view.data);
        return view;
      },
      { queryClient: cachedDashboard() },
    );
    expect(renders[0]).toEqual(dashboardFixture());
  });
});
