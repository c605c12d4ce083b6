/**
 * The athlete's level (docs/product/levels.md): what a benchmark "at your level" compares with.
 * It comes from the athlete's team when the team has a level that benchmarks exist for, else
 * from the level chosen in Settings; a high-school grade comes from the graduation year and
 * moves on each summer.
 */
import type { TeamLevel } from './constants';

export const ATHLETE_LEVELS = ['middle_school', 'high_school', 'college', 'professional'] as const;
export type AthleteLevel = (typeof ATHLETE_LEVELS)[number];
export const ATHLETE_LEVEL_LABELS: Record<AthleteLevel, string> = {
  middle_school: 'Middle school',
  high_school: 'High school',
  college: 'College',
  professional: 'Pro',
};

export const HIGH_SCHOOL_GRADES = [9, 10, 11, 12] as const;
export type HighSchoolGrade = (typeof HIGH_SCHOOL_GRADES)[number];
/** Plural class names, as in "the 90th percentile of HS juniors". */
export const HIGH_SCHOOL_CLASS_NAMES: Record<HighSchoolGrade, string> = {
  9: 'freshmen',
  10: 'sophomores',
  11: 'juniors',
  12: 'seniors',
};

const HIGH_SCHOOL_CLASS_NAME: Record<HighSchoolGrade, string> = {
  9: 'freshman',
  10: 'sophomore',
  11: 'junior',
  12: 'senior',
};

/** The school year turns over on the first day of this month (July, UTC): the summer move. */
export const SCHOOL_YEAR_START_MONTH = 7;

/** The calendar year in which the current school year ends: June 2027 for 2026-27. */
export function schoolYearEnd(now: Date): number {
  const year = now.getUTCFullYear();
  return now.getUTCMonth() + 1 >= SCHOOL_YEAR_START_MONTH ? year + 1 : year;
}

/** The grade this school year for a graduation year: 12 in the year of graduation, 11 the year before… */
export function gradeFor(graduationYear: number, now: Date): number {
  return 12 - (graduationYear - schoolYearEnd(now));
}

/** The graduation years that put an athlete in grades 12 down to 9 this school year. */
export function highSchoolGraduationYears(now: Date): number[] {
  const end = schoolYearEnd(now);
  return [end, end + 1, end + 2, end + 3];
}

const isHighSchoolGrade = (grade: number): grade is HighSchoolGrade =>
  (HIGH_SCHOOL_GRADES as readonly number[]).includes(grade);

/** A team's level as an athlete level; youth and other teams have none. */
export function teamLevelAsAthleteLevel(level: TeamLevel | null): AthleteLevel | null {
  return level !== null && (ATHLETE_LEVELS as readonly string[]).includes(level)
    ? (level as AthleteLevel)
    : null;
}

export interface AthleteLevelInput {
  /** Levels of the athlete's current teams, the most recently joined first. */
  teamLevels: readonly (TeamLevel | null)[];
  /** The level chosen in Settings, if any. */
  chosenLevel: AthleteLevel | null;
  graduationYear: number | null;
  now: Date;
}

export interface AthleteLevelInfo {
  level: AthleteLevel;
  /** 9–12 for a high-school athlete whose graduation year says so; otherwise null. */
  grade: HighSchoolGrade | null;
  source: 'team' | 'settings';
}

/**
 * The athlete's level. A team with a benchmark level wins (the most recently joined first);
 * otherwise the level chosen in Settings. With a graduation year, a high-school athlete's grade
 * follows it; a level chosen in Settings also follows it across the boundaries — a middle
 * schooler whose graduation year reaches grade 9 becomes a high-school freshman that summer.
 * Past grade 12 the level stays high school without a grade until the athlete changes it.
 */
export function athleteLevel(input: AthleteLevelInput): AthleteLevelInfo | null {
  const fromTeam = input.teamLevels.map(teamLevelAsAthleteLevel).find((l) => l !== null) ?? null;
  const level = fromTeam ?? input.chosenLevel;
  if (level === null) return null;
  const source = fromTeam !== null ? 'team' : 'settings';
  const schoolLevel = level === 'middle_school' || level === 'high_school';
  if (input.graduationYear === null || !schoolLevel) return { level, grade: null, source };
  const grade = gradeFor(input.graduationYear, input.now);
  if (source === 'team') {
    return {
      level,
      grade: level === 'high_school' && isHighSchoolGrade(grade) ? grade : null,
      source,
    };
  }
  if (isHighSchoolGrade(grade)) return { level: 'high_school', grade, source };
  if (grade < 9) return { level: 'middle_school', grade: null, source };
  return { level: 'high_school', grade: null, source };
}

/** Who the athlete is compared with, in a sentence: "HS juniors", "college players". */
export function levelGroupName(info: AthleteLevelInfo): string {
  if (info.level === 'high_school') {
    return info.grade === null ? 'HS players' : `HS ${HIGH_SCHOOL_CLASS_NAMES[info.grade]}`;
  }
  if (info.level === 'middle_school') return 'middle-school players';
  if (info.level === 'college') return 'college players';
  return 'pro players';
}

/** The level as Settings and the roster show it: "High school, grade 11 (junior)". */
export function levelText(info: AthleteLevelInfo): string {
  const base = ATHLETE_LEVEL_LABELS[info.level];
  if (info.grade === null) return base;
  return `${base}, grade ${info.grade} (${HIGH_SCHOOL_CLASS_NAME[info.grade]})`;
}

/**
 * Why a level chosen in Settings is refused, or null when it is fine: high school needs a
 * graduation year that is in high school this school year; middle school may have one that is
 * still before grade 9; college and pro take none.
 */
export function levelChoiceProblem(
  choice: { level: AthleteLevel | null; graduationYear: number | null },
  now: Date,
): string | null {
  const years = highSchoolGraduationYears(now);
  if (choice.level === 'high_school') {
    if (choice.graduationYear === null) return 'Enter your graduation year';
    if (!years.includes(choice.graduationYear))
      return `Graduation year must be ${years[0]} to ${years[3]} for high school`;
    return null;
  }
  if (choice.graduationYear === null) return null;
  if (choice.level === 'middle_school') {
    const latest = years[3]! + 4;
    return choice.graduationYear > years[3]! && choice.graduationYear <= latest
      ? null
      : `Graduation year must be ${years[3]! + 1} to ${latest} for middle school`;
  }
  return 'Only a school level takes a graduation year';
}
