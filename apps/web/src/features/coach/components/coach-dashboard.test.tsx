import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testId, videoFixture } from '@/testing/fixtures';
import { jsonResponse, stubApi } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { CoachDashboard, NO_FEATURED_TEXT } from './coach-dashboard';

const video = (n: number, title: string, isFeatured: boolean) =>
  videoFixture({ id: testId(n), title, vimeoId: String(1000 + n), duration: null, isFeatured });

function renderDashboard(videos: unknown[], firstName: string | null = 'Casey') {
  const { fetchMock } = stubApi(({ path }) =>
    jsonResponse(
      200,
      path === '/coach/dashboard'
        ? { teamOverview: { athletes: 12, activeThisWeek: 7, retestsDue: 3 } }
        : { videos },
    ),
  );
  renderWithProviders(<CoachDashboard firstName={firstName} />);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CoachDashboard', () => {
  it('welcomes by first name, shows the newest featured coach video and the Team Overview numbers', async () => {
    // The server sends only featured videos, newest first.
    const fetchMock = renderDashboard([
      video(2, 'Reading the Second Level', true),
      video(3, 'Older featured', true),
    ]);
    expect(screen.getByRole('heading', { name: 'Welcome back, Casey!' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Watch Now: Reading the Second Level' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Older featured')).toBeNull();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/videos\/featured\?view=coach$/);

    const links = within(screen.getByRole('navigation', { name: 'Coach' }));
    expect(links.getByRole('link', { name: /Education Library/ })).toHaveAttribute(
      'href',
      '/coach/education',
    );
    expect(links.getByRole('link', { name: /My Team/ })).toHaveAttribute('href', '/coach/team');
    expect(screen.getByText('Team Overview')).toBeInTheDocument();
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('Athletes').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Active This Week').nextSibling).toHaveTextContent('7');
    expect(screen.getByText('Retests Due').nextSibling).toHaveTextContent('3');
  });

  it('says so when no video is featured', async () => {
    renderDashboard([], null);
    expect(await screen.findByText(NO_FEATURED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
  });
});
