/**
 * What a column holds, read from its header (docs/product/timing-import.md, "Mapping columns"):
 * who ran (a name, first and last name, an e-mail, the timing program's own id), when, which
 * test, which trial, the total time, or — in a file with one row per gate — the gate's distance
 * and the time at it. Headers that name a gate are read by header-distance.ts.
 */
export const COLUMN_ROLES = [
  'athlete-name',
  'first-name',
  'last-name',
  'email',
  'athlete-id',
  'date',
  'test',
  'trial',
  'total',
  'gate-distance',
  'gate-time',
  'other',
] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

const ROLE_PATTERNS: readonly [ColumnRole, RegExp][] = [
  ['email', /^e-?mail( address)?$/],
  ['athlete-id', /^(athlete|player|user|person|external|client) ?id$/],
  ['first-name', /^(first|given) ?name$|^name$/],
  ['last-name', /^(last|family|sur) ?name$|^surname$/],
  ['athlete-name', /^(athlete|player|person|full ?name|athlete name|player name|client|user)$/],
  ['date', /^(date|test ?date|session ?date|date ?time|timestamp|date of test)$/],
  ['test', /^(test|test ?name|test ?type|exercise|drill|movement)$/],
  ['trial', /^(trial|run|rep|repetition|attempt|trial ?(#|no\.?|number)|run ?(#|no\.?|number))$/],
  ['total', /^(total|total ?time|final ?time|time|total ?time ?\[s\]|time ?\[s\]|time ?\(s\))$/],
  [
    'gate-distance',
    /^(gate|gate ?distance|split ?distance|distance|position)( ?[[(]?(m|yd)[\])]?)?$/,
  ],
  ['gate-time', /^(cumulative( time)?|gate ?time|split ?time|cumulative ?time ?\[s\])$/],
];

/** The role a header names, or 'other'. `Name` alone is a first name only beside a last name. */
export function columnRoleOf(header: string): ColumnRole {
  const text = header
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
  for (const [role, pattern] of ROLE_PATTERNS) if (pattern.test(text)) return role;
  return 'other';
}

/** Every column's role, `Name` read as the whole name when no last-name column is beside it. */
export function columnRoles(headers: readonly string[]): ColumnRole[] {
  const roles = headers.map(columnRoleOf);
  const hasLast = roles.includes('last-name');
  return roles.map((role, index) =>
    role === 'first-name' && !hasLast && /^name$/i.test(headers[index]!.trim())
      ? 'athlete-name'
      : role,
  );
}
