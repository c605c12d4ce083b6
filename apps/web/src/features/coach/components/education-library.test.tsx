import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testId, videoFixture } from '@/testing/fixtures';
import { jsonResponse, stubApi } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { EDUCATION_EMPTY, EDUCATION_LOADING, EducationLibrary } from './education-library';

const video = (n: number, title: string) =>
  videoFixture({
    id: testId(n),
    title,
    description: `About ${title}`,
    vimeoId: String(76979870 + n),
    duration: 125,
    isFeatured: n === 1,
  });

/** Answers GET /education with `body` once the returned function is called. */
function serve(body: unknown) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  stubApi(async () => {
    await gate;
    return jsonResponse(200, body);
  });
  return open;
}

function renderLibrary() {
  renderWithProviders(<EducationLibrary />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EducationLibrary', () => {
  it("shows 'Loading content...', then the videos grouped by category with its description", async () => {
    const respond = serve({
      categories: [
        {
          id: '00000000-0000-4000-8000-000000000a01',
          name: 'Acceleration',
          description: 'The first ten yards',
          videos: [video(1, 'Wall Drill'), video(2, 'Falling Starts')],
        },
        {
          id: '00000000-0000-4000-8000-000000000a02',
          name: 'Top Speed',
          description: null,
          videos: [video(3, 'Flying 10s')],
        },
      ],
      uncategorized: [video(4, 'Film Study')],
    });
    renderLibrary();
    expect(screen.getByRole('heading', { name: 'Education Library' })).toBeInTheDocument();
    expect(screen.getByText(EDUCATION_LOADING)).toBeInTheDocument();
    respond();

    const acceleration = await screen.findByRole('region', { name: 'Acceleration' });
    expect(acceleration).toHaveTextContent('The first ten yards');
    // Named by the title they show (first), described by their description.
    const [first, second] = within(acceleration).getAllByRole('button');
    expect(first).toHaveAccessibleName(/^Wall Drill/);
    expect(second).toHaveAccessibleName(/^Falling Starts/);
    expect(within(acceleration).getAllByText('2:05')).toHaveLength(2);
    const topSpeed = screen.getByRole('region', { name: 'Top Speed' });
    expect(within(topSpeed).getByRole('button', { name: /^Flying 10s/ })).toBeInTheDocument();
    const more = screen.getByRole('region', { name: 'More Videos' });
    expect(within(more).getByRole('button', { name: /^Film Study/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Acceleration',
      'Top Speed',
      'More Videos',
    ]);
  });

  it('asks the app to play a tapped video in the in-app player', async () => {
    const respond = serve({ categories: [], uncategorized: [video(1, 'Wall Drill')] });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    renderLibrary();
    respond();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Wall Drill/ }));
    // Without the app's playback provider the shared context only logs the request.
    expect(info).toHaveBeenCalledWith(
      'Video selected',
      expect.objectContaining({ title: 'Wall Drill', accessible: true }),
    );
    expect(screen.getByRole('region', { name: 'All Videos' })).toBeInTheDocument();
  });

  it("says 'No education content available yet' when there is none", async () => {
    const respond = serve({ categories: [], uncategorized: [] });
    renderLibrary();
    respond();
    expect(await screen.findByText(EDUCATION_EMPTY)).toBeInTheDocument();
  });
});
