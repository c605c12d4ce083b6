import type { SprintProfileResponse } from '@gamespeed/domain/contracts';
import { formatTestDate } from '@gamespeed/domain/format';
import { Card, CardTitle } from '@/components/ui/card/card';
import {
  cardState,
  caveatTexts,
  forceVelocityChart,
  type MetricRow,
  metricRows,
  velocityChart,
} from '../sprint-profile-view';
import { HowComputedSheet } from './how-computed-sheet';
import { ProfileChart } from './profile-chart';

/**
 * The dashboard's "Sprint profile" card (docs/product/sprint-profile.md, "In the product"): the
 * newest profile against the cohort of the athlete's position, the two small charts, the
 * caveats, and what is missing. Nothing at all until the athlete has a 40.
 */
export function SprintProfileCard({ data }: { data: SprintProfileResponse }) {
  const state = cardState(data);
  if (state.kind === 'none') return null;
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="sprint-profile-title">
      <div className="flex items-baseline justify-between gap-3">
        <CardTitle id="sprint-profile-title">Sprint profile</CardTitle>
        <HowComputedSheet />
      </div>
      {state.kind === 'missing' ? (
        <p className="text-sm text-muted">
          Your 40 of {formatTestDate(state.testDate)} has no split times. {state.message}
        </p>
      ) : (
        <>
          <p className="text-xs text-muted">
            From your 40 of {formatTestDate(state.entry.testDate)} (
            {state.entry.fortySeconds.toFixed(2)} s)
            {data.cohort
              ? `, against ${data.cohort.n} NFL ${data.cohort.position}s at the combine`
              : ''}
            .
          </p>
          {state.kind === 'unreliable' ? (
            <p
              role="status"
              className="rounded-xl border border-line bg-surface-raised p-3 text-sm"
            >
              No profile from this 40: {state.entry.message}
            </p>
          ) : (
            <ProfileBody data={data} />
          )}
          {state.missing ? (
            <p className="text-sm text-muted">
              Your newest 40 ({formatTestDate(state.missing.testDate)}) has no split times.{' '}
              {state.missing.message}
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}

function ProfileBody({ data }: { data: SprintProfileResponse }) {
  const entry = data.latest!;
  const rows = metricRows(entry, data.cohort);
  const fv = forceVelocityChart(entry, data.cohort);
  const speed = velocityChart(entry);
  const caveats = caveatTexts(entry);
  return (
    <>
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          <MetricLine key={row.key} row={row} />
        ))}
      </ul>
      {entry.f0PerKg === null ? (
        <p className="text-sm text-muted">
          Add your height and weight in Settings to see force and power.
        </p>
      ) : null}
      <div className="grid gap-4">
        {fv ? (
          <ProfileChart
            title="Force–velocity"
            geometry={fv}
            xLabel="speed (m/s)"
            yLabel="force (N/kg)"
            legend={data.cohort ? `dashed: median NFL ${data.cohort.position}` : null}
          />
        ) : null}
        {speed ? (
          <ProfileChart
            title="Speed over your 40"
            geometry={speed}
            xLabel="time (s)"
            yLabel="speed"
            legend="dots: your splits"
          />
        ) : null}
      </div>
      {caveats.length > 0 ? (
        <ul className="flex flex-col gap-1 text-xs text-amber-200">
          {caveats.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function MetricLine({ row }: { row: MetricRow }) {
  return (
    <li className="flex flex-col gap-1">
      <span className="flex items-baseline justify-between gap-3">
        <span className="text-sm text-muted">{row.label}</span>
        <span className="text-right font-semibold tabular-nums text-zinc-50">{row.value}</span>
      </span>
      {row.standing && row.percentile !== null ? (
        <span className="flex flex-col gap-1">
          <span
            aria-hidden
            className="relative h-1.5 overflow-hidden rounded-full bg-surface-raised"
          >
            <span
              className="absolute inset-y-0 left-0 rounded-full bg-accent"
              style={{ width: `${row.percentile}%` }}
            />
          </span>
          <span className="text-xs text-muted">
            {row.standing} · {row.band}
          </span>
        </span>
      ) : null}
    </li>
  );
}
