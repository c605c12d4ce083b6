import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/features/auth/session-store';
import { profileFixture, sessionFixture } from '@/testing/fixtures';
import { stubApiRoutes } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { RequireUser } from './guards';

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('RequireUser', () => {
  it('keeps the profile on the device in step with the server’s (the offline start uses it)', async () => {
    const stale = profileFixture({ onboardingCompleted: false });
    const fresh = profileFixture({ onboardingCompleted: true });
    sessionStore.signIn({ ...sessionFixture(), profile: stale });
    stubApiRoutes({ 'GET /auth/user': { body: { user: sessionFixture().user, profile: fresh } } });
    renderWithProviders(
      <Routes>
        <Route element={<RequireUser />}>
          <Route path="/" element={<p>inside</p>} />
        </Route>
      </Routes>,
    );
    expect(await screen.findByText('inside')).toBeInTheDocument();
    await vi.waitFor(() => expect(sessionStore.get()?.profile?.onboardingCompleted).toBe(true));
  });
});
