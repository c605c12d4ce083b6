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

function answer(status: number, body: unknown | ((url: string) => unknown)) {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(String(url));
      const json = typeof body === 'function' ? body(String(url)) : body;
      return new Response(JSON.stringify(json), {
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
      timing: null,
      timings: [],
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
    answer(200, { test: 'broad_jump', timing: null, timings: [], rows: [] });
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

  it('ranks electronic times by default and switches to hand times, each marked "hand"', async () => {
    const timings = [
      { timing: 'electronic', athletes: 1 },
      { timing: 'hand', athletes: 2 },
    ];
    answer(200, (url: string) =>
      url.endsWith('timing=hand')
        ? {
            test: 'forty',
            timing: 'hand',
            timings,
            rows: [row(1, 'Hal', 4.45), row(2, 'Ann', 4.6)],
          }
        : { test: 'forty', timing: 'electronic', timings, rows: [row(1, 'Ann', 4.7)] },
    );
    const { user } = renderBoard();
    await user.click(screen.getByRole('combobox', { name: 'Test' }));
    await user.click(await screen.findByRole('option', { name: '40 Yard Dash' }));
    const list = await screen.findByRole('list', { name: '40 Yard Dash leaderboard' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).not.toHaveTextContent('hand');
    const timing = screen.getByRole('group', { name: 'Timing' });
    expect(within(timing).getByRole('button', { name: 'Electronic' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(/^Electronic times only/)).toBeInTheDocument();

    await user.click(within(timing).getByRole('button', { name: 'Hand' }));
    expect(await screen.findByText(/^Hand times only/)).toBeInTheDocument();
    expect(requested.at(-1)).toBe(`/api/teams/${TEAM}/leaderboard?test=forty&timing=hand`);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('4.45shand');
    expect(items[1]).toHaveTextContent('4.60shand');
  });
});
