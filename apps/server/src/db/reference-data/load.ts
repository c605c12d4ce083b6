import { readFileSync } from 'node:fs';
import { MOVEMENTS, POSITIONS, type Position } from '@gamespeed/domain/constants';
import { sprintCohortFromCsvRow } from '@gamespeed/domain/sprint-profile';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  bodyweightGameSpeedNorms,
  bodyweightPowerToSpeedNorms,
  deficiencyPrescriptions,
  movements,
  positionNorms,
  sprintProfileCohorts,
} from '../schema';
import { STARTER_PRESCRIPTIONS } from './prescriptions';

/** Reads one of the CSVs shipped beside this file (copied from shared/reference-data). */
export function readNormsCsv(file: string): Record<string, string>[] {
  const text = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = header!.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    if (cells.length !== columns.length) throw new Error(`${file}: malformed row "${line}"`);
    return Object.fromEntries(columns.map((c, i) => [c, cells[i]!]));
  });
}

const num = (row: Record<string, string>, column: string): number => {
  const value = Number(row[column]);
  if (!Number.isFinite(value)) throw new Error(`reference data: ${column} is not a number`);
  return value;
};

const position = (row: Record<string, string>): Position => {
  const value = POSITIONS.find((p) => p === row.position);
  if (!value) throw new Error(`reference data: position "${row.position}" is unknown`);
  return value;
};

/**
 * Loads the reference data: movements, norms, sprint-profile cohorts and starter prescriptions. Idempotent: movements
 * and norms are upserted from the shipped files; prescriptions are only inserted when missing.
 */
export async function loadReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(movements)
      .values(
        MOVEMENTS.map((m) => ({ name: m.name, displayName: m.displayName, unitType: m.unitType })),
      )
      .onConflictDoUpdate({
        target: movements.name,
        set: { displayName: sql`excluded.display_name`, unitType: sql`excluded.unit_type` },
      });

    await tx
      .insert(positionNorms)
      .values(
        readNormsCsv('position_norms.csv').map((r) => ({
          position: position(r),
          heightInches: num(r, 'height_inches'),
          weight: num(r, 'weight'),
          broadJump: num(r, 'broad_jump'),
          fly510: num(r, '5_10_fly'),
          fly2010: num(r, '20_10_fly'),
          forty: num(r, 'forty'),
        })),
      )
      .onConflictDoUpdate({
        target: positionNorms.position,
        set: {
          heightInches: sql`excluded.height_inches`,
          weight: sql`excluded.weight`,
          broadJump: sql`excluded.broad_jump`,
          fly510: sql`excluded."5_10_fly"`,
          fly2010: sql`excluded."20_10_fly"`,
          forty: sql`excluded.forty`,
        },
      });

    await tx
      .insert(bodyweightPowerToSpeedNorms)
      .values(
        readNormsCsv('bodyweight_power_to_speed_norms.csv').map((r) => ({
          weight: num(r, 'weight'),
          broadJump: num(r, 'broad_jump'),
          fly510: num(r, '5_10_fly'),
          fly2010: num(r, '20_10_fly'),
          forty: num(r, 'forty'),
        })),
      )
      .onConflictDoUpdate({
        target: bodyweightPowerToSpeedNorms.weight,
        set: {
          broadJump: sql`excluded.broad_jump`,
          fly510: sql`excluded."5_10_fly"`,
          fly2010: sql`excluded."20_10_fly"`,
          forty: sql`excluded.forty`,
        },
      });

    await tx
      .insert(bodyweightGameSpeedNorms)
      .values(
        readNormsCsv('bodyweight_game_speed_norms.csv').map((r) => ({
          weight: num(r, 'weight'),
          fly510Min: num(r, '5_10_fly_min'),
          fly510Max: num(r, '5_10_fly_max'),
          decel510: num(r, '5_10_decel'),
          roll90510: num(r, '5_10_roll_90'),
          return180510: num(r, '5_10_180_return'),
        })),
      )
      .onConflictDoUpdate({
        target: bodyweightGameSpeedNorms.weight,
        set: {
          fly510Min: sql`excluded."5_10_fly_min"`,
          fly510Max: sql`excluded."5_10_fly_max"`,
          decel510: sql`excluded."5_10_decel"`,
          roll90510: sql`excluded."5_10_roll_90"`,
          return180510: sql`excluded."5_10_180_return"`,
        },
      });

    await tx
      .insert(sprintProfileCohorts)
      .values(
        readNormsCsv('sprint_profile_cohorts.csv').map((r) => {
          const cohort = sprintCohortFromCsvRow(r);
          return { position: position(r), n: cohort.n, anchors: cohort.anchors };
        }),
      )
      .onConflictDoUpdate({
        target: sprintProfileCohorts.position,
        set: { n: sql`excluded.n`, anchors: sql`excluded.anchors` },
      });

    await tx
      .insert(deficiencyPrescriptions)
      .values(
        STARTER_PRESCRIPTIONS.flatMap((group) =>
          group.exercises.map((exerciseName, orderIndex) => ({
            deficiencyType: group.deficiencyType,
            gearLevel: group.gearLevel,
            category: group.category,
            exerciseName,
            orderIndex,
          })),
        ),
      )
      .onConflictDoNothing();
  });
}
