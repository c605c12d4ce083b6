import {
  GEAR_LEVELS,
  POSITIONS,
  PRESCRIBED_DEFICIENCIES,
  PRESCRIPTION_CATEGORIES,
  UNIT_TYPES,
} from '@gamespeed/domain/constants';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, oneOf, uuidPrimaryKey } from './helpers';
import { users } from './users';

export const movements = pgTable(
  'movements',
  {
    id: uuidPrimaryKey(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    unitType: text('unit_type').notNull(),
  },
  (t) => [
    uniqueIndex('movements_name_key').on(t.name),
    check('movements_unit_type_check', oneOf('unit_type', UNIT_TYPES)),
  ],
);

export const testResults = pgTable(
  'test_results',
  {
    id: uuidPrimaryKey(),
    athleteId: uuid('athlete_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    movementId: uuid('movement_id')
      .notNull()
      .references(() => movements.id),
    resultValue: doublePrecision('result_value').notNull(),
    resultType: text('result_type').notNull(),
    repNumber: integer('rep_number').notNull().default(1),
    resultValue2: doublePrecision('result_value_2'),
    resultType2: text('result_type_2'),
    createdAt: createdAt(),
  },
  (t) => [
    // Latest result per athlete and movement (hexagon, progress).
    index('test_results_latest_idx').on(t.athleteId, t.movementId, t.createdAt.desc()),
    // Best result per athlete and movement: min/max read from the index end.
    index('test_results_best_idx').on(t.athleteId, t.movementId, t.resultValue),
  ],
);

/** NFL combine means by position (reference data, see db/reference-data/SOURCES.md). */
export const positionNorms = pgTable(
  'position_norms',
  {
    position: text('position').primaryKey(),
    heightInches: doublePrecision('height_inches').notNull(),
    weight: doublePrecision('weight').notNull(),
    broadJump: doublePrecision('broad_jump').notNull(),
    fly510: doublePrecision('5_10_fly').notNull(),
    fly2010: doublePrecision('20_10_fly').notNull(),
    forty: doublePrecision('forty').notNull(),
  },
  () => [check('position_norms_position_check', oneOf('position', POSITIONS))],
);

/** Elite norms by bodyweight for power-to-speed tests (reference data). */
export const bodyweightPowerToSpeedNorms = pgTable('bodyweight_power_to_speed_norms', {
  weight: integer('weight').primaryKey(),
  broadJump: doublePrecision('broad_jump').notNull(),
  fly510: doublePrecision('5_10_fly').notNull(),
  fly2010: doublePrecision('20_10_fly').notNull(),
  forty: doublePrecision('forty').notNull(),
});

/** Elite norms by bodyweight for game-speed tests (PROVISIONAL reference data). */
export const bodyweightGameSpeedNorms = pgTable('bodyweight_game_speed_norms', {
  weight: integer('weight').primaryKey(),
  fly510Min: doublePrecision('5_10_fly_min').notNull(),
  fly510Max: doublePrecision('5_10_fly_max').notNull(),
  decel510: doublePrecision('5_10_decel').notNull(),
  roll90510: doublePrecision('5_10_roll_90').notNull(),
  return180510: doublePrecision('5_10_180_return').notNull(),
});

export const deficiencyPrescriptions = pgTable(
  'deficiency_prescriptions',
  {
    id: uuidPrimaryKey(),
    deficiencyType: text('deficiency_type').notNull(),
    gearLevel: integer('gear_level').notNull(),
    category: text('category').notNull(),
    exerciseName: text('exercise_name').notNull(),
    orderIndex: integer('order_index').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deficiency_prescriptions_exercise_key').on(
      t.deficiencyType,
      t.category,
      t.exerciseName,
    ),
    check('deficiency_prescriptions_type_check', oneOf('deficiency_type', PRESCRIBED_DEFICIENCIES)),
    check('deficiency_prescriptions_gear_check', oneOf('gear_level', GEAR_LEVELS)),
    check('deficiency_prescriptions_category_check', oneOf('category', PRESCRIPTION_CATEGORIES)),
  ],
);
