/**
 * Team rules shared by the server and the web app (docs/product/teams.md): invite codes, the
 * roster badge, the biggest gap to elite and what a coach sees (retest due dates: ./retest.ts).
 */
import { ACTIVE_WINDOW_DAYS, INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from './constants';

const DAY_MS = 86_400_000;

export type TeamBadge = 'FORCE' | 'FORM' | 'WELL-BALANCED';

/**
 * The roster badge from the athlete's stored diagnosis: force_deficient → FORCE, form_deficient
 * → FORM, any other stored value → WELL-BALANCED; null before the first diagnosis.
 */
export function teamBadge(primaryDeficiency: string | null | undefined): TeamBadge | null {
  if (primaryDeficiency == null) return null;
  if (primaryDeficiency === 'force_deficient') return 'FORCE';
  if (primaryDeficiency === 'form_deficient') return 'FORM';
  return 'WELL-BALANCED';
}

/** What the join screen lists, before the athlete joins: everything the coach will see. */
export const COACH_SEES = [
  'Your name, position and weight',
  'Your diagnosis badge (FORCE, FORM or WELL-BALANCED) and your biggest gap to elite',
  'Your test results, your last test date and when a retest is due',
  'Your analysis: the same numbers and norms your dashboard shows',
  'When you last tested or signed in (to count active athletes)',
] as const;

/** Shown beside the list: what teammates see, and how to stop it. */
export const TEAMMATES_SEE =
  'Teammates see your best results on the team leaderboard unless you turn on "Hide me from leaderboards" in Settings.';

/** Spaces and dashes removed, letters upper-cased: what an athlete types becomes a code. */
export function normalizeInviteCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** True when `code` has the length and alphabet of an invite code. */
export function isInviteCodeShape(code: string): boolean {
  if (code.length !== INVITE_CODE_LENGTH) return false;
  for (const ch of code) if (!INVITE_CODE_ALPHABET.includes(ch)) return false;
  return true;
}

/** An invite link token: 32 lower-case hex characters. */
export const INVITE_TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/** `ABCD2345` → `ABCD-2345`, easier to read aloud. */
export function formatInviteCode(code: string): string {
  return code.length === INVITE_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/** Active this week: tested or signed in within the last ACTIVE_WINDOW_DAYS days. */
export function isActiveWithin(
  lastTestDate: string | null,
  lastSignInAt: Date | null,
  now: Date,
): boolean {
  const since = now.getTime() - ACTIVE_WINDOW_DAYS * DAY_MS;
  const sinceDay = new Date(since).toISOString().slice(0, 10);
  return (
    (lastTestDate !== null && lastTestDate >= sinceDay) ||
    (lastSignInAt !== null && lastSignInAt.getTime() >= since)
  );
}

export interface BiggestGap {
  test: 'Broad Jump' | '5→10 Fly' | '20→10 Fly';
  /** How far from elite: inches for the broad jump, seconds for a fly. 0 or less = at elite. */
  amount: number;
  unit: 'in' | 's';
}

/**
 * The biggest gap to elite, from the stored diagnosis reason (the gap the diagnosis named):
 * a slow fly names the fly, otherwise the broad jump. Null when there is no reason stored.
 */
export function biggestGapFromReason(reason: unknown): BiggestGap | null {
  if (typeof reason !== 'object' || reason === null) return null;
  const r = reason as { kind?: unknown; test?: unknown; gapInches?: unknown; gapSeconds?: unknown };
  if (r.kind === 'fly_slow' && typeof r.gapSeconds === 'number') {
    const test = r.test === '20→10 Fly' ? '20→10 Fly' : '5→10 Fly';
    return { test, amount: r.gapSeconds, unit: 's' };
  }
  if ((r.kind === 'broad_jump_short' || r.kind === 'balanced') && typeof r.gapInches === 'number') {
    return { test: 'Broad Jump', amount: Math.round(r.gapInches * 10) / 10, unit: 'in' };
  }
  return null;
}

/** "19 in short on Broad Jump", "0.24 s slow on 5→10 Fly", "At elite". */
export function biggestGapText(gap: BiggestGap | null): string {
  if (!gap) return 'No diagnosis yet';
  if (gap.amount <= 0) return 'At elite';
  return gap.unit === 'in'
    ? `${gap.amount} in short on ${gap.test}`
    : `${gap.amount.toFixed(2)} s slow on ${gap.test}`;
}
