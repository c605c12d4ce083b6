import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TeamLeaderboard } from './team-leaderboard';

const TEAM = '10000000-0000-4000-8000-000000000001';
const row = (rank: number, firstName: string, value: number, isMe = false) => ({
  rank,
  athleteId: `20000000-0000-4000-8000-00000000000${rank}`,
  firstName,
  lastName: 'Lee',
  position: rank === 2 ? null : 'WR',
  value,
  testDate: `2026-11-2${rank}`,
  isMe,
});

let requested: string[];

function answer(status: number, body: unknown) {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(String(url));
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const renderBoard = () =>
  renderWithProviders(
    <TeamLeaderboard
      teamId={TEAM}
      teamName="Falcons"
      back={{ href: '/coach/team', label: 'My Team' }}
    />,
  );

afterEach(() => vi.unstubAllGlobals());

describe('TeamLeaderboard', () => {
  it('ranks the best values of the picked test, formatted, with the viewer marked "You"', async () => {
    answer(200, {
      test: 'broad_jump',
      rows: [row(1, 'Ann', 126), row(2, 'Ben', 114.5, true)],
    });
    renderBoard();
    const list = await screen.findByRole('list', { name: 'Broad Jump leaderboard' });
    expect(requested).toEqual([`/api/teams/${TEAM}/leaderboard?test=broad_jump`]);
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Rank 1Ann LeeWR · Nov 21, 202610\' 6"');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[1]).toHaveTextContent('Rank 2Ben LeeYouNo position · Nov 22, 2026');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Falcons · Best result of each athlete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Team' })).toHaveAttribute('href', '/coach/team');
  });

  it('says so when nobody on the team has a result of the test', async () => {
    answer(200, { test: 'broad_jump', rows: [] });
    renderBoard();
    expect(await screen.findByText('No Broad Jump results yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error with a way to try again', async () => {
    answer(404, { error: { code: 'team_not_found', message: 'Team not found.' } });
    renderBoard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the leaderboard.');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
