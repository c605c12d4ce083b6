import type { Benchmark } from '@gamespeed/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { BenchmarkSourceSheet } from '@/components/norms/benchmark-source-sheet';
import { useGameSpeedProvisional } from '@/components/norms/use-norm-provenance';
import type { DashboardChart } from '@/features/athlete/components/analysis-card';
import { AthleteDashboard } from '@/features/athlete/components/athlete-dashboard';
import { useDashboardView } from '@/features/athlete/hooks/use-dashboard-view';
import { useCurrentUser } from '@/features/auth/hooks/use-session';
import { buildChartPoints } from '@/features/charts/build-chart-points';
import { TeamLeaderboardLinks } from '@/features/teams/components/team-leaderboard-links';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLiveResults } from '@/lib/use-live-updates';

// The chart dialogs (SVG, Motion) load when one is first opened, not with the dashboard.
const TriangleDialog = lazy(() =>
  import('@/features/charts/components/triangle-dialog').then((m) => ({
    default: m.TriangleDialog,
  })),
);
// The sprint-profile card loads apart from the dashboard's first screen.
const SprintProfileSection = lazy(
  () => import('@/features/sprint-profile/components/sprint-profile-section'),
);
const HexagonDialog = lazy(() =>
  import('@/features/charts/components/hexagon-dialog').then((m) => ({ default: m.HexagonDialog })),
);

/** The athlete dashboard with its comparison charts (docs/product/screens.md), kept live across devices. */
export function AthleteDashboardRoute() {
  useDocumentTitle('Dashboard');
  const { profile } = useCurrentUser();
  const view = useDashboardView();
  const [chart, setChart] = useState<DashboardChart | null>(null);
  useLiveResults();

  const { data, nfl } = view;
  const provisional = useGameSpeedProvisional();
  const points = useMemo(() => {
    if (!data) return null;
    const built = buildChartPoints({
      best: data.bestValues,
      latest: data.latestValues,
      bestDates: data.bestDates,
      latestDates: data.latestDates,
      elitePower: data.powerToSpeedNorm,
      eliteGame: data.gameSpeedNorm,
      nfl,
    });
    // The speed triangle's Roll 90 and 180 Return compare with provisional placeholders.
    const columns = [null, '5_10_roll_90', '5_10_180_return'];
    const speed = built.speedTrianglePoints?.map((point, i) => {
      const column = columns[i];
      return column && provisional
        ? {
            ...point,
            provisional: provisional(column),
          }
        : point;
    });
    return { ...built, speedTrianglePoints: speed ?? null };
  }, [data, nfl, provisional]);
  /** The sheet of the benchmark a chart shows (docs/product/norm-provenance.md). */
  const chartSource = (kind: 'power' | 'speed', benchmark: Benchmark) => {
    if (kind === 'power' && benchmark === 'nfl') {
      return (
        <BenchmarkSourceSheet
          benchmark={{
            kind: 'nfl',
            position: view.position,
            columns: ['broad_jump', '20_10_fly', '5_10_fly'],
          }}
          label={`About the NFL ${view.position} benchmark`}
          className="text-sm font-medium text-blue-300"
        >
          About the NFL {view.position} benchmark
        </BenchmarkSourceSheet>
      );
    }
    const weight = kind === 'power' ? data?.powerToSpeedNorm?.weight : data?.gameSpeedNorm?.weight;
    if (weight == null) return null;
    return (
      <BenchmarkSourceSheet
        benchmark={
          kind === 'power'
            ? {
                kind: 'elite',
                table: 'bodyweight_power_to_speed_norms',
                weight,
                columns: ['broad_jump', '20_10_fly', '5_10_fly'],
              }
            : {
                kind: 'elite',
                table: 'bodyweight_game_speed_norms',
                weight,
                columns: ['5_10_fly_min', '5_10_roll_90', '5_10_180_return'],
              }
        }
        label="About the Elite benchmark"
        className="text-sm font-medium text-green-400"
      >
        About the Elite benchmark
      </BenchmarkSourceSheet>
    );
  };
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
        sprintProfile={
          <Suspense fallback={null}>
            <SprintProfileSection source={{ kind: 'own' }} />
          </Suspense>
        }
        teamLeaderboards={<TeamLeaderboardLinks />}
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
                benchmarkInfo={(benchmark) => chartSource('power', benchmark)}
              />
            ) : null}
            {points?.speedTrianglePoints ? (
              <TriangleDialog
                open={chart === 'speed'}
                onOpenChange={close}
                type="speed"
                points={points.speedTrianglePoints}
                title="Game Triangle"
                benchmarkInfo={(benchmark) => chartSource('speed', benchmark)}
              />
            ) : null}
            <HexagonDialog
              open={chart === 'comparison'}
              onOpenChange={close}
              points={points?.hexagonChartPoints ?? null}
              loading={view.query.isPending}
              hasWeight={data ? data.profile.weightLbs !== null : true}
              benchmarkInfo={
                data?.powerToSpeedNorm ? (
                  <span className="flex flex-col items-center">
                    <BenchmarkSourceSheet
                      benchmark={{
                        kind: 'elite',
                        table: 'bodyweight_power_to_speed_norms',
                        weight: data.powerToSpeedNorm.weight,
                        columns: ['broad_jump', '20_10_fly', '5_10_fly'],
                      }}
                      label="About the Elite benchmark"
                      className="text-sm font-medium text-green-400"
                    >
                      About the Elite benchmark
                    </BenchmarkSourceSheet>
                    <BenchmarkSourceSheet
                      benchmark={{ kind: 'fixed-speeds' }}
                      label="About the Elite ShredMill speeds"
                      className="text-sm font-medium text-green-400"
                    >
                      About the Elite ShredMill speeds
                    </BenchmarkSourceSheet>
                  </span>
                ) : null
              }
            />
          </>
        )}
      </Suspense>
    </PageShell>
  );
}
