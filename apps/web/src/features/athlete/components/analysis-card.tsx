import {
  type BroadJumpGoal,
  deficiencyLabel,
  deficiencyTone,
  POSITIONS,
  type Position,
  prescriptionLine,
} from '@gamespeed/domain';
import type { Dashboard, PositionNormDto } from '@gamespeed/domain/contracts';
import { Hexagon, Plus, Triangle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useGameSpeedProvisional } from '@/components/norms/use-norm-provenance';
import { Badge } from '@/components/ui/badge/badge';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { SegmentedToggle } from '@/components/ui/segmented/segmented-toggle';
import { Select } from '@/components/ui/select/select';
import { TextLink } from '@/components/ui/text-link/text-link';
import { paths } from '@/config/paths';
import { buildGameRows, buildPowerRows, gameEliteHeader } from '../comparison-and-goal-text';
import { GameTable, PowerTable, TABLES_SHOW_BEST_TEXT } from './comparison-tables';
import { GoalBox } from './goal-box';

export type DashboardChart = 'power' | 'speed' | 'comparison';
type TableView = 'power' | 'game';

const chartButton = 'min-h-11 gap-1.5 px-2 text-[13px] whitespace-nowrap';
const positionOptions = POSITIONS.map((p) => ({ value: p, label: p }));

export interface AnalysisCardProps {
  data: Dashboard;
  position: Position;
  onPositionChange: (position: Position) => void;
  /** NFL norm of the selected position. */
  nfl: PositionNormDto | null;
  goal: BroadJumpGoal;
  onAddResults: () => void;
  onOpenChart: (chart: DashboardChart) => void;
  /** Whether each triangle has the benchmark rows it needs (they need the athlete's weight). */
  chartsReady: { power: boolean; speed: boolean };
}

/**
 * The analysis card (docs/product/screens.md): deficiency badge and prescription line, Power to Speed / Game
 * Speed toggles with their triangle buttons, 'Comparison', the position selector, the table of
 * the chosen view, 'Your Goal' and 'Add New Results'.
 */
export function AnalysisCard({
  data,
  position,
  onPositionChange,
  nfl,
  goal,
  onAddResults,
  onOpenChart,
  chartsReady,
}: AnalysisCardProps) {
  const [table, setTable] = useState<TableView>('power');
  const { profile, prescription } = data;
  const powerRows = useMemo(
    () =>
      buildPowerRows({
        profile,
        best: data.bestValues,
        nfl,
        elite: data.powerToSpeedNorm,
        timings: data.bestTimings,
      }),
    [profile, data.bestValues, nfl, data.powerToSpeedNorm, data.bestTimings],
  );
  const provisional = useGameSpeedProvisional();
  const gameRows = useMemo(
    () =>
      buildGameRows({
        best: data.bestValues,
        elite: data.gameSpeedNorm,
        isProvisional: provisional,
        timings: data.bestTimings,
      }),
    [data.bestValues, data.gameSpeedNorm, provisional, data.bestTimings],
  );

  return (
    <Card className="flex flex-col gap-5 px-4">
      <div className="flex flex-col gap-2">
        <CardTitle>Your Analysis</CardTitle>
        <div>
          <Badge tone={deficiencyTone(profile.primaryDeficiency)} className="px-3 py-1 text-sm">
            {deficiencyLabel(profile.primaryDeficiency)}
          </Badge>
        </div>
        {prescription?.gearLevel != null ? (
          <p className="text-sm font-medium text-zinc-200">
            {prescriptionLine(prescription.gearLevel)}
          </p>
        ) : null}
        {profile.deficiencyNotes ? (
          <p className="text-sm text-zinc-300">{profile.deficiencyNotes}</p>
        ) : null}
        {profile.assessedAt ? (
          <p className="text-xs text-muted">
            Assessed{' '}
            <time dateTime={profile.assessedAt}>{formatAssessedDate(profile.assessedAt)}</time>
            {' · '}updates with every result you save
          </p>
        ) : null}
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          <TextLink to={paths.athlete.onboarding.getHref()}>Retake assessment</TextLink>
          <TextLink to={paths.athlete.history.getHref()}>Results history</TextLink>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <SegmentedToggle<TableView>
          label="Analysis view"
          className="[&>button]:px-2 [&>button]:whitespace-nowrap"
          value={table}
          onValueChange={setTable}
          options={[
            { value: 'power', label: 'Power to Speed' },
            { value: 'game', label: 'Game Speed' },
          ]}
        />
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant="secondary"
            className={chartButton}
            size="sm"
            disabled={!chartsReady.power}
            onClick={() => onOpenChart('power')}
          >
            <Triangle aria-hidden className="h-3.5 w-3.5 shrink-0 text-accent" />
            Power Triangle
          </Button>
          <Button
            variant="secondary"
            className={chartButton}
            size="sm"
            disabled={!chartsReady.speed}
            onClick={() => onOpenChart('speed')}
          >
            <Triangle aria-hidden className="h-3.5 w-3.5 shrink-0 text-accent" />
            Game Triangle
          </Button>
        </div>
        <Button
          variant="secondary"
          className="min-h-11"
          size="sm"
          onClick={() => onOpenChart('comparison')}
        >
          <Hexagon aria-hidden className="h-4 w-4 text-accent" />
          Comparison
        </Button>
      </div>

      <Select
        label="Position"
        value={position}
        onValueChange={(value) => onPositionChange(value as Position)}
        options={positionOptions}
      />

      <p className="-mb-3 text-xs text-muted">{TABLES_SHOW_BEST_TEXT}</p>
      {table === 'power' ? (
        <PowerTable
          rows={powerRows}
          position={position}
          bestDates={data.bestDates}
          eliteWeight={data.powerToSpeedNorm?.weight ?? null}
        />
      ) : (
        <GameTable
          rows={gameRows}
          eliteHeader={gameEliteHeader(data.gameSpeedNorm)}
          bestDates={data.bestDates}
          eliteWeight={data.gameSpeedNorm?.weight ?? null}
        />
      )}

      <GoalBox goal={goal} />

      <Button fullWidth onClick={onAddResults}>
        <Plus aria-hidden className="h-5 w-5" />
        Add New Results
      </Button>
    </Card>
  );
}

/** 'Nov 24, 2026' in the reader's own locale conventions. */
let assessedDateFormat: Intl.DateTimeFormat | undefined;
const assessedDate = () => {
  assessedDateFormat ??= new Intl.DateTimeFormat(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return assessedDateFormat;
};
// Making the first formatter of a page is slow (the browser loads its locale data): it is made
// while the screen waits for its data, not while it draws the analysis.
if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
  window.requestIdleCallback(() => void assessedDate());
}

function formatAssessedDate(iso: string): string {
  return assessedDate().format(new Date(iso));
}
