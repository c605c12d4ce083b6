/**
 * A timing file read for a roster (docs/product/timing-import.md): the domain's reading layer
 * (`@gamespeed/domain/timing-import`) run from bytes to planned runs, each with its athlete (the
 * person's choice, else an exact match), what it saves and the key that knows it again. Preview
 * and confirm both plan with this, so what is previewed is what is saved.
 */
import { createHash } from 'node:crypto';
import { MOVEMENTS } from '@gamespeed/domain/constants';
import type { TimingPreview } from '@gamespeed/domain/contracts';
import {
  type AthleteMatch,
  type ColumnMapping,
  cellNumber,
  decodeTimingFile,
  guessMapping,
  type ImportRun,
  type ImportTarget,
  type MappingQuestion,
  matchAthlete,
  type RosterAthlete,
  readRuns,
  readTimingTable,
  recognisePreset,
  runIdentity,
  runTargets,
  type TimingTable,
} from '@gamespeed/domain/timing-import';
import { distanceInYards } from '@gamespeed/domain/trials';

export interface PlannedRun {
  run: ImportRun;
  line: number;
  athleteId: string | null;
  targets: { target: ImportTarget; rowKey: string | null }[];
  skipped: string | null;
}

export interface ImportPlan {
  fileHash: string;
  encoding: string;
  table: TimingTable;
  mapping: ColumnMapping;
  questions: MappingQuestion[];
  athletes: { name: string; rows: number; match: AthleteMatch }[];
  runs: PlannedRun[];
}

export const sha256 = (data: Uint8Array | string) =>
  createHash('sha256').update(data).digest('hex');

/**
 * Plans the import of `bytes` for `roster`: refused with the reading's message, or each run with
 * its athlete and targets. `choices` (the file's athlete name → roster id, or null to skip) win
 * over matching; without a choice only an exact match is used.
 */
export function planImport(
  bytes: Uint8Array,
  roster: readonly RosterAthlete[],
  options: {
    mapping?: ColumnMapping | undefined;
    choices?: ReadonlyMap<string, string | null>;
    /** yyyy-mm-dd: a run dated later is skipped. */
    today: string;
  },
): { ok: true; plan: ImportPlan } | { ok: false; message: string } {
  const decoded = decodeTimingFile(bytes);
  if (!decoded.ok) return decoded;
  const reading = readTimingTable(decoded.text);
  if (!reading.ok) return reading;
  const { table } = reading;
  const guess = guessMapping(table.headers);
  const mapping = options.mapping ?? guess.mapping;
  const { runs, skipped } = readRuns(table, mapping);
  const matches = new Map<string, { rows: number; match: AthleteMatch }>();
  for (const run of runs) {
    const name = run.athlete.name || run.athlete.email || run.athlete.externalId || '';
    const known = matches.get(name);
    if (known) known.rows += run.rows.length;
    else matches.set(name, { rows: run.rows.length, match: matchAthlete(run.athlete, roster) });
  }
  const planned: PlannedRun[] = runs.map((run) => {
    const name = run.athlete.name || run.athlete.email || run.athlete.externalId || '';
    const match = matches.get(name)!.match;
    const chosen = options.choices?.has(name) ? options.choices.get(name)! : undefined;
    const athleteId =
      chosen !== undefined ? chosen : match.kind === 'exact' ? match.athleteId : null;
    const line = table.lineNumbers[run.rows[0]!]!;
    const reading = runTargets(run);
    if (!reading.ok) return { run, line, athleteId, targets: [], skipped: reading.reason };
    if (!athleteId || !roster.some((a) => a.id === athleteId)) {
      return { run, line, athleteId: null, targets: [], skipped: 'Not matched to an athlete' };
    }
    if (!run.date) {
      return {
        run,
        line,
        athleteId,
        targets: [],
        skipped: 'No test date: choose one for the file',
      };
    }
    if (run.date > options.today) {
      return { run, line, athleteId, targets: [], skipped: 'The test date is in the future' };
    }
    const targets = reading.targets.map((target) => ({
      target,
      rowKey: sha256(`${athleteId}\n${runIdentity(run, target)}`),
    }));
    return { run, line, athleteId, targets, skipped: null };
  });
  for (const rows of skipped) {
    planned.push({
      run: {
        rows: rows.rows,
        athlete: { name: '', email: null, externalId: null },
        date: null,
        trial: null,
        testLabel: null,
        splits: [],
        total: null,
      },
      line: table.lineNumbers[rows.rows[0]!]!,
      athleteId: null,
      targets: [],
      skipped: rows.reason,
    });
  }
  planned.sort((a, b) => a.line - b.line);
  return {
    ok: true,
    plan: {
      fileHash: sha256(bytes),
      encoding: decoded.encoding,
      table,
      mapping,
      questions: options.mapping ? [] : guess.questions,
      athletes: [...matches].map(([name, m]) => ({ name, ...m })),
      runs: planned,
    },
  };
}

/** What a target is called in the preview and the history: the test's name or "sprint, 30 m". */
export function targetLabel(target: ImportTarget): string {
  return target.kind === 'test'
    ? (MOVEMENTS.find((m) => m.name === target.movement)?.displayName ?? target.movement)
    : `sprint, ${target.distance} ${target.unit}`;
}

const PREVIEW_RUNS_MAX = 200;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The preview's parts that come from the plan (the roster, batches and counts are added). */
export function previewOfPlan(
  plan: ImportPlan,
  roster: readonly RosterAthlete[],
): Omit<TimingPreview, 'fileName' | 'presets' | 'alreadyImported' | 'roster'> {
  const { table } = plan;
  const preset = recognisePreset(table.headers);
  const names = new Map(roster.map((a) => [a.id, a.name]));
  return {
    encoding: plan.encoding,
    delimiter: table.delimiter === '\t' ? 'tab' : table.delimiter,
    decimalComma: table.decimalComma,
    headers: table.headers,
    firstRows: table.rows
      .slice(0, 5)
      .map((row) => row.map((text) => ({ text, number: cellNumber(text, table.decimalComma) }))),
    preset: { id: preset.id, name: preset.name },
    mapping: plan.mapping,
    questions: plan.questions,
    athletes: plan.athletes.map(({ name, rows, match }) => ({
      name,
      rows,
      match:
        match.kind === 'exact'
          ? {
              kind: 'exact' as const,
              athleteId: match.athleteId,
              name: names.get(match.athleteId) ?? '',
            }
          : match,
    })),
    runs: plan.runs.slice(0, PREVIEW_RUNS_MAX).map((p) => ({
      line: p.line,
      athlete: p.run.athlete.name || p.run.athlete.email || p.run.athlete.externalId || '',
      date: p.run.date,
      saves: p.targets.map(({ target }) => ({
        what: targetLabel(target),
        seconds: target.value,
        splits: target.splits.map((s) => ({
          ...s,
          yards: round3(distanceInYards(s.distance, s.unit)),
        })),
      })),
      skipped: p.skipped,
    })),
    counts: {
      runs: plan.runs.length,
      toSave: plan.runs.filter((p) => !p.skipped).length,
      skipped: plan.runs.filter((p) => p.skipped).length,
    },
  };
}
