import type { RosterRow } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { rosterRowFixture } from '@/testing/fixtures';
import { positionOptions, rosterView, testLine } from './roster-view';

const row = (over: Partial<RosterRow>) =>
  rosterRowFixture({ athleteId: crypto.randomUUID(), firstName: 'A', lastName: 'A', ...over });

describe('rosterView', () => {
  const rows = [
    row({
      lastName: 'Young',
      badge: 'FORCE',
      lastTestDate: '2026-02-01',
      retestDue: false,
      biggestGap: { test: 'Broad Jump', amount: 10, unit: 'in' },
    }),
    row({
      lastName: 'Adams',
      badge: 'FORM',
      lastTestDate: '2026-01-01',
      retestDue: true,
      biggestGap: { test: '5→10 Fly', amount: 0.3, unit: 's' },
    }),
    row({ lastName: 'Moss', position: 'CB' }),
  ];
  const names = (r: RosterRow[]) => r.map((x) => x.lastName);

  it('sorts by name, oldest test and biggest gap', () => {
    expect(names(rosterView(rows, { search: '', filter: 'all', sort: 'name' }))).toEqual([
      'Adams',
      'Moss',
      'Young',
    ]);
    expect(names(rosterView(rows, { search: '', filter: 'all', sort: 'last-test' }))).toEqual([
      'Moss',
      'Adams',
      'Young',
    ]);
    expect(names(rosterView(rows, { search: '', filter: 'all', sort: 'gap' }))).toEqual([
      'Adams',
      'Young',
      'Moss',
    ]);
  });

  it('sorts by position, weight (heaviest first), badge and retest due first, ties by name', () => {
    const more = [...rows, row({ lastName: 'Heavy', position: 'OT', weightLbs: 300 })];
    const by = (sort: Parameters<typeof rosterView>[1]['sort']) =>
      names(rosterView(more, { search: '', filter: 'all', sort }));
    // The usual position order (CB … WR … OT).
    expect(by('position')).toEqual(['Moss', 'Adams', 'Young', 'Heavy']);
    expect(by('weight')).toEqual(['Heavy', 'Adams', 'Moss', 'Young']);
    // FORCE, FORM, then athletes without a badge yet.
    expect(by('badge')).toEqual(['Young', 'Adams', 'Heavy', 'Moss']);
    expect(by('retest')).toEqual(['Adams', 'Heavy', 'Moss', 'Young']);
  });

  it('filters by position, offering only the positions on the roster', () => {
    expect(
      names(rosterView(rows, { search: '', filter: 'all', sort: 'name', position: 'CB' })),
    ).toEqual(['Moss']);
    expect(positionOptions(rows).map((o) => o.value)).toEqual(['all', 'CB', 'WR']);
  });

  it('filters by badge or retest due, and searches names and positions', () => {
    expect(names(rosterView(rows, { search: '', filter: 'FORCE', sort: 'name' }))).toEqual([
      'Young',
    ]);
    expect(names(rosterView(rows, { search: '', filter: 'retest-due', sort: 'name' }))).toEqual([
      'Adams',
      'Moss',
    ]);
    expect(names(rosterView(rows, { search: 'cb', filter: 'all', sort: 'name' }))).toEqual([
      'Moss',
    ]);
  });
});

describe('testLine', () => {
  it("says when the athlete's retest is due, or that their reminders are off", () => {
    expect(testLine(row({}))).toBe('No tests yet · first test due');
    expect(testLine(row({ retestDue: false }))).toBe('No tests yet');
    expect(
      testLine(row({ lastTestDate: '2026-01-01', retestDueOn: '2026-01-29', retestDue: true })),
    ).toBe('Last test Jan 1 · retest due');
    expect(
      testLine(row({ lastTestDate: '2026-01-01', retestDueOn: '2026-02-26', retestDue: false })),
    ).toBe('Last test Jan 1 · retest Feb 26');
    expect(testLine(row({ lastTestDate: '2026-01-01', retestDueOn: null, retestDue: false }))).toBe(
      'Last test Jan 1 · retest reminders off',
    );
  });
});
