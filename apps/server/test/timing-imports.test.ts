// One file, longer than 300 lines: the round trip, the refusals and the 20,000-row import share one team set-up.
import { readFileSync } from 'node:fs';
import type { Team } from '@gamespeed/domain/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp } from './support/auth';
import { getTestDatabase } from './support/database';

/**
 * Timing-file imports through the HTTP API (docs/product/timing-import.md), with Chronojump's
 * world-championship file as it is (the domain's fixtures, bytes unchanged).
 */

const delivery = deliveryForThisFile();
const app = () => buildTestApp({}, delivery.integrations);

const CHRONOJUMP = readFileSync(
  new URL(
    '../../../packages/domain/src/timing-import/fixtures/chronojump-world-championship-100m-splits.csv',
    import.meta.url,
  ),
);
const base64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return (await (await getTestDatabase()).db.execute<T>(query)).rows;
}

async function setUp(server: App) {
  const coach = await signUp(server, delivery, {
    role: 'coach',
    firstName: 'Jo',
    lastName: 'Coach',
  });
  const created = await call(server, coach, 'POST', '/api/teams', { name: 'Sprinters' });
  expect(created.statusCode, created.body).toBe(201);
  const team = created.json<Team>();
  const greene = await signUp(server, delivery, { firstName: 'Maurice', lastName: 'Greene' });
  const montgomery = await signUp(server, delivery, { firstName: 'Tim', lastName: 'Montgomery' });
  for (const s of [greene, montgomery]) {
    const joined = await call(server, s, 'POST', '/api/teams/join', { code: team.inviteCode });
    expect(joined.statusCode, joined.body).toBe(200);
  }
  return { coach, team, greene, montgomery };
}

type Preview = {
  delimiter: string;
  decimalComma: boolean;
  firstRows: { text: string; number: number | null }[][];
  mapping: Record<string, unknown>;
  athletes: { name: string; rows: number; match: { kind: string; athleteId?: string } }[];
  runs: {
    line: number;
    athlete: string;
    saves: { what: string; seconds: number }[];
    skipped: string | null;
  }[];
  counts: { runs: number; toSave: number; skipped: number };
  alreadyImported: unknown;
};

