/**
 * The "How to test" sheets of the Add Test Result dialog (docs/product/test-guide.md, where the
 * same texts are written out): for every test, the setup, the distances, the start, what is
 * timed or measured and, for timed tests, hand against electronic timing; plus what the
 * ShredMill gears and the Gear 4 options are.
 */
import type { MovementName } from './constants';

export interface TestGuide {
  /** The test's name, e.g. '5→10 Fly'. */
  test: string;
  setup: string;
  distances: string;
  start: string;
  /** What is timed (or measured) and how the result is entered. */
  measured: string;
  /** Hand against electronic timing; only for timed tests. */
  timing?: string;
}

/** How far hand times are off on short sprints (docs/product/test-guide.md). */
export const HAND_TIMING_BIAS_SECONDS = 0.2;

/** Shown on every timed test's sheet. */
export const HAND_TIMING_NOTE = `Electronic timing (timing gates or a laser) is the reference. Hand timing with a stopwatch reads about ${HAND_TIMING_BIAS_SECONDS} s fast on short sprints, because the timer starts late and stops early, so a hand time is not comparable with an electronic one or with the norms. Say how it was timed in the Timing field when you save, and compare hand times only with hand times.`;

const SHREDMILL_SETUP =
  'On the ShredMill (the program’s sprint treadmill), set the gear the test names. Warm up, then stand on the belt holding the rails.';
const SHREDMILL_MEASURED =
  'Your top speed in mph as the ShredMill shows it. Time to top speed (seconds from your first step to top speed) is optional.';

/** What the ShredMill gears and the Gear 4 options are (shown on every ShredMill sheet). */
export const GEAR_GLOSSARY: readonly { term: string; text: string }[] = [
  {
    term: 'Gear 2',
    text: 'Power: a heavy, resisted setting that rewards force into the ground. Gear 2 training is prescribed to force-deficient athletes.',
  },
  {
    term: 'Gear 3',
    text: 'Leg turnover: a lighter, faster setting that rewards mechanics at speed. Gear 3 training is prescribed to form-deficient athletes.',
  },
  {
    term: 'Gear 4',
    text: 'Top speed: the lightest, fastest setting, for athletes whose power and mechanics are both in place.',
  },
  {
    term: 'Option A, B, C',
    text: 'Gear 4 is run in one of three options set by your program or coach. Each option is saved as its own test, so compare A with A; the Comparison hexagon uses Option A.',
  },
];

/** One sheet per test; the three Gear 4 options share one. */
export const TEST_GUIDES: Readonly<Record<MovementName, TestGuide>> = (() => {
  const gear4: TestGuide = {
    test: 'ShredMill Gear 4',
    setup: SHREDMILL_SETUP,
    distances: 'Run until your speed stops rising, usually 6 to 10 seconds.',
    start: 'Start from a standing split stance when the belt is released.',
    measured: `${SHREDMILL_MEASURED} Pick the option (A, B or C) you ran.`,
  };
  return {
    broad_jump: {
      test: 'Broad Jump',
      setup: 'A flat, non-slip surface with a tape measure laid along the floor from a start line.',
      distances: 'Measured from the start line to the back of the heel nearest the line.',
      start:
        'Stand with both toes behind the line, swing the arms and jump forward off both feet; land on both feet and hold the landing.',
      measured:
        'The distance of your best of three jumps, in feet and inches. A jump where you fall back or step does not count.',
    },
    forty: {
      test: '40 Yard Dash',
      setup: 'A straight, flat 40-yard lane with a start line and a finish line.',
      distances: '40 yards from a standing start.',
      start: 'Three-point or two-point stance at the line; the time starts at your first movement.',
      measured: 'The time from your first movement to crossing the 40-yard line, in seconds.',
      timing: HAND_TIMING_NOTE,
    },
    '5_10_fly': {
      test: '5→10 Fly',
      setup: 'Cones at 0, 5 and 15 yards in a straight line.',
      distances: 'A 5-yard run-in, then 10 timed yards (from the 5-yard to the 15-yard cone).',
      start: 'Standing start at the 0-yard cone; accelerate through the 5-yard cone.',
      measured: 'Only the 10 yards from the 5-yard cone to the 15-yard cone, in seconds.',
      timing: HAND_TIMING_NOTE,
    },
    '20_10_fly': {
      test: '20→10 Fly',
      setup: 'Cones at 0, 20 and 30 yards in a straight line.',
      distances: 'A 20-yard run-in, then 10 timed yards (from the 20-yard to the 30-yard cone).',
      start: 'Standing start at the 0-yard cone; be at full speed by the 20-yard cone.',
      measured: 'Only the 10 yards from the 20-yard cone to the 30-yard cone, in seconds.',
      timing: HAND_TIMING_NOTE,
    },
    '5_10_decel': {
      test: '5→10 Decel',
      setup: 'Cones at 0, 5 and 15 yards, and a 1-yard stop box after the 15-yard cone.',
      distances: 'A 5-yard run-in, then 10 timed yards ending in a full stop.',
      start: 'Standing start at the 0-yard cone; sprint through the 5-yard cone.',
      measured:
        'From the 5-yard cone until you are stopped, both feet in the stop box, in seconds.',
      timing: HAND_TIMING_NOTE,
    },
    '5_10_roll_90': {
      test: '5→10 Roll 90',
      setup: 'A cone at 0 and at 5 yards; from the 5-yard cone, a cone 10 yards off to one side.',
      distances: 'A 5-yard run-in, a 90° turn at the 5-yard cone, then 10 yards.',
      start: 'Standing start at the 0-yard cone.',
      measured: 'From the 5-yard cone, through the turn, to the last cone, in seconds.',
      timing: HAND_TIMING_NOTE,
    },
    '5_10_180_return': {
      test: '5→10 180 Return',
      setup: 'Cones at 0 and 5 yards, and a line 10 yards back from the 5-yard cone.',
      distances: 'A 5-yard run-in, a 180° turn at the 5-yard cone, then 10 yards back.',
      start: 'Standing start at the 0-yard cone.',
      measured: 'From the 5-yard cone, through the turn, to the line 10 yards back, in seconds.',
      timing: HAND_TIMING_NOTE,
    },
    shredmill_gear_2: {
      test: 'ShredMill Gear 2',
      setup: SHREDMILL_SETUP,
      distances: 'Run until your speed stops rising, usually 6 to 10 seconds.',
      start: 'Start from a standing split stance when the belt is released.',
      measured: SHREDMILL_MEASURED,
    },
    shredmill_gear_3: {
      test: 'ShredMill Gear 3',
      setup: SHREDMILL_SETUP,
      distances: 'Run until your speed stops rising, usually 6 to 10 seconds.',
      start: 'Start from a standing split stance when the belt is released.',
      measured: SHREDMILL_MEASURED,
    },
    shredmill_gear_4_a: gear4,
    shredmill_gear_4_b: gear4,
    shredmill_gear_4_c: gear4,
  };
})();

/** The sheet of one test. */
export function testGuideFor(movement: MovementName): TestGuide {
  return TEST_GUIDES[movement];
}

/** True for the ShredMill tests, whose sheets also explain the gears and the options. */
export function isShredMillTest(movement: MovementName): boolean {
  return movement.startsWith('shredmill_');
}
