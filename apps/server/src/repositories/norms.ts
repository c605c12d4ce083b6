import type {
  Position,
  PositionNorm,
  PowerToSpeedNorm,
  PrescribedDeficiency,
} from '@gamespeed/domain';
import { PRESCRIBED_DEFICIENCIES } from '@gamespeed/domain/constants';
import type { Prescription } from '@gamespeed/domain/contracts';
import { BALANCED_PRESCRIPTION } from '@gamespeed/domain/training-focus';
import { and, asc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import {
  bodyweightGameSpeedNorms,
  bodyweightPowerToSpeedNorms,
  deficiencyPrescriptions,
  positionNorms,
  prescriptionVideos,
  videos,
} from '../db/schema';
import { oncePer } from '../lib/once-per';

import { playsOnVimeo } from './video-availability';
import { mayWatch, rolesForView, type Viewer } from './videos';

/** The NFL norm of one position (docs/product/api.md 'position_norms: select by position'). */
export async function loadPositionNorm(
  db: Db,
  position: Position,
): Promise<PositionNorm | undefined> {
  const [row] = await db.select().from(positionNorms).where(eq(positionNorms.position, position));
  return row;
}

/** Every power-to-speed row, lightest first (docs/product/api.md). */
export async function loadPowerToSpeedNorms(db: Db): Promise<PowerToSpeedNorm[]> {
  return db
    .select()
    .from(bodyweightPowerToSpeedNorms)
    .orderBy(asc(bodyweightPowerToSpeedNorms.weight));
}

const isPrescribed = (value: string | null): value is PrescribedDeficiency =>
  PRESCRIBED_DEFICIENCIES.some((deficiency) => deficiency === value);

type PrescriptionItem = Awaited<ReturnType<typeof itemsQuery>>[number];

/**
 * The prescriptions of a deficiency (docs/product/api.md 'deficiency_prescriptions: select by
 * deficiency_type'), split into weight room and field lists, with the items read by `loadItems`
 * (a prepared statement). The gear level is the first prescription's (docs/product/states.md). A
 * well-balanced athlete gets the balanced focus, a domain constant without a gear
 * (docs/product/diagnosis.md). Null without a diagnosis.
 */
export async function prescriptionFrom(
  loadItems: (deficiency: PrescribedDeficiency) => Promise<PrescriptionItem[]>,
  deficiency: string | null,
  access: { viewer: Viewer; now: Date },
): Promise<Prescription | null> {
  if (deficiency === 'well_balanced') {
    return {
      deficiencyType: 'well_balanced',
      gearLevel: null,
      weightRoom: [...BALANCED_PRESCRIPTION.weightRoom],
      field: [...BALANCED_PRESCRIPTION.field],
      videoLinks: [],
    };
  }
  if (!isPrescribed(deficiency)) return null;
  const rows = await loadItems(deficiency);
  const first = rows[0];
  if (!first) return null;
  return {
    deficiencyType: deficiency,
    gearLevel: first.gearLevel,
    weightRoom: rows.filter((r) => r.category === 'weight_room').map((r) => r.exerciseName),
    field: rows.filter((r) => r.category === 'field').map((r) => r.exerciseName),
    // Only videos for athletes; one the athlete may not watch yet is marked, and opens the
    // paywall (docs/product/content.md).
    videoLinks: rows.flatMap((r) =>
      r.videoId !== null && r.forRole !== null && rolesForView('athlete').includes(r.forRole)
        ? [
            {
              category: r.category,
              exerciseName: r.exerciseName,
              videoId: r.videoId,
              accessible: mayWatch({ isPreview: r.isPreview ?? false }, access.viewer, access.now),
            },
          ]
        : [],
    ),
  };
}

/** The items with their linked video, in ONE query (the dashboard counts its queries). */
function itemsQuery(db: Db, deficiency: PrescribedDeficiency | Placeholder) {
  return (
    db
      .select({
        gearLevel: deficiencyPrescriptions.gearLevel,
        category: deficiencyPrescriptions.category,
        exerciseName: deficiencyPrescriptions.exerciseName,
        videoId: videos.id,
        isPreview: videos.isPreview,
        forRole: videos.forRole,
      })
      .from(deficiencyPrescriptions)
      .leftJoin(
        prescriptionVideos,
        eq(prescriptionVideos.prescriptionId, deficiencyPrescriptions.id),
      )
      // A video that no longer plays on Vimeo is not offered (docs/product/content.md).
      .leftJoin(videos, and(eq(videos.id, prescriptionVideos.videoId), playsOnVimeo()))
      .where(eq(deficiencyPrescriptions.deficiencyType, deficiency))
      .orderBy(
        asc(deficiencyPrescriptions.orderIndex),
        asc(deficiencyPrescriptions.createdAt),
        asc(deficiencyPrescriptions.exerciseName),
      )
  );
}

/**
 * The dashboard's reads of norms and prescriptions as prepared statements, built once per
 * database: the same SQL as the functions above, without Drizzle assembling it on every request
 * (and, on PostgreSQL, parsed once per pooled connection). Only for `Database`: a prepared
 * statement runs on the pool, never inside a transaction.
 */
export const preparedNormQueries = oncePer((db: Database) => ({
  positionNorm: db
    .select()
    .from(positionNorms)
    .where(eq(positionNorms.position, sql.placeholder('position')))
    .prepare('position_norm'),
  powerToSpeedNorms: db
    .select()
    .from(bodyweightPowerToSpeedNorms)
    .orderBy(asc(bodyweightPowerToSpeedNorms.weight))
    .prepare('power_to_speed_norms'),
  gameSpeedNorms: db
    .select()
    .from(bodyweightGameSpeedNorms)
    .orderBy(asc(bodyweightGameSpeedNorms.weight))
    .prepare('game_speed_norms'),
  prescriptionItems: itemsQuery(db, sql.placeholder('deficiency')).prepare('prescription_items'),
}));
