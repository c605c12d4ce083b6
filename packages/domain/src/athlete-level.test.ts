import { describe, expect, it } from 'vitest';
import {
  athleteLevel,
  gradeFor,
  highSchoolGraduationYears,
  levelChoiceProblem,
  levelGroupName,
  levelText,
  schoolYearEnd,
} from './athlete-level';

const spring = new Date('2026-04-15T12:00:00Z');
const lastDayOfJune = new Date('2026-06-30T23:59:59Z');
const firstOfJuly = new Date('2026-07-01T00:00:00Z');

describe('school year and grade', () => {
  it('turns over on July 1 (UTC): the summer move', () => {
    expect(schoolYearEnd(spring)).toBe(2026);
    expect(schoolYearEnd(lastDayOfJune)).toBe(2026);
    expect(schoolYearEnd(firstOfJuly)).toBe(2027);
  });

  it('counts the grade back from the graduation year', () => {
    expect(gradeFor(2026, spring)).toBe(12);
    expect(gradeFor(2027, spring)).toBe(11);
    expect(gradeFor(2029, spring)).toBe(9);
    // The same athlete a summer later is a senior.
    expect(gradeFor(2027, firstOfJuly)).toBe(12);
    expect(highSchoolGraduationYears(spring)).toEqual([2026, 2027, 2028, 2029]);
  });
});

describe('athleteLevel', () => {
  const base = { teamLevels: [], chosenLevel: null, graduationYear: null, now: spring } as const;

  it('is unknown with no team level and nothing chosen', () => {
    expect(athleteLevel(base)).toBeNull();
    expect(athleteLevel({ ...base, teamLevels: ['youth', 'other', null] })).toBeNull();
  });

  it("takes the team's level over the one chosen in Settings", () => {
    expect(athleteLevel({ ...base, teamLevels: ['college'], chosenLevel: 'high_school' })).toEqual({
      level: 'college',
      grade: null,
      source: 'team',
    });
    // A youth team has no benchmarks: the next team with a level counts.
    expect(athleteLevel({ ...base, teamLevels: ['youth', 'high_school'] })?.level).toBe(
      'high_school',
    );
  });

  it('falls back to the level chosen in Settings', () => {
    expect(athleteLevel({ ...base, chosenLevel: 'professional' })).toEqual({
      level: 'professional',
      grade: null,
      source: 'settings',
    });
  });

  it("gives a high-school team's athlete his grade from the graduation year", () => {
    const junior = { ...base, teamLevels: ['high_school'] as const, graduationYear: 2027 };
    expect(athleteLevel(junior)).toEqual({ level: 'high_school', grade: 11, source: 'team' });
    expect(athleteLevel({ ...junior, now: firstOfJuly })?.grade).toBe(12);
    // Graduated, still on the team: high school without a grade.
    expect(athleteLevel({ ...junior, graduationYear: 2025 })?.grade).toBeNull();
  });

  it('moves a Settings level across school boundaries each summer', () => {
    const eighthGrader = { ...base, chosenLevel: 'middle_school' as const, graduationYear: 2031 };
    expect(athleteLevel(eighthGrader)?.level).toBe('middle_school');
    const nextSummer = new Date('2027-07-01T00:00:00Z');
    expect(athleteLevel({ ...eighthGrader, now: nextSummer })).toEqual({
      level: 'high_school',
      grade: 9,
      source: 'settings',
    });
    const senior = { ...base, chosenLevel: 'high_school' as const, graduationYear: 2026 };
    expect(athleteLevel({ ...senior, now: firstOfJuly })).toEqual({
      level: 'high_school',
      grade: null,
      source: 'settings',
    });
  });

  it('ignores a graduation year for college and pro', () => {
    expect(
      athleteLevel({ ...base, chosenLevel: 'college', graduationYear: 2027 })?.grade,
    ).toBeNull();
  });
});

describe('level texts', () => {
  it('names the group and the level', () => {
    const junior = { level: 'high_school', grade: 11, source: 'team' } as const;
    expect(levelGroupName(junior)).toBe('HS juniors');
    expect(levelText(junior)).toBe('High school, grade 11 (junior)');
    expect(levelGroupName({ level: 'high_school', grade: 9, source: 'team' })).toBe('HS freshmen');
    expect(levelGroupName({ level: 'college', grade: null, source: 'settings' })).toBe(
      'college players',
    );
    expect(levelText({ level: 'professional', grade: null, source: 'settings' })).toBe('Pro');
  });
});

describe('levelChoiceProblem', () => {
  it('needs a graduation year in high school this school year for high school', () => {
    expect(levelChoiceProblem({ level: 'high_school', graduationYear: null }, spring)).toBe(
      'Enter your graduation year',
    );
    expect(levelChoiceProblem({ level: 'high_school', graduationYear: 2027 }, spring)).toBeNull();
    expect(levelChoiceProblem({ level: 'high_school', graduationYear: 2030 }, spring)).toBe(
      'Graduation year must be 2026 to 2029 for high school',
    );
  });

  it('lets middle school have a later graduation year, and nothing else have one', () => {
    expect(levelChoiceProblem({ level: 'middle_school', graduationYear: 2031 }, spring)).toBeNull();
    expect(levelChoiceProblem({ level: 'middle_school', graduationYear: null }, spring)).toBeNull();
    expect(levelChoiceProblem({ level: 'middle_school', graduationYear: 2028 }, spring)).toBe(
      'Graduation year must be 2030 to 2033 for middle school',
    );
    expect(levelChoiceProblem({ level: 'college', graduationYear: 2027 }, spring)).toBe(
      'Only a school level takes a graduation year',
    );
    expect(levelChoiceProblem({ level: null, graduationYear: null }, spring)).toBeNull();
  });
});
