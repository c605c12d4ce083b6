import type {
  GearLevel,
  PrescribedDeficiency,
  PrescriptionCategory,
} from '@gamespeed/domain/constants';

/**
 * Starter prescriptions, written for GameSpeed. Seeding inserts missing rows and never
 * overwrites an existing one, so an admin may edit them in the database later.
 * - force_deficient → Gear 2: heavy, controlled weight-room lifts and resisted field work.
 * - form_deficient → Gear 3: fast, light lifts and sprint-mechanics field work.
 */
export const STARTER_PRESCRIPTIONS: readonly {
  deficiencyType: PrescribedDeficiency;
  gearLevel: GearLevel;
  category: PrescriptionCategory;
  exercises: readonly string[];
}[] = [
  {
    deficiencyType: 'force_deficient',
    gearLevel: 2,
    category: 'weight_room',
    exercises: [
      'Back Squat (5 x 3 @ 85%)',
      'Trap Bar Deadlift (4 x 3)',
      'Rear-Foot-Elevated Split Squat (3 x 5 each leg)',
      'Hip Thrust (4 x 5)',
      'Isometric Mid-Thigh Pull (5 x 5 s)',
    ],
  },
  {
    deficiencyType: 'force_deficient',
    gearLevel: 2,
    category: 'field',
    exercises: [
      'Heavy Sled Push (6 x 10 yd)',
      'Resisted Sprint Starts (6 x 10 yd)',
      'Hill Sprints (6 x 15 yd)',
      'Broad Jump with Stick Landing (5 x 3)',
      'Wall Drive March (3 x 20 s)',
    ],
  },
  {
    deficiencyType: 'form_deficient',
    gearLevel: 3,
    category: 'weight_room',
    exercises: [
      'Speed Squat (6 x 3 @ 50%)',
      'Hang Power Clean (5 x 2)',
      'Jump Squat (4 x 4, light load)',
      'Single-Leg Bounds on Box (3 x 5 each leg)',
      'Medicine Ball Scoop Toss (4 x 3)',
    ],
  },
  {
    deficiencyType: 'form_deficient',
    gearLevel: 3,
    category: 'field',
    exercises: [
      'A-Skip to Sprint (4 x 20 yd)',
      'Wicket Runs (6 x 30 yd)',
      'Flying 10s (6 reps, 20 yd build-up)',
      'Dribble Runs (4 x 20 yd)',
      'Straight-Leg Bounds (4 x 20 yd)',
    ],
  },
];
