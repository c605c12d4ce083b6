import type { MyTeamsResponse } from '@gamespeed/domain/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApiRoutes } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { TeamLeaderboardLinks } from './team-leaderboard-links';

const team = (id: string, name: string) => ({
  id,
  name,
  sportLevel: null,
  coachName: 'Sam Coach',
  joinedAt: '2026-09-01T00:00:00.000Z',
});
const mine = (teams: MyTeamsResponse['teams'], leaderboardOptOut = false) => ({
  body: { teams, leaderboardOptOut } satisfies MyTeamsResponse,
});
const HAWKS_ID = '0c9a4f1e-2b3d-4e5f-8a7b-6c5d4e3f2a1b';

afterEach(() => vi.unstubAllGlobals());

describe('TeamLeaderboardLinks', () => {
  it("an athlete on a team: a link to the team's leaderboard", async () => {
    stubApiRoutes({ 'GET /teams/mine': mine([team(HAWKS_ID, 'Hawks')]) });
    renderWithProviders(<TeamLeaderboardLinks />);

    const card = await screen.findByRole(
      'region',
      { name: 'Team leaderboards' },
      { timeout: 5000 },
    );
    expect(card).toHaveTextContent('Team Leaderboard');
    expect(screen.getByRole('link', { name: /^Leaderboard of ?Hawks/ })).toHaveAttribute(
      'href',
      `/athlete/teams/${HAWKS_ID}/leaderboard`,
    );
  });

  it('on several teams: one link each, under "Team Leaderboards"', async () => {
    stubApiRoutes({
      'GET /teams/mine': mine([team(HAWKS_ID, 'Hawks'), team(crypto.randomUUID(), 'Eagles 7v7')]),
    });
    renderWithProviders(<TeamLeaderboardLinks />);

    expect(
      await screen.findByRole('heading', { name: 'Team Leaderboards' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Leaderboard of/ })).toHaveLength(2);
  });

  it.each([
    ['on no team', mine([])],
    ['hidden from leaderboards', mine([team(HAWKS_ID, 'Hawks')], true)],
  ])('%s: nothing', async (_name, answer) => {
    const api = stubApiRoutes({ 'GET /teams/mine': answer });
    renderWithProviders(<TeamLeaderboardLinks />);

    await waitFor(() => expect(api.calls).toHaveLength(1), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Team leaderboards' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
