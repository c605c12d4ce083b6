import { readFileSync } from 'node:fs';
import { describeBenchmark } from '@gamespeed/domain';
import { type NormProvenance, normProvenanceSchema } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { readNormsCsv } from '../src/db/reference-data/load';
import { buildTestApp } from './support/app';
import { call, deliveryForThisFile, signUp } from './support/auth';

/**
 * GET /api/norms/provenance serves the provenance file shipped with the reference data, and the
 * file agrees with SOURCES.md and the CSVs it describes (docs/product/norm-provenance.md).
 */
const delivery = deliveryForThisFile();

const dataDir = new URL('../src/db/reference-data/', import.meta.url);
const sources = readFileSync(new URL('SOURCES.md', dataDir), 'utf8');
const file = normProvenanceSchema.parse(
  JSON.parse(readFileSync(new URL('provenance.json', dataDir), 'utf8')),
) as NormProvenance;

describe('GET /api/norms/provenance', () => {
  it('serves the provenance to a signed-in user, and refuses anyone else', async () => {
    const server = await buildTestApp({}, delivery.integrations);
    const session = await signUp(server, delivery, { role: 'athlete' });
    const res = await call(server, session, 'GET', '/api/norms/provenance');
    expect(res.statusCode, res.body).toBe(200);
    const body = normProvenanceSchema.parse(res.json());
    expect(body).toEqual(file);
    const wr = describeBenchmark(body, { kind: 'nfl', position: 'WR', columns: ['forty'] });
    expect(`${wr.title}: ${wr.lines[0]!.summary}`).toBe(
      'NFL WR: mean of NFL combine participants at the position (drafted and undrafted), 2000–2024, n = 1,029',
    );
    const anonymous = await server.inject({ method: 'GET', url: '/api/norms/provenance' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('provenance.json agrees with SOURCES.md and the CSVs', () => {
  it('describes every column of every norms file', () => {
    const files = {
      position_norms: 'position_norms.csv',
      bodyweight_power_to_speed_norms: 'bodyweight_power_to_speed_norms.csv',
      bodyweight_game_speed_norms: 'bodyweight_game_speed_norms.csv',
    } as const;
    for (const [table, csv] of Object.entries(files)) {
      const rows = readNormsCsv(csv);
      const key = table === 'position_norms' ? 'position' : 'weight';
      const columns = Object.keys(rows[0]!).filter((c) => c !== key);
      expect(Object.keys(file.tables[table as keyof typeof files].columns).sort(), table).toEqual(
        columns.sort(),
      );
      // Every row has its n.
      for (const row of rows)
        expect(file.tables[table as keyof typeof files].n[row[key]!]).toBeTruthy();
    }
  });

  it('has the n of SOURCES.md for every position and bodyweight row', () => {
    const position = /^CB \d.*$/m.exec(sources)![0];
    for (const part of position.split(' · ')) {
      const [name, counts] = part.trim().split(' ') as [string, string];
      const [heightWeight, broadJump, forty, flyModel] = counts.split('/').map(Number);
      expect(file.tables.position_norms.n[name]).toEqual({
        heightWeight,
        broadJump,
        forty,
        flyModel,
      });
    }
    const block = /n per row, as broad jump \/ 40 \/ 5-10-5 shuttle \/ fly:\n([\s\S]*?)\n\n/.exec(
      sources,
    )![1]!;
    const parts = block.split(/\s*·\s*/).filter((p) => p.trim());
    expect(parts).toHaveLength(19);
    for (const part of parts) {
      const [weight, counts] = part.split(':') as [string, string];
      const [broadJump, forty, shuttle, flyModel] = counts.trim().split('/').map(Number);
      const n = { broadJump, forty, shuttle, flyModel };
      expect(file.tables.bodyweight_power_to_speed_norms.n[weight.trim()]).toEqual(n);
      expect(file.tables.bodyweight_game_speed_norms.n[weight.trim()]).toEqual(n);
    }
  });

  it('marks exactly the values SOURCES.md calls PROVISIONAL', () => {
    const formulas = /\*\*PROVISIONAL formulas:\*\*\n((?:\s+- `[^`]+`.*\n)+)/.exec(sources)![1]!;
    const provisional = [...formulas.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(sources).toMatch(/## bodyweight_game_speed_norms\.csv \(PROVISIONAL/);
    const game = file.tables.bodyweight_game_speed_norms;
    const marked = Object.entries(game.columns)
      .filter(([, c]) => c.provisional ?? game.provisional)
      .map(([name]) => name);
    expect(marked.sort()).toEqual(provisional.sort());
    expect(file.tables.position_norms.provisional).toBe(false);
    expect(file.tables.bodyweight_power_to_speed_norms.provisional).toBe(false);
  });
});
