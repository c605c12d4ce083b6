/**
 * An athlete's age from the birth month and year they give (docs/product/privacy.md). Only the
 * month and year are asked: it is all the age rules need, and less to keep about a child. With
 * no day, the birthday is taken to fall on the last day of the birth month, so the age computed
 * is the youngest the person can be — a child is never taken for 13 a few weeks early.
 */

/** Below this age an account needs a parent's or guardian's verified consent (COPPA). */
export const CHILD_AGE_LIMIT = 13;
/** From this age a person is an adult: no guardian rules apply. */
export const ADULT_AGE = 18;
/** The oldest age sign-up accepts; an earlier year is a typo. */
export const OLDEST_AGE = 100;

export interface BirthMonth {
  year: number;
  /** 1–12. */
  month: number;
}

/** The months as the birth-month question lists them; month `m` (1–12) is `MONTH_NAMES[m - 1]`. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** What coaches see instead of a birth date (docs/product/privacy.md "What coaches see"). */
export const AGE_GROUPS = ['under_13', '13_14', '15_16', '17_18', '19_plus'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const AGE_GROUP_LABELS: Record<AgeGroup, string> = {
  under_13: 'Under 13',
  '13_14': '13–14',
  '15_16': '15–16',
  '17_18': '17–18',
  '19_plus': '19 and over',
};

/** Whole years on `today` (YYYY-MM-DD); the birthday counts as reached after the birth month. */
export function ageOn(birth: BirthMonth, today: string): number {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const years = year - birth.year;
  return month > birth.month ? years : years - 1;
}

export function ageGroupOf(age: number): AgeGroup {
  if (age < CHILD_AGE_LIMIT) return 'under_13';
  if (age <= 14) return '13_14';
  if (age <= 16) return '15_16';
  if (age < 19) return '17_18';
  return '19_plus';
}

/** 'child' (under 13), 'teen' (13–17) or 'adult' — which guardian rules apply. */
export type AgeBand = 'child' | 'teen' | 'adult';

export function ageBandOf(age: number): AgeBand {
  if (age < CHILD_AGE_LIMIT) return 'child';
  if (age < ADULT_AGE) return 'teen';
  return 'adult';
}

/**
 * Why a birth month cannot be right on `today`, or null when it can: it is not past yet, or
 * lies more than {@link OLDEST_AGE} years back.
 */
export function birthMonthProblem(birth: BirthMonth, today: string): string | null {
  const [year, month] = today.split('-').map(Number) as [number, number];
  if (birth.year > year || (birth.year === year && birth.month > month))
    return 'Your birth month cannot be in the future.';
  if (year - birth.year > OLDEST_AGE)
    return `Check the year: it is more than ${OLDEST_AGE} years ago.`;
  return null;
}

/** The age group of a stored birth month on `today`; null when none was given. */
export function ageGroupOnDay(
  birthYear: number | null,
  birthMonth: number | null,
  today: string,
): AgeGroup | null {
  if (birthYear === null || birthMonth === null) return null;
  return ageGroupOf(ageOn({ year: birthYear, month: birthMonth }, today));
}
