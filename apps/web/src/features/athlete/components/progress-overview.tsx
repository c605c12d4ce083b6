import { formatTestDateShort, formatValue, timingClassOf } from '@gamespeed/domain';
import type { ResultsSummary } from '@gamespeed/domain/contracts';
import { ArrowDown, ArrowUp, LineChart } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/button/button';
import { Card, CardTitle } from '@/components/ui/card/card';
import { HandMark } from '@/components/ui/hand-mark/hand-mark';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useResultsSummary } from '../api/get-results-summary';
import {
  BETTER_DIRECTION_TEXT,
  buildProgressChart,
  PROGRESS_CHART_BOX,
  TIMING_LEGEND,
  timingLegendOf,
} from '../progress-chart';
import { PointMark } from './point-mark';

/**
 * Progress (docs/product/screens.md): Videos Watched and Tests Completed, and — beyond the product's static
 * placeholders, once there is data — every test with its latest and best value and date, and a
 * chart per test with two or more results. Without such a
 * test the documented placeholder text is the empty state.
 */
export function ProgressOverview() {
  const summary = useResultsSummary();
  if (summary.isPending) return <Spinner label="Loading progress..." showLabel className="py-8" />;
  if (summary.isError) {
    return (
      <Card className="flex flex-col gap-3">
        <p className="text-sm text-muted">Your progress could not be loaded.</p>
        <Button variant="secondary" onClick={() => void summary.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const { testsCompleted, series, tests } = summary.data;
  return (
    <div className="flex flex-col gap-5">
      <div className="grid grid-cols-2 gap-3">
        <Stat label="Videos Watched" value={summary.data.videosWatched ?? 0} />
        <Stat label="Tests Completed" value={testsCompleted} />
      </div>
      {tests.length > 0 ? <EveryTestTable tests={tests} /> : null}
      {series.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 py-10 text-center">
          <LineChart aria-hidden className="h-10 w-10 text-zinc-600" />
          <p className="text-sm text-muted">Complete more tests to see your progress charts</p>
        </Card>
      ) : (
        series.map((s) => <SeriesCard key={s.movement} series={s} />)
      )}
    </div>
  );
}

/** '2026-11-24' → 'Nov 24' (a calendar day, read without a time zone shift). */
const dayFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** Every test with at least one result: its latest and best value, each with its date. */
function EveryTestTable({ tests }: { tests: ResultsSummary['tests'] }) {
  return (
    <Card className="px-0 py-2">
      <table className="w-full text-left text-sm">
        <caption className="px-4 py-2 text-left font-semibold">Every test</caption>
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Test
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Latest
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Best
            </th>
          </tr>
        </thead>
        <tbody>
          {tests.map((test) => (
            <tr key={test.movement} className="border-t border-line">
              <th scope="row" className="px-4 py-2 font-medium">
                {test.displayName}
              </th>
              <td className="px-2 py-2 tabular-nums">
                {formatValue(test.latest.value, test.unitType)}
                <HandMark timingMethod={test.latest.timingMethod} />
                <span className="block text-xs text-muted">
                  {formatDay(test.latest.testDate)}
                  {test.latest.value2 !== null ? ` · top speed in ${test.latest.value2} s` : ''}
                </span>
              </td>
              <td className="px-4 py-2 font-semibold tabular-nums">
                {formatValue(test.best.value, test.unitType)}
                <HandMark timingMethod={test.best.timingMethod} />
                <span className="block text-xs font-normal text-muted">
                  {formatDay(test.best.testDate)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <span className="text-3xl font-bold text-accent tabular-nums">{value}</span>
      <span className="text-sm text-muted">{label}</span>
    </Card>
  );
}

type Series = ResultsSummary['series'][number];
const { width: W, height: H } = PROGRESS_CHART_BOX;

function SeriesCard({ series }: { series: Series }) {
  const headingId = useId();
  const chart = useMemo(
    () => buildProgressChart(series.points, series.unitType),
    [series.points, series.unitType],
  );
  const best = chart.points[chart.bestIndex]!;
  const first = chart.points[0]!;
  const last = chart.points[chart.points.length - 1]!;
  const Arrow = chart.direction === 'higher' ? ArrowUp : ArrowDown;
  const legend = timingLegendOf(series.points);
  return (
    <section aria-labelledby={headingId}>
      <Card className="flex flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-col">
            <CardTitle id={headingId}>{series.displayName}</CardTitle>
            <span className="text-sm text-muted">
              Best {formatValue(best.value, series.unitType)} · {series.points.length} results
            </span>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full border border-line px-2.5 py-1 text-xs font-medium text-zinc-300">
            <Arrow aria-hidden className="h-3.5 w-3.5 text-green-400" />
            {BETTER_DIRECTION_TEXT[chart.direction]}
          </span>
        </div>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="h-auto w-full"
          role="img"
          aria-label={`${series.displayName} over time: from ${formatValue(first.value, series.unitType)} to ${formatValue(last.value, series.unitType)}; ${BETTER_DIRECTION_TEXT[chart.direction].toLowerCase()}${legend.length > 0 ? `; ${legend.map((t) => TIMING_LEGEND[t].toLowerCase()).join(', ')}` : ''}`}
        >
          {[
            { y: chart.topY, value: chart.maxValue },
            { y: chart.bottomY, value: chart.minValue },
          ].map((grid) => (
            <g key={grid.y}>
              <line
                x1={chart.left}
                x2={chart.right}
                y1={grid.y}
                y2={grid.y}
                stroke="#3f3f46"
                strokeDasharray="4 4"
              />
              <text
                x={chart.left - 10}
                y={grid.y}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={12}
                fill="#a1a1aa"
              >
                {formatValue(grid.value, series.unitType)}
              </text>
            </g>
          ))}
          <polyline
            points={chart.polyline}
            fill="none"
            stroke="#facc15"
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
          {chart.points.map((p) => (
            <PointMark
              key={p.key}
              x={p.x}
              y={p.y}
              best={p.best}
              timing={timingClassOf(p.source.timingMethod)}
            />
          ))}
        </svg>
        <div className="flex justify-between text-xs text-muted" aria-hidden>
          <span>{formatTestDateShort(first.testDate)}</span>
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-2 w-2 rounded-full bg-green-500" /> Best
          </span>
          <span>{formatTestDateShort(last.testDate)}</span>
        </div>
        {legend.length > 0 ? (
          <ul
            aria-label="Point shapes"
            className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-zinc-300"
          >
            {legend.map((timing) => (
              <li key={timing} className="inline-flex items-center gap-1.5">
                <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" aria-hidden>
                  <PointMark x={8} y={8} best={false} timing={timing} />
                </svg>
                {TIMING_LEGEND[timing]}
              </li>
            ))}
          </ul>
        ) : null}
        <details className="rounded-xl border border-line bg-surface-raised text-sm">
          <summary className="flex min-h-11 cursor-pointer items-center px-3 font-medium text-zinc-200">
            Show values
          </summary>
          <table className="w-full tabular-nums">
            <caption className="sr-only">
              {series.displayName} results by test date, oldest first
            </caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Date
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Result
                </th>
              </tr>
            </thead>
            <tbody>
              {chart.points.map((p) => (
                <tr key={p.key} className="border-t border-line">
                  <td className="px-3 py-2 text-zinc-300">
                    <time dateTime={p.testDate}>{formatTestDateShort(p.testDate)}</time>
                  </td>
                  <td className="px-3 py-2 text-right text-zinc-100">
                    {formatValue(p.value, series.unitType)}
                    <HandMark timingMethod={p.source.timingMethod} />
                    {p.best ? <span className="text-xs text-green-400"> (best)</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </Card>
    </section>
  );
}
