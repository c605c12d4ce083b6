/**
 * The retest loop (docs/product/reminders.md): an athlete chooses to be reminded every 4, 6 or 8
 * weeks (default 6) or not at all. Each test keeps its own clock: a retest is due that many weeks
 * after the latest date of the test whose latest date is oldest ({@link retestClockDate}).
 * This is the one rule for the athlete's "Retest due" card, the reminder and the coach roster's
 * "retest due" mark (docs/product/teams.md).
 */

export const RETEST_REMINDER_WEEKS = [4, 6, 8] as const;
export type RetestReminderWeeks = (typeof RETEST_REMINDER_WEEKS)[number];

/** Title of the dashboard card and of the reminder. */
export const RETEST_DUE_TITLE = 'Retest due';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** yyyy-mm-dd of `date` in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** yyyy-mm-dd plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  if (!ISO_DATE.test(day)) throw new RangeError(`not a yyyy-mm-dd date: ${day}`);
  return isoDate(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/**
 * The day the retest clock runs from, given each test's latest date: the oldest of them, so a
 * broad jump 11 weeks old is due even when a fly was entered today. Null without any test.
 */
export function retestClockDate(latestDates: Iterable<string | null | undefined>): string | null {
  let oldest: string | null = null;
  for (const date of latestDates) if (date && (oldest === null || date < oldest)) oldest = date;
  return oldest;
}

export type RetestStatus =
  | { kind: 'off' }
  | { kind: 'no-tests'; weeks: RetestReminderWeeks }
  | {
      kind: 'scheduled' | 'due';
      weeks: RetestReminderWeeks;
      latestTestDate: string;
      dueDate: string;
    };

/**
 * Where the athlete stands: reminders off, no test yet, a retest scheduled for `dueDate`, or due
 * (today is on or after the due date).
 */
export function retestStatus(
  weeks: number | null | undefined,
  latestTestDate: string | null | undefined,
  today: string,
): RetestStatus {
  if (weeks == null || !(RETEST_REMINDER_WEEKS as readonly number[]).includes(weeks)) {
    return { kind: 'off' };
  }
  const w = weeks as RetestReminderWeeks;
  if (!latestTestDate) return { kind: 'no-tests', weeks: w };
  const dueDate = addDays(latestTestDate, w * 7);
  return { kind: dueDate <= today ? 'due' : 'scheduled', weeks: w, latestTestDate, dueDate };
}

/** The coach roster's retest columns: the due day and whether a test is due now. */
export interface RosterRetest {
  /** The day the next retest is due; null when reminders are off or there is no test yet. */
  retestDueOn: string | null;
  retestDue: boolean;
}

/**
 * {@link retestStatus} as the coach roster shows it, with the athlete's own choice: due on or
 * after the due day; an athlete with reminders on and no test yet is due a first test; an
 * athlete with reminders off is never due.
 */
export function rosterRetest(
  weeks: number | null | undefined,
  lastTestDate: string | null | undefined,
  today: string,
): RosterRetest {
  const status = retestStatus(weeks, lastTestDate, today);
  switch (status.kind) {
    case 'off':
      return { retestDueOn: null, retestDue: false };
    case 'no-tests':
      return { retestDueOn: null, retestDue: true };
    default:
      return { retestDueOn: status.dueDate, retestDue: status.kind === 'due' };
  }
}

/** The dashboard card's sentence and the reminder's text. */
/**
 * The retest reminder by SMS (docs/product/reminders.md): one GSM-7 segment (at most 160
 * characters, only GSM-7 characters), so it costs one message. No link fits beside the sentence:
 * reminders are turned off in Settings.
 */
export function retestDueSms(weeks: number, latestTestDate: string): string {
  return `GameSpeed: ${RETEST_DUE_TITLE}. ${weeks} weeks since your last test (${latestTestDate}). Retest your broad jump and flies. Turn reminders off in Settings.`;
}

export function retestDueText(weeks: number, latestTestDate: string): string {
  return `It has been ${weeks} weeks since your last test (${latestTestDate}). Retest your broad jump and flies to see how far you have come.`;
}
