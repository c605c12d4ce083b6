import { MOVEMENTS, type MovementName } from '@gamespeed/domain';
import type { MovementDates } from '@gamespeed/domain/contracts';
import { BenchmarkSourceSheet } from '@/components/norms/benchmark-source-sheet';
import { ProvisionalTag } from '@/components/norms/provisional-tag';
import { HandMark } from '@/components/ui/hand-mark/hand-mark';
import { TestDateLabel } from '@/components/ui/test-date-label/test-date-label';
import type { GameRow, HandTimedValue, PowerRow } from '../comparison-and-goal-text';

const th = 'px-2 py-2.5 text-left text-xs font-semibold text-muted';
const td = 'px-2 py-3 text-sm tabular-nums';

/** The movement of a table row, by its label ('40 Yard' is the 40 Yard Dash). */
function movementOfRow(test: string): MovementName | undefined {
  if (test === '40 Yard') return 'forty';
  return MOVEMENTS.find((m) => m.displayName === test)?.name;
}

/**
 * The athlete's value with the day it was set, when the row is a test with a result; a hand-timed
 * value carries the "hand" mark and, for the 40, its "≈ electronic" estimate beside it.
 */
function YouCell({
  value,
  test,
  dates,
  handTimed,
}: {
  value: string;
  test: string;
  dates: MovementDates;
  handTimed: HandTimedValue | undefined;
}) {
  const movement = movementOfRow(test);
  const day = movement ? dates[movement] : undefined;
  return (
    <td className={`${td} font-semibold text-zinc-50`}>
      {value}
      {handTimed ? <HandMark timingMethod="hand" /> : null}
      {handTimed?.estimate ? (
        // The figure stays whole; "electronic" may take the next line, so the benchmark
        // columns keep their values on one line.
        <span className="block text-xs font-normal text-zinc-300">
          <span className="whitespace-nowrap">≈ {handTimed.estimate}</span> electronic
        </span>
      ) : null}
      <TestDateLabel day={day} />
    </td>
  );
}

/** Under a table with a hand-timed value: the benchmarks are electronic, and what ≈ means. */
export const HAND_TIMED_NOTE =
  'hand: timed by hand. The benchmarks are electronic times, and hand times read faster.';
export const ELECTRONIC_ESTIMATE_NOTE =
  '≈ electronic: your hand-timed 40 + 0.22 s, the average difference measured in college football players. An estimate, not a measurement.';

function HandTimedNote({ rows }: { rows: readonly { youHandTimed?: HandTimedValue }[] }) {
  if (!rows.some((row) => row.youHandTimed)) return null;
  const estimated = rows.some((row) => row.youHandTimed?.estimate);
  return (
    <p className="border-t border-line px-2 py-2 text-xs text-muted">
      {HAND_TIMED_NOTE}
      {estimated ? ` ${ELECTRONIC_ESTIMATE_NOTE}` : ''}
    </p>
  );
}

/** Says, above the tables, which value they show. */
export const TABLES_SHOW_BEST_TEXT = 'You: your best result of each test, with the day you set it.';

/**
 * Power to Speed table (docs/product/screens.md): Test, NFL {position}, You, Elite. The NFL and
 * Elite headers open where that benchmark comes from (docs/product/norm-provenance.md).
 */
export function PowerTable({
  rows,
  position,
  bestDates = {},
  eliteWeight = null,
}: {
  rows: readonly PowerRow[];
  position: string;
  bestDates?: MovementDates;
  /** The bodyweight row compared with, or null without a weight. */
  eliteWeight?: number | null;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full">
        <caption className="sr-only">Power to Speed compared with NFL {position} and elite</caption>
        <thead className="bg-surface-raised">
          <tr>
            <th scope="col" className={th}>
              Test
            </th>
            <th scope="col" className={`${th} text-blue-300`}>
              <BenchmarkSourceSheet
                benchmark={{ kind: 'nfl', position }}
                label={`NFL ${position}: where this benchmark comes from`}
              >
                NFL {position}
              </BenchmarkSourceSheet>
            </th>
            <th scope="col" className={`${th} text-accent`}>
              You
            </th>
            <th scope="col" className={`${th} text-green-400`}>
              {eliteWeight === null ? (
                'Elite'
              ) : (
                <BenchmarkSourceSheet
                  benchmark={{
                    kind: 'elite',
                    table: 'bodyweight_power_to_speed_norms',
                    weight: eliteWeight,
                  }}
                  label="Elite: where this benchmark comes from"
                >
                  Elite
                </BenchmarkSourceSheet>
              )}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.test} className="border-t border-line">
              <th scope="row" className={`${td} text-left font-medium text-zinc-200`}>
                {row.test}
              </th>
              <td className={`${td} whitespace-nowrap text-zinc-300`}>{row.nfl}</td>
              <YouCell
                value={row.you}
                test={row.test}
                dates={bestDates}
                handTimed={row.youHandTimed}
              />
              <td className={`${td} whitespace-nowrap text-zinc-300`}>{row.elite}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <HandTimedNote rows={rows} />
    </div>
  );
}

/** Game Speed table (docs/product/screens.md): Test, You, Elite (weight). */
export function GameTable({
  rows,
  eliteHeader,
  bestDates = {},
  eliteWeight = null,
}: {
  rows: readonly GameRow[];
  eliteHeader: string;
  bestDates?: MovementDates;
  eliteWeight?: number | null;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full">
        <caption className="sr-only">Game Speed compared with elite</caption>
        <thead className="bg-surface-raised">
          <tr>
            <th scope="col" className={th}>
              Test
            </th>
            <th scope="col" className={`${th} text-accent`}>
              You
            </th>
            <th scope="col" className={`${th} text-green-400`}>
              {eliteWeight === null ? (
                eliteHeader
              ) : (
                <BenchmarkSourceSheet
                  benchmark={{
                    kind: 'elite',
                    table: 'bodyweight_game_speed_norms',
                    weight: eliteWeight,
                  }}
                  label={`${eliteHeader}: where this benchmark comes from`}
                >
                  {eliteHeader}
                </BenchmarkSourceSheet>
              )}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.test} className="border-t border-line">
              <th scope="row" className={`${td} text-left font-medium text-zinc-200`}>
                {row.test}
              </th>
              <YouCell
                value={row.you}
                test={row.test}
                dates={bestDates}
                handTimed={row.youHandTimed}
              />
              <td className={`${td} text-zinc-300`}>
                <span className="flex flex-col items-start gap-1">
                  {row.elite}
                  {row.provisional ? <ProvisionalTag /> : null}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <HandTimedNote rows={rows} />
    </div>
  );
}