describe('timing-file import', () => {
  it('previews, saves, refuses the same file again, undoes and imports again', async () => {
    const server = await app();
    const { coach, team, greene } = await setUp(server);
    const file = {
      fileName: 'WorlChampionshipSplitTimes.csv',
      content: base64(CHRONOJUMP),
      teamId: team.id,
    };

    const preview = await call(server, coach, 'POST', '/api/timing-imports/preview', file);
    expect(preview.statusCode, preview.body).toBe(200);
    const read = preview.json<Preview>();
    expect(read).toMatchObject({ delimiter: ';', decimalComma: true, alreadyImported: null });
    expect(read.firstRows[0]![4]).toEqual({ text: '1,71', number: 1.71 });
    expect(
      read.athletes.filter((a) => a.match.kind === 'exact').map((a) => [a.name, a.rows]),
    ).toEqual([
      ['Maurice Greene', 2],
      ['Tim Montgomery', 2],
    ]);
    // No date in the file: asked once for the whole file.
    expect(read.runs[0]!.skipped).toBe('Not matched to an athlete');
    const mapping = { ...read.mapping, date: { fileDate: '2026-09-01' } };
    const dated = (
      await call(server, coach, 'POST', '/api/timing-imports/preview', { ...file, mapping })
    ).json<Preview>();
    expect(dated.counts).toEqual({ runs: 17, toSave: 4, skipped: 13 });
    const greeneRun = dated.runs.find((r) => r.athlete === 'Maurice Greene')!;
    expect(greeneRun.saves).toEqual([
      expect.objectContaining({ what: 'sprint, 100 m', seconds: 9.73 }),
    ]);

    const saved = await call(server, coach, 'POST', '/api/timing-imports', {
      ...file,
      mapping,
      athletes: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      created: true,
      batch: {
        runsSaved: 4,
        runsAlreadyImported: 0,
        rowsSkipped: 13,
        importedBy: 'Jo Coach',
        undoneAt: null,
      },
      message: '4 runs saved, 13 runs skipped.',
    });
    const sprints = await rows<{ seconds: number; splits: unknown[] }>(
      sql`SELECT seconds, splits FROM sprint_runs WHERE athlete_id = ${greene.user.id} AND deleted_at IS NULL ORDER BY seconds`,
    );
    expect(sprints.map((s) => [s.seconds, s.splits.length])).toEqual([
      [9.67, 10],
      [9.73, 10],
    ]);

    const again = await call(server, coach, 'POST', '/api/timing-imports', {
      ...file,
      mapping,
      athletes: [],
    });
    expect(again.json()).toMatchObject({
      created: false,
      message: expect.stringMatching(/already imported on .*: nothing was added/),
    });
    const previewAgain = await call(server, coach, 'POST', '/api/timing-imports/preview', file);
    expect(previewAgain.json<Preview>().alreadyImported).toMatchObject({ runsSaved: 4 });

    const batchId = saved.json<{ batch: { id: string } }>().batch.id;
    const undone = await call(server, coach, 'POST', `/api/timing-imports/${batchId}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<{ undoneAt: string | null }>().undoneAt).not.toBeNull();
    expect(
      await rows(
        sql`SELECT 1 FROM sprint_runs WHERE import_batch_id = ${batchId} AND deleted_at IS NULL`,
      ),
    ).toEqual([]);

    const reimported = await call(server, coach, 'POST', '/api/timing-imports', {
      ...file,
      mapping,
      athletes: [],
    });
    expect(reimported.json()).toMatchObject({ created: true, batch: { runsSaved: 4 } });
    const listed = await call(server, coach, 'GET', `/api/timing-imports?teamId=${team.id}`);
    expect(
      listed
        .json<{ batches: { undoneAt: string | null }[] }>()
        .batches.map((b) => b.undoneAt === null),
    ).toEqual([true, false]);
  });

  it('saves a yard file’s 40 as a trial with its 10 and 20 yd splits, and undo deletes the result', async () => {
    const server = await app();
    const { coach, team, montgomery } = await setUp(server);
    const text =
      'Athlete,Date,10yd,20yd,40yd\nTim Montgomery,2026-09-02,1.58,2.62,4.48\nTim Montgomry,2026-09-02,1.60,2.66,4.52\n';
    const file = { fileName: 'gates.csv', content: base64(text), teamId: team.id };
    const read = (
      await call(server, coach, 'POST', '/api/timing-imports/preview', file)
    ).json<Preview>();
    expect(read.athletes.map((a) => a.match.kind)).toEqual(['exact', 'close']);
    const saved = await call(server, coach, 'POST', '/api/timing-imports', {
      ...file,
      mapping: read.mapping,
      athletes: [{ name: 'Tim Montgomry', athleteId: montgomery.user.id }],
    });
    expect(saved.json()).toMatchObject({ created: true, batch: { runsSaved: 2 } });
    const history = await call(
      server,
      coach,
      'GET',
      `/api/teams/${team.id}/athletes/${montgomery.user.id}/results`,
    );
    const results = history.json<{
      results: { movement: string; value: number; trials: { splits: unknown[] }[] }[];
    }>().results;
    expect(results.filter((r) => r.movement === 'forty')).toEqual([
      expect.objectContaining({
        value: 4.48,
        trials: [
          expect.objectContaining({
            splits: [
              { distance: 10, unit: 'yd', seconds: 1.58 },
              { distance: 20, unit: 'yd', seconds: 2.62 },
            ],
          }),
          expect.objectContaining({ value: 4.52 }),
        ],
      }),
    ]);
    const batchId = saved.json<{ batch: { id: string } }>().batch.id;
    await call(server, coach, 'POST', `/api/timing-imports/${batchId}/undo`);
    const after = await call(
      server,
      coach,
      'GET',
      `/api/teams/${team.id}/athletes/${montgomery.user.id}/results`,
    );
    expect(
      after
        .json<{ results: { movement: string }[] }>()
        .results.filter((r) => r.movement === 'forty'),
    ).toEqual([]);
  });

  it.each([
    ['an empty file', '', 'This file is empty.'],
    [
      'binary junk',
      Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919 + 13) % 256)),
      'This file is not a text table.',
    ],
    [
      'a header-only file',
      'Athlete,10yd,40yd\n',
      'This file has a header row but no results under it.',
    ],
    [
      '10,000 columns',
      `${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\n`,
      'This file has 10,000 columns',
    ],
    [
      'a 1 MB cell',
      `Athlete,40yd\n${'x'.repeat(1_000_000)},4.7\n`,
      'A row of this file is longer than can be read',
    ],
  ])('refuses %s with a clear message and saves nothing', async (_, content, message) => {
    const server = await app();
    const { coach, team } = await setUp(server);
    const file = { fileName: 'bad.csv', content: base64(content), teamId: team.id };
    const preview = await call(server, coach, 'POST', '/api/timing-imports/preview', file);
    expect(preview.statusCode).toBe(400);
    expect(preview.json<{ error: { message: string } }>().error.message).toContain(message);
    const mapping = {
      preset: 'generic-per-row',
      athlete: {},
      date: { fileDate: '2026-09-01' },
      test: null,
      trial: null,
      total: null,
      splits: [],
      perSplit: null,
      device: 'timing-gates',
      deviceName: null,
      start: 'unknown',
    };
    const confirm = await call(server, coach, 'POST', '/api/timing-imports', {
      ...file,
      mapping,
      athletes: [],
    });
    expect(confirm.statusCode).toBe(400);
    expect(await rows(sql`SELECT 1 FROM import_batches WHERE team_id = ${team.id}`)).toEqual([]);
  });

  it('keeps formula cells as data: a name "=cmd" matches nobody and is listed', async () => {
    const server = await app();
    const { coach, team } = await setUp(server);
    const file = {
      fileName: 'f.csv',
      content: base64('Athlete,40yd\n=cmd|calc,4.6\n'),
      teamId: team.id,
    };
    const read = (
      await call(server, coach, 'POST', '/api/timing-imports/preview', file)
    ).json<Preview>();
    expect(read.runs).toEqual([
      expect.objectContaining({ athlete: '=cmd|calc', skipped: 'Not matched to an athlete' }),
    ]);
  });

  it('lets only the team’s coach import for it, and an athlete only for themselves', async () => {
    const server = await app();
    const { team, greene } = await setUp(server);
    const other = await signUp(server, delivery, { role: 'coach' });
    const file = { fileName: 'x.csv', content: base64(CHRONOJUMP), teamId: team.id };
    expect(
      (await call(server, other, 'POST', '/api/timing-imports/preview', file)).statusCode,
    ).toBe(404);
    expect(
      (await call(server, greene, 'POST', '/api/timing-imports/preview', file)).statusCode,
    ).toBe(403);
    const own = await call(server, greene, 'POST', '/api/timing-imports/preview', {
      ...file,
      teamId: undefined,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(
      own
        .json<Preview>()
        .athletes.filter((a) => a.match.kind === 'exact')
        .map((a) => a.name),
    ).toEqual(['Maurice Greene']);
  });

  it('imports a 20,000-row file', async () => {
    const server = await app();
    const { coach, team } = await setUp(server);
    const lines = ['Athlete;Date;Run;10 m;20 m;30 m'];
    for (let i = 0; i < 20_000; i++) {
      const who = i % 2 === 0 ? 'Maurice Greene' : 'Tim Montgomery';
      lines.push(
        `${who};2026-09-${String(1 + (i % 28)).padStart(2, '0')};${i + 1};1,8${i % 10};3,0${i % 10};4,2${i % 10}`,
      );
    }
    const file = { fileName: 'big.csv', content: base64(lines.join('\n')), teamId: team.id };
    const read = (
      await call(server, coach, 'POST', '/api/timing-imports/preview', file)
    ).json<Preview>();
    expect(read.counts).toEqual({ runs: 20_000, toSave: 20_000, skipped: 0 });
    const saved = await call(server, coach, 'POST', '/api/timing-imports', {
      ...file,
      mapping: read.mapping,
      athletes: [],
    });
    expect(saved.json()).toMatchObject({ created: true, batch: { runsSaved: 20_000 } });
  }, 300_000);
});
