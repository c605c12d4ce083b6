import type { JoinPreview } from '@gamespeed/domain/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '@/testing/fixtures';
import { apiError, stubApiRoutes } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { JoinTeamScreen } from './join-team-screen';

const CODE = 'HAWK-2345';
const preview: JoinPreview = {
  teamId: '0c9a4f1e-2b3d-4e5f-8a7b-6c5d4e3f2a1b',
  teamName: 'Hawks',
  sportLevel: null,
  coachName: 'Dana Both',
  alreadyMember: false,
  coachWillSee: ['Your name, position and weight'],
  teammatesSee: 'Teammates see your best results on the team leaderboard.',
};
const OWN_TEAM = 'You coach this team, so you cannot join it as an athlete.';

afterEach(() => vi.unstubAllGlobals());

describe('JoinTeamScreen', () => {
  it("a coach who also trains, on their own team's invite: Join says the server's refusal", async () => {
    const api = stubApiRoutes({
      [`GET /teams/join?code=${CODE}`]: { body: preview },
      'POST /teams/join': apiError(409, 'own_team', OWN_TEAM),
    });
    renderWithProviders(
      <JoinTeamScreen code={CODE} status="ready" profile={profileFixture({ role: 'both' })} />,
      { route: `/join/${CODE}` },
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Join Hawks' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(OWN_TEAM);
    expect(api.calls).toContainEqual({ key: 'POST /teams/join', body: { code: CODE } });
    // Still on the invite, free to leave it.
    expect(screen.getByRole('button', { name: 'Join Hawks' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Not Now' })).toBeEnabled();
  });
});
