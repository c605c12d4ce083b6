/** Fixed vocabularies and constants of the product (docs/product/data-model.md, docs/product/constants.md). */

export const POSITIONS = ['CB', 'S', 'LB', 'DE', 'DT', 'WR', 'RB', 'TE', 'OT', 'OG', 'C'] as const;
export type Position = (typeof POSITIONS)[number];
/** Dashboard position selector fallback when the athlete has none (docs/product/screens.md). */
export const FALLBACK_POSITION: Position = 'WR';

export const PROFILE_ROLES = ['athlete', 'coach', 'both'] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];
/** Roles a person may choose for themselves at sign-up or role selection. */
/**
 * Seconds before another code may be sent to the same address (the server's default limit; the
 * code already sent stays valid meanwhile, so going back and on again needs no new code).
 */
export const OTP_RESEND_AFTER_SECONDS = 60;

/** What a one-time code was sent for; a code for one purpose never verifies another. */
export const OTP_PURPOSES = ['login', 'signup', 'delete_account', 'change_identity'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
/** The purposes a code may be asked for on the sign-in screens (the others need a session). */
export const SIGN_IN_PURPOSES = ['login', 'signup'] as const satisfies readonly OtpPurpose[];
export type SignInPurpose = (typeof SIGN_IN_PURPOSES)[number];

export const SELF_SERVICE_ROLES = ['athlete', 'coach'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];

export const UNIT_TYPES = ['distance', 'time', 'speed'] as const;

/** How a timed test was timed: by hand (stopwatch) or electronically (laser, timing gates). */
export const TIMING_METHODS = ['hand', 'electronic'] as const;
export type TimingMethod = (typeof TIMING_METHODS)[number];

/** What happened to a test result; one revision row each. */
export const RESULT_REVISION_ACTIONS = [
  'create',
  'edit',
  'delete',
  'restore',
  'hide',
  'unhide',
] as const;
export type ResultRevisionAction = (typeof RESULT_REVISION_ACTIONS)[number];
export type UnitType = (typeof UNIT_TYPES)[number];

export const MOVEMENTS = [
  { name: 'broad_jump', displayName: 'Broad Jump', unitType: 'distance' },
  { name: 'forty', displayName: '40 Yard Dash', unitType: 'time' },
  { name: '5_10_fly', displayName: '5→10 Fly', unitType: 'time' },
  { name: '20_10_fly', displayName: '20→10 Fly', unitType: 'time' },
  { name: '5_10_decel', displayName: '5→10 Decel', unitType: 'time' },
  { name: '5_10_roll_90', displayName: '5→10 Roll 90', unitType: 'time' },
  { name: '5_10_180_return', displayName: '5→10 180 Return', unitType: 'time' },
  { name: 'shredmill_gear_2', displayName: 'ShredMill Gear 2', unitType: 'speed' },
  { name: 'shredmill_gear_3', displayName: 'ShredMill Gear 3', unitType: 'speed' },
  { name: 'shredmill_gear_4_a', displayName: 'ShredMill Gear 4 (Option A)', unitType: 'speed' },
  { name: 'shredmill_gear_4_b', displayName: 'ShredMill Gear 4 (Option B)', unitType: 'speed' },
  { name: 'shredmill_gear_4_c', displayName: 'ShredMill Gear 4 (Option C)', unitType: 'speed' },
] as const satisfies readonly { name: string; displayName: string; unitType: UnitType }[];
export type MovementName = (typeof MOVEMENTS)[number]['name'];
export const MOVEMENT_NAMES = MOVEMENTS.map((m) => m.name) as MovementName[];

/** True when `name` is one of the movement names of docs/product/data-model.md (narrows a database string). */
export function isMovementName(name: string): name is MovementName {
  return MOVEMENTS.some((m) => m.name === name);
}

export function unitTypeOf(movement: MovementName): UnitType {
  const found = MOVEMENTS.find((m) => m.name === movement);
  if (!found) throw new Error(`Unknown movement ${movement}`);
  return found.unitType;
}

/** Hexagon vertices in documented order (docs/product/data-model.md). */
export const HEXAGON_VERTICES = [
  { movement: 'shredmill_gear_3', label: 'G3', unit: 'speed' },
  { movement: 'shredmill_gear_4_a', label: 'G4', unit: 'speed' },
  { movement: '20_10_fly', label: '20→10', unit: 'time' },
  { movement: '5_10_fly', label: '5→10', unit: 'time' },
  { movement: 'broad_jump', label: 'BJ', unit: 'distance' },
  { movement: 'shredmill_gear_2', label: 'G2', unit: 'speed' },
] as const satisfies readonly { movement: MovementName; label: string; unit: UnitType }[];

export const PRIMARY_DEFICIENCIES = [
  'force_deficient',
  'form_deficient',
  'well_balanced',
  'other',
] as const;
export type PrimaryDeficiency = (typeof PRIMARY_DEFICIENCIES)[number];
export const PRESCRIBED_DEFICIENCIES = ['force_deficient', 'form_deficient'] as const;
export type PrescribedDeficiency = (typeof PRESCRIBED_DEFICIENCIES)[number];

/**
 * Which drills are recommended: force or form drills (plus those for both) for a deficiency,
 * 'balanced' for an assessed well-balanced athlete (the drills for both), 'unassigned' before any
 * assessment.
 */
export const FORCE_OR_FORM = ['force', 'form', 'balanced', 'unassigned'] as const;
export type ForceOrForm = (typeof FORCE_OR_FORM)[number];

export const GEAR_LEVELS = [2, 3] as const;
export type GearLevel = (typeof GEAR_LEVELS)[number];

export const PRESCRIPTION_CATEGORIES = ['weight_room', 'field'] as const;
export type PrescriptionCategory = (typeof PRESCRIPTION_CATEGORIES)[number];

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trial',
  'inactive',
  'past_due',
  'canceled',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const VIDEO_ROLES = ['athlete', 'coach', 'both'] as const;
export type VideoRole = (typeof VIDEO_ROLES)[number];
export const DRILL_TYPES = ['force', 'form', 'both'] as const;
export type DrillType = (typeof DRILL_TYPES)[number];

/** One-time codes (docs/product/constants.md, docs/decisions/001-stack-and-layout.md). */
export const CODE_LENGTH = 6;
export const PHONE_DIGITS = 10;
export const PHONE_COUNTRY_PREFIX = '+1';

export { BETA_GRANT_PREFIX, REFRESH_RETRY_BASE_MS } from './first-screen-constants';

/** Broad jump entry bounds (docs/product/validation.md). */
export const BROAD_JUMP_FEET_MIN = 1;
export const BROAD_JUMP_FEET_MAX = 13;
export const BROAD_JUMP_INCHES_MIN = 0;
export const BROAD_JUMP_INCHES_MAX = 11;
export const INCHES_PER_FOOT = 12;

/** Assessment (docs/product/constants.md). */
export const FORCE_DEFICIENT_THRESHOLD_INCHES = 6;
/**
 * A best 5→10 or 20→10 fly slower than the elite value for the athlete's weight by MORE than
 * this many seconds means form deficient (docs/decisions/009-living-diagnosis.md says why 0.10 s).
 */
export const FORM_DEFICIENT_THRESHOLD_SECONDS = 0.1;
export const CONFIDENCE_WITH_GEAR = 75;
export const CONFIDENCE_WITHOUT_GEAR = 50;

/** Timings (docs/product/constants.md). */
export const DASHBOARD_OVERLAY_MS = 2000;
export const DASHBOARD_OVERLAY_FADE_MS = 500;
export const POST_ONBOARDING_WAIT_MS = 300;
export const CHART_ZOOM_MS = 2000;
export const TRIANGLE_FADE_MS = 600;
export const LONG_PRESS_FOLDER_MS = 500;
export const LONG_PRESS_UNFILED_MS = 1000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const CARD_TAG_LIMIT = 3;
export const LIVE_HEARTBEAT_MS = 25_000;
export const LIVE_RECONNECT_BACKOFF_MS = [1000, 2000, 5000, 10_000] as const;

/** Shown for a missing value in tables (docs/product/screens.md 'Missing values show -'). */
export const MISSING_VALUE_TEXT = '-';
/** Shown for an empty phone number on the settings pages (docs/product/screens.md). */
export const NOT_SET_TEXT = 'Not set';

/** Teams (docs/product/teams.md). */
export const TEAM_LEVELS = [
  'youth',
  'middle_school',
  'high_school',
  'college',
  'professional',
  'other',
] as const;
export type TeamLevel = (typeof TEAM_LEVELS)[number];
export const TEAM_LEVEL_LABELS: Record<TeamLevel, string> = {
  youth: 'Youth',
  middle_school: 'Middle school',
  high_school: 'High school',
  college: 'College',
  professional: 'Professional',
  other: 'Other',
};
export const TEAM_NAME_MAX = 60;
/** A first or last name: what fits an invite's sender line (docs/product/teams.md). */
export const PERSON_NAME_MAX = 40;
/** Invite codes: 8 characters from 32 that cannot be misread (no 0/O, no 1/I). */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const INVITE_CODE_LENGTH = 8;
/** An invite code and link work this many days after they are made or regenerated. */
export const INVITE_VALID_DAYS = 30;
/** "Active this week": tested or signed in within this many days. */
export const ACTIVE_WINDOW_DAYS = 7;
