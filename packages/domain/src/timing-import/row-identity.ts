/**
 * What makes an imported run the same run again (docs/product/timing-import.md, "Importing the
 * same file again"). Two keys: the file's hash (a file already imported and not undone is
 * refused whole, saying when it was imported) and each run's identity — who, when, which trial,
 * where it goes and its times — so a later export of the same session with more rows adds only
 * the new ones, and a corrected row is a new run. The server keeps a hash of the identity with
 * each saved trial.
 */
import { nameTokens } from './athlete-matching';
import type { ImportRun } from './runs';
import type { ImportTarget } from './targets';

export function runIdentity(run: ImportRun, target: ImportTarget): string {
  return JSON.stringify([
    nameTokens(run.athlete.name).join(' '),
    run.athlete.email?.trim().toLowerCase() ?? null,
    run.athlete.externalId,
    run.date,
    run.trial,
    target.kind === 'test' ? target.movement : `sprint ${target.distance} ${target.unit}`,
    target.value,
    target.splits.map((s) => [s.distance, s.unit, s.seconds]),
  ]);
}
