/**
 * A file's athlete to a roster athlete (docs/product/timing-import.md, "Matching athletes"):
 * exactly by e-mail or by name (case, accents, punctuation and word order aside); otherwise the
 * roster names close to it, best first, for a person to confirm; otherwise none. Nothing is
 * matched by a guess without a person confirming it, and no account is ever created.
 */
import type { AthleteKey } from './runs';

export interface RosterAthlete {
  id: string;
  name: string;
  email?: string | null;
}

export type AthleteMatch =
  | { kind: 'exact'; athleteId: string }
  | { kind: 'close'; candidates: { athleteId: string; name: string; score: number }[] }
  | { kind: 'none' };

/** How alike two names must be (0–1) to be offered as a close match. */
export const CLOSE_MATCH_SCORE = 0.75;
const MAX_CANDIDATES = 3;

export function matchAthlete(key: AthleteKey, roster: readonly RosterAthlete[]): AthleteMatch {
  if (key.email) {
    const email = key.email.trim().toLowerCase();
    const byEmail = roster.find((a) => a.email && a.email.trim().toLowerCase() === email);
    if (byEmail) return { kind: 'exact', athleteId: byEmail.id };
  }
  const name = nameTokens(key.name);
  if (name.length === 0) return { kind: 'none' };
  const exact = roster.filter((a) => sameTokens(nameTokens(a.name), name));
  if (exact.length === 1) return { kind: 'exact', athleteId: exact[0]!.id };
  const candidates = roster
    .map((a) => ({ athleteId: a.id, name: a.name, score: nameSimilarity(key.name, a.name) }))
    .filter((c) => c.score >= CLOSE_MATCH_SCORE)
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .slice(0, MAX_CANDIDATES);
  return candidates.length > 0 ? { kind: 'close', candidates } : { kind: 'none' };
}

/** A name's words: lower case, without accents or punctuation. */
export function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((t) => t !== '');
}

const sameTokens = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

/** 0–1: one minus the edit distance over the longer length, of the names' sorted words. */
export function nameSimilarity(a: string, b: string): number {
  const left = nameTokens(a).sort().join(' ');
  const right = nameTokens(b).sort().join(' ');
  const longest = Math.max(left.length, right.length);
  if (longest === 0) return 0;
  return Math.round((1 - editDistance(left, right) / longest) * 1000) / 1000;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}
