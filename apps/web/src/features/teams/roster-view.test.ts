import type { RosterRow } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { rosterRowFixture } from '@/testing/fixtures';
import {
  positionOptions,
  profileSortNote,
  rosterView,
  sprintProfileLine,
  testLine,
} from './roster-view';

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

describe('the sprint profile sorts', () => {
  const profiled = [
    row({
      lastName: 'Slow',
      sprintProfile: { f0PerKg: 9.1, mss: 8.9, testDate: '2026-10-01' },
    }),
    row({
      lastName: 'Fast',
      sprintProfile: { f0PerKg: 8.2, mss: 9.62, testDate: '2026-03-02' },
    }),
    // A profile without force numbers (no height or weight): last for F0, placed for MSS.
    row({ lastName: 'Light', sprintProfile: { f0PerKg: null, mss: 9.3, testDate: '2026-11-01' } }),
    row({ lastName: 'Bare' }),
    row({ lastName: 'Alone' }),
  ];
  const by = (sort: Parameters<typeof rosterView>[1]['sort']) =>
    rosterView(profiled, { search: '', filter: 'all', sort }).map((x) => x.lastName);

  it('sorts by F0/kg, MSS and profile date, highest and newest first; without one last, by name', () => {
    expect(by('f0')).toEqual(['Slow', 'Fast', 'Alone', 'Bare', 'Light']);
    expect(by('mss')).toEqual(['Fast', 'Light', 'Slow', 'Alone', 'Bare']);
    expect(by('profile-date')).toEqual(['Light', 'Slow', 'Fast', 'Alone', 'Bare']);
  });

  it('says who is listed last, only while sorting by the profile', () => {
    expect(profileSortNote(profiled, 'mss')).toBe(
      '2 athletes without a sprint profile are listed last.',
    );
    expect(profileSortNote(profiled, 'f0')).toBe(
      '3 athletes without a sprint profile with F0 (it needs a height and weight) are listed last.',
    );
    expect(profileSortNote(profiled.slice(0, 2), 'mss')).toBeNull();
    expect(profileSortNote(profiled, 'name')).toBeNull();
  });

  it('shows the profile on the card in mph and m/s, and its absence while sorted by it', () => {
    // Each value keeps its unit on its line (no-break spaces); the line wraps at the dots.
    const seen = (row: (typeof profiled)[number]) =>
      sprintProfileLine(row, 'name')?.replaceAll('\u00a0', ' ');
    expect(seen(profiled[1]!)).toBe('Sprint profile Mar 2 · 21.5 mph (9.62 m/s) · F0 8.2 N/kg');
    expect(sprintProfileLine(profiled[1]!, 'name')).toContain('21.5\u00a0mph');
    expect(seen(profiled[2]!)).toBe('Sprint profile Nov 1 · 20.8 mph (9.30 m/s)');
    expect(sprintProfileLine(profiled[3]!, 'name')).toBeNull();
    expect(sprintProfileLine(profiled[3]!, 'mss')).toBe('No sprint profile');
  });
});
