import type { PercentilesResponse } from '@gamespeed/domain/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rosterRowFixture } from '@/testing/fixtures';
import { jsonResponse, type SentRequest, stubApi } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { RosterStandings } from './roster-standings';

const answer: PercentilesResponse = {
  test: 'broad_jump',
  timing: 'electronic',
  computedAt: '2026-11-28T05:00:00.000Z',
  athletes: [
    {
      athleteId: '00000000-0000-4000-8000-00000000000a',
      positionGroup: 'WR',
      level: 'high_school',
      best: 100,
      team: { kind: 'percentile', percentile: 25, n: 2 },
      gameSpeed: { kind: 'not-enough', n: 12, needed: 30 },
    },
    {
      athleteId: '00000000-0000-4000-8000-00000000000b',
      positionGroup: 'WR',
      level: 'high_school',
      best: 110,
      team: { kind: 'percentile', percentile: 75, n: 2 },
      gameSpeed: { kind: 'not-enough', n: 12, needed: 30 },
    },
  ],
};
const rows = [
  rosterRowFixture({ athleteId: answer.athletes[0]!.athleteId, firstName: 'Al', lastName: 'A' }),
  rosterRowFixture({ athleteId: answer.athletes[1]!.athleteId, firstName: 'Bo', lastName: 'B' }),
];

let sent: SentRequest[];
beforeEach(() => {
  sent = stubApi(() => jsonResponse(200, answer)).sent;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RosterStandings', () => {
  it('lists the percentile in the team first, with n, and says when GameSpeed has too few', async () => {
    renderWithProviders(<RosterStandings teamId="t1" rows={rows} />);
    const list = await screen.findByRole('list', { name: 'Percentiles by athlete' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Bo B');
    expect(items[0]).toHaveTextContent('In the team: 75th percentile (n = 2)');
    expect(items[1]).toHaveTextContent('Al A');
    expect(items[1]).toHaveTextContent('At their level: Not enough athletes yet (12 of 30)');
    expect(screen.getByText(/electronic times only · as of Nov 28, 2026/)).toBeInTheDocument();
    expect(sent[0]?.path).toBe('/teams/t1/percentiles?test=broad_jump&timing=electronic');
  });
});
