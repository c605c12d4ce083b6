/**
 * Display formats (docs/product/constants.md 'Display': distance as feet and inches rounded to whole inches, speed
 * in mph, time in seconds with 2 decimals, video duration m:ss, phone ddd-ddd-dddd).
 *
 * Shared choices:
 * - Non-finite numbers (NaN, ±Infinity) are treated like a missing value.
 * - Negative values keep their sign in front of the whole text (`-0' 5"`, `-0.12`), and a value
 *   that rounds to zero never shows a minus sign (`0' 0"`, not `-0' 0"`).
 * - Rounding is half away from zero on the scaled value (`Math.round(|x|·10^d)`), so it is
 *   symmetric for positive and negative differences. Values entered with the form's steps
 *   (0.01 s, 0.1 mph, whole inches) are shown exactly.
 */
import {
  INCHES_PER_FOOT,
  MISSING_VALUE_TEXT,
  NOT_SET_TEXT,
  PHONE_DIGITS,
  type UnitType,
} from './constants';

/**
 * Phone for display (docs/product/screens.md settings, docs/product/constants.md): the digits of the value, when there are 10 of them
 * or 11 starting with 1 (the stored `+1XXXXXXXXXX` form included), as `ddd-ddd-dddd`.
 * Empty, blank, null or undefined → 'Not set'. Anything else is returned exactly as given, so
 * an unusual stored value is still visible rather than hidden.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (phone == null || phone.trim() === '') return NOT_SET_TEXT;
  let digits = phone.replace(/\D/g, '');
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== PHONE_DIGITS) return phone;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Rounds half away from zero to whole units and returns the sign separately (no `-0`). */
function splitSign(value: number, decimals: number): { negative: boolean; abs: number } {
  const factor = 10 ** decimals;
  const abs = Math.round(Math.abs(value) * factor) / factor;
  return { negative: value < 0 && abs !== 0, abs };
}

/**
 * Inches as feet and inches, e.g. 122 → `10' 2"` (docs/product/constants.md). The value is first rounded to whole
 * inches and only then split, so 131.6 → 132 → `11' 0"` (never `10' 12"`). Under a foot keeps
 * the feet part: 5 → `0' 5"`; 0 → `0' 0"`. Non-finite → '-'.
 */
export function formatDistance(inches: number): string {
  if (!Number.isFinite(inches)) return MISSING_VALUE_TEXT;
  const { negative, abs } = splitSign(inches, 0);
  const feet = Math.floor(abs / INCHES_PER_FOOT);
  const rest = abs % INCHES_PER_FOOT;
  return `${negative ? '-' : ''}${feet}' ${rest}"`;
}

/** Height in inches, shown like a distance (docs/product/screens.md 'height shown in feet and inches'): 71.3 → `5' 11"`. */
export function formatHeight(inches: number): string {
  return formatDistance(inches);
}

/** Seconds with exactly 2 decimals and no unit (docs/product/constants.md): 4.5 → '4.50'. Non-finite → '-'. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds)) return MISSING_VALUE_TEXT;
  const { negative, abs } = splitSign(seconds, 2);
  return `${negative ? '-' : ''}${abs.toFixed(2)}`;
}

/** Miles per hour with 1 decimal (the entry step is 0.1 mph, docs/product/validation.md) and the unit: '15.0 mph'. */
export function formatSpeed(mph: number): string {
  if (!Number.isFinite(mph)) return MISSING_VALUE_TEXT;
  const { negative, abs } = splitSign(mph, 1);
  return `${negative ? '-' : ''}${abs.toFixed(1)} mph`;
}

/**
 * A measured value in its unit, for tables and charts: missing (null, undefined, non-finite)
 * → '-' (docs/product/screens.md); distance → feet and inches; time → '4.50s'; speed → '15.0 mph'.
 */
export function formatValue(value: number | null | undefined, unit: UnitType): string {
  if (value == null || !Number.isFinite(value)) return MISSING_VALUE_TEXT;
  switch (unit) {
    case 'distance':
      return formatDistance(value);
    case 'time':
      return `${formatTime(value)}s`;
    case 'speed':
      return formatSpeed(value);
  }
}

/**
 * Video duration as m:ss (docs/product/screens.md drills, docs/product/constants.md): 65 → '1:05', 0 → '0:00', 3600 → '60:00'
 * (minutes are not split into hours). Fractions are dropped (59.9 → '0:59', like a player
 * clock). Null, undefined, negative or non-finite → '' (nothing shown).
 */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !Number.isFinite(seconds) || seconds < 0) return '';
  const whole = Math.floor(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/**
 * Formatters are made once, on first use: making one (`toLocaleDateString` with options makes
 * a new one on every call) costs far more than formatting with it, and tables format a day per
 * row.
 */
function memoized<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const dayFormat = memoized(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const dayInYearFormat = memoized(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
);

/** A calendar day as a UTC midnight, so formatting it in UTC shows that very day. */
function utcDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

/** A calendar day as people read it: '2026-11-24' → 'Nov 24, 2026' (no time zone shift). */
export function formatTestDate(day: string): string {
  return dayFormat().format(utcDay(day));
}

/**
 * A calendar day in a narrow column: 'Nov 24' in the current year, 'Nov 24, 2025' otherwise.
 */
export function formatTestDateShort(day: string, now: Date = new Date()): string {
  const sameYear = day.slice(0, 4) === String(now.getFullYear());
  return (sameYear ? dayInYearFormat() : dayFormat()).format(utcDay(day));
}

/** 1 → '1st', 22 → '22nd', 13 → '13th', 111 → '111th'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const last = n % 10;
  return `${n}${last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th'}`;
}
