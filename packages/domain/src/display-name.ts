/**
 * Names other people read in messages the app sends from its own address: team names and the
 * names people give themselves (docs/product/teams.md, "Names in invites"). They go into invite
 * e-mails and text messages, so they may hold letters, digits, spaces and a little punctuation,
 * and never a web or e-mail address.
 */
import { PERSON_NAME_MAX, TEAM_NAME_MAX } from './constants';

/** The punctuation a name may use besides letters, digits and single spaces. */
export const NAME_PUNCTUATION = ".,'’-&()!?#";

/** Letters (any script, with their accents), decimal digits, a space, or the punctuation above. */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd} .,'’\-&()!?#]*$/u;
/** A web address without a scheme: `evil.com`, `login.example.org` (a dot followed by 2+ letters). */
const LOOKS_LIKE_DOMAIN = /[\p{L}\p{Nd}-]\.\p{L}{2,}/u;
/** `www` on its own, the usual start of a typed web address. */
const WWW = /(^|[^\p{L}])www([^\p{L}]|$)/iu;

export type DisplayNameKind = 'team' | 'person';

const WHAT: Record<DisplayNameKind, string> = { team: 'the team name', person: 'your name' };

/**
 * Why `value` (already trimmed) cannot be a name of this kind, or null when it can. Checked on
 * the NFKC form, so full-width or styled look-alikes of `@`, `/` or `.` count as what they look
 * like.
 */
export function displayNameProblem(value: string, kind: DisplayNameKind): string | null {
  const what = WHAT[kind];
  const max = kind === 'team' ? TEAM_NAME_MAX : PERSON_NAME_MAX;
  const folded = value.normalize('NFKC');
  if ([...folded].length > max) return `Keep ${what} to ${max} characters or fewer`;
  if (
    folded.includes('@') ||
    folded.includes('://') ||
    LOOKS_LIKE_DOMAIN.test(folded) ||
    WWW.test(folded)
  )
    return `Leave web and e-mail addresses out of ${what}`;
  if (!NAME_CHARACTERS.test(folded))
    return `Use only letters, numbers, spaces and ${NAME_PUNCTUATION.split('').join(' ')} in ${what}`;
  return null;
}

/** The first problem of several names a person gives themselves (trimmed first), or null. */
export function personNamesProblem(...names: string[]): string | null {
  for (const name of names) {
    const problem = displayNameProblem(name.trim(), 'person');
    if (problem) return problem;
  }
  return null;
}
