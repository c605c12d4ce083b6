import { ChevronRight, Dumbbell, LineChart } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import type { DashboardView } from '../hooks/use-dashboard-view';
import { AnalysisCard, type DashboardChart } from './analysis-card';
import { AnalysisLoadingOverlay } from './analysis-loading-overlay';
import { FeaturedContentCard } from './featured-content-card';
import { RetestDueCard } from './retest-due-card';
import { TrainingFocusCard } from './training-focus-card';

/**
 * The Add Test Result dialog (its form, the result contract and Radix Select) is not part of
 * the dashboard's first render: it loads on the first tap of 'Add results', or when the browser
 * is idle once the first seconds of the screen are over, whichever comes first. Evaluating the
 * result contract (zod) is the largest piece of script work on the dashboard: on a slow phone
 * it would otherwise block the main thread while the screen is first shown.
 */
const loadAddResultDialog = () => import('./add-result-dialog');
const AddResultDialog = lazy(() =>
  loadAddResultDialog().then((m) => ({ default: m.AddResultDialog })),
);

/** After this long on the screen, the dialog loads when the browser is next idle. */
const ADD_RESULT_PRELOAD_AFTER_MS = 4_000;

/** Runs `load` once the browser is idle after `afterMs`. */
function useLoadWhenIdle(load: () => Promise<unknown>, afterMs: number) {
  useEffect(() => {
    const run = () => void load().catch(() => {});
    let idle: number | null = null;
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(run, { timeout: 5_000 });
      } else run();
    }, afterMs);
    return () => {
      clearTimeout(timer);
      if (idle !== null) window.cancelIdleCallback(idle);
    };
  }, [load, afterMs]);
}

export interface AthleteDashboardProps {
  firstName: string | null;
  view: DashboardView;
  onOpenChart: (chart: DashboardChart) => void;
  chartsReady: { power: boolean; speed: boolean };
  /** The sprint-profile card, composed by the route (another feature). */
  sprintProfile?: ReactNode;
  /** The links to the athlete's team leaderboards, composed by the route (another feature). */
  teamLeaderboards?: ReactNode;
}

/**
 * The athlete dashboard (docs/product/screens.md): welcome, the 'Loading analysis...' overlay, the assessment
 * prompt or the analysis card with the training focus, tiles to Drills and Progress, the team
 * leaderboards of an athlete on a team, and the featured content (docs/product/content.md).
 */
export function AthleteDashboard({
  firstName,
  view,
  onOpenChart,
  chartsReady,
  sprintProfile,
  teamLeaderboards,
}: AthleteDashboardProps) {
  const [adding, setAdding] = useState(false);
  /** The dialog stays mounted after its first opening, so it can animate closed. */
  const [addOpened, setAddOpened] = useState(false);
  const openAdd = () => {
    setAddOpened(true);
    setAdding(true);
  };
  const { data, query } = view;
  useLoadWhenIdle(loadAddResultDialog, ADD_RESULT_PRELOAD_AFTER_MS);

  return (
    <div className="flex flex-col gap-5">
      <AnalysisLoadingOverlay ready={!query.isPending} />
      <h1 className="text-2xl font-bold">Welcome back, {firstName ?? 'Athlete'}!</h1>

      {data === undefined ? (
        query.isError ? (
          <Card className="flex flex-col gap-3">
            <p className="text-sm text-muted">Your analysis could not be loaded.</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Card>
        ) : (
          // Holds the analysis card's place, so the tiles below do not jump when it arrives.
          <Card aria-busy className="flex min-h-[56rem] flex-col gap-4">
            <Spinner label="Loading analysis..." className="self-center py-8" />
            <div className="h-8 w-2/5 animate-pulse rounded-lg bg-surface-raised" />
            <div className="h-12 animate-pulse rounded-xl bg-surface-raised" />
            <div className="h-72 animate-pulse rounded-xl bg-surface-raised" />
          </Card>
        )
      ) : !data.profile.onboardingCompleted ? (
        <Card className="flex flex-col gap-3">
          <CardTitle>Complete Your Assessment</CardTitle>
          <p className="text-sm text-muted">
            Enter your position, body data and broad jump to see how you compare.
          </p>
          <Link
            to={paths.athlete.onboarding.getHref()}
            className="inline-flex h-12 items-center justify-center rounded-xl bg-accent px-5 font-semibold text-black hover:bg-accent-strong"
          >
            Start Assessment
          </Link>
        </Card>
      ) : (
        <>
          <RetestDueCard retest={data.retest} onAddResults={openAdd} />
          <AnalysisCard
            data={data}
            position={view.position}
            onPositionChange={view.setPosition}
            nfl={view.nfl}
            goal={view.goal ?? { kind: 'no-assessment' }}
            onAddResults={openAdd}
            onOpenChart={onOpenChart}
            chartsReady={chartsReady}
          />
          {data.prescription ? <TrainingFocusCard prescription={data.prescription} /> : null}
          {sprintProfile}
        </>
      )}

      <div className="grid grid-cols-2 gap-3">
        <Tile
          href={paths.athlete.drills.getHref()}
          icon={<Dumbbell aria-hidden className="h-6 w-6 text-accent" />}
          title="Drills"
          text="Training videos"
        />
        <Tile
          href={paths.athlete.progress.getHref()}
          icon={<LineChart aria-hidden className="h-6 w-6 text-accent" />}
          title="Progress"
          text="Your results over time"
        />
      </div>

      {teamLeaderboards}

      <FeaturedContentCard />

      {addOpened ? (
        <Suspense fallback={null}>
          <AddResultDialog open={adding} onOpenChange={setAdding} />
        </Suspense>
      ) : null}
    </div>
  );
}

function Tile({
  href,
  icon,
  title,
  text,
}: {
  href: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Link
      to={href}
      className="flex min-h-24 flex-col justify-between gap-3 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-accent/60"
    >
      <span className="flex items-center justify-between">
        {icon}
        <ChevronRight aria-hidden className="h-5 w-5 text-zinc-500" />
      </span>
      <span className="flex flex-col">
        <span className="font-semibold text-zinc-50">{title}</span>
        <span className="text-xs text-muted">{text}</span>
      </span>
    </Link>
  );
}
