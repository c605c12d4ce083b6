import { lazy, Suspense, useMemo, useState } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import type { DashboardChart } from '@/features/athlete/components/analysis-card';
import { AthleteDashboard } from '@/features/athlete/components/athlete-dashboard';
import { useDashboardView } from '@/features/athlete/hooks/use-dashboard-view';
import { useLiveResults } from '@/features/athlete/hooks/use-live-results';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { buildChartPoints } from '@/features/charts/build-chart-points';

// The chart dialogs (SVG, Motion) load when one is first opened, not with the dashboard.
const TriangleDialog = lazy(() =>
  import('@/features/charts/components/triangle-dialog').then((m) => ({
    default: m.TriangleDialog,
  })),
);
const HexagonDialog = lazy(() =>
  import('@/features/charts/components/hexagon-dialog').then((m) => ({ default: m.HexagonDialog })),
);

/** The athlete dashboard with its comparison charts (docs/product/screens.md), kept live across devices. */
export function AthleteDashboardRoute() {
  const { profile } = useCurrentUser();
  const view = useDashboardView();
  const [chart, setChart] = useState<DashboardChart | null>(null);
  useLiveResults();

  const { data, nfl } = view;
  const points = useMemo(
    () =>
      data
        ? buildChartPoints({
            best: data.bestValues,
            latest: data.latestValues,
            elitePower: data.powerToSpeedNorm,
            eliteGame: data.gameSpeedNorm,
            nfl,
          })
        : null,
    [data, nfl],
  );
  const close = (open: boolean) => {
    if (!open) setChart(null);
  };

  return (
    <PageShell>
      <AthleteDashboard
        firstName={profile?.firstName ?? null}
        view={view}
        onOpenChart={setChart}
        chartsReady={{
          power: Boolean(points?.powerTrianglePoints),
          speed: Boolean(points?.speedTrianglePoints),
        }}
      />
      <Suspense fallback={null}>
        {chart === null ? null : (
          <>
            {points?.powerTrianglePoints ? (
              <TriangleDialog
                open={chart === 'power'}
                onOpenChange={close}
                type="power"
                points={points.powerTrianglePoints}
                title="Power Triangle"
              />
            ) : null}
            {points?.speedTrianglePoints ? (
              <TriangleDialog
                open={chart === 'speed'}
                onOpenChange={close}
                type="speed"
                points={points.speedTrianglePoints}
                title="Game Triangle"
              />
            ) : null}
            <HexagonDialog
              open={chart === 'comparison'}
              onOpenChange={close}
              points={points?.hexagonChartPoints ?? null}
              loading={view.query.isPending}
              hasWeight={data ? data.profile.weightLbs !== null : true}
            />
          </>
        )}
      </Suspense>
    </PageShell>
  );
}
