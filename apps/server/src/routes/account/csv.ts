import type { AccountExport } from '@gamespeed/domain/contracts';

/**
 * The CSV download (docs/product/accounts.md): one file, one section per table. A section is a
 * `section,<name>` row, a header row, its rows, then an empty line. Cells follow RFC 4180; a
 * text cell that a spreadsheet would run as a formula (= + - @ tab CR) is prefixed with `'`.
 */
type Cell = string | number | boolean | null | undefined;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const row = (cells: Cell[]) => cells.map(cell).join(',');

function section(name: string, header: string[], rows: Cell[][]): string {
  return [row(['section', name]), row(header), ...rows.map(row), ''].join('\r\n');
}

export function accountCsv(data: AccountExport): string {
  const profile = data.profile ?? {};
  const profileRows: Cell[][] = [
    ['exportedAt', data.exportedAt],
    ['accountId', data.account.id],
    ['signInEmail', data.account.email],
    ['signInPhone', data.account.phone],
    ...Object.entries(profile).map(([key, value]): Cell[] => [key, value as Cell]),
  ];
  const resultHeader = [
    'id',
    'movement',
    'displayName',
    'unitType',
    'value',
    'resultType',
    'value2',
    'resultType2',
    'repNumber',
    'testDate',
    'timingMethod',
    'note',
    'clientId',
    'enteredBy',
    'enteredByName',
    'createdAt',
    'updatedAt',
    'deleted',
    'deletedAt',
    'hiddenAt',
    'hiddenReason',
  ] as const;
  const assessmentHeader = [
    'assessedAt',
    'primaryDeficiency',
    'gearLevel',
    'forceOrForm',
    'weightLbs',
    'normWeight',
    'broadJump',
    'fly510',
    'fly2010',
    'reason',
  ] as const;
  const profileHeader = [
    'trialId',
    'resultId',
    'testDate',
    'fortySeconds',
    'splits',
    'status',
    'reason',
    'message',
    'mss',
    'tau',
    'timeTo90PercentMss',
    'timeCorrection',
    'f0PerKg',
    'v0',
    'pmaxPerKg',
    'rfMax',
    'drf',
    'caveats',
    'computedAt',
  ] as const;
  return [
    section('profile', ['field', 'value'], profileRows),
    section(
      'results',
      [...resultHeader],
      data.results.map((result) => resultHeader.map((key) => result[key])),
    ),
    section(
      'result_revisions',
      ['resultId', 'action', 'changedAt', 'changedBy', 'previous'],
      data.results.flatMap((result) =>
        result.revisions.map((revision): Cell[] => [
          result.id,
          revision.action,
          revision.changedAt,
          revision.changedBy,
          revision.previous === null ? null : JSON.stringify(revision.previous),
        ]),
      ),
    ),
    section(
      'assessments',
      [...assessmentHeader],
      data.assessments.map((assessment) =>
        assessmentHeader.map((key) =>
          key === 'reason'
            ? assessment.reason == null
              ? null
              : JSON.stringify(assessment.reason)
            : (assessment[key] as Cell),
        ),
      ),
    ),
    section(
      'sprint_profiles',
      [...profileHeader],
      data.sprintProfiles.map((profile) =>
        profileHeader.map((key) =>
          key === 'splits' || key === 'caveats'
            ? JSON.stringify(profile[key])
            : (profile[key] as Cell),
        ),
      ),
    ),
  ].join('\r\n');
}
