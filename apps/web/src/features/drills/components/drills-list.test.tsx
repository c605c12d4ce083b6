import type { Drill } from '@gamespeed/domain/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testId } from '@/testing/fixtures';
import { jsonResponse, stubApi } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { DrillsList } from './drills-list';

const drill = (n: number, title: string, extra: Partial<Drill> = {}): Drill => ({
  id: testId(n),
  title,
  description: `${title} description`,
  thumbnailUrl: null,
  duration: 95,
  tags: ['speed', 'power', 'sled', 'extra'],
  drillType: 'force',
  isPreview: false,
  vimeoId: String(1000 + n),
  vimeoHash: null,
  accessible: true,
  locked: false,
  ...extra,
});

let focus: string = 'unassigned';
let byTab: Record<string, Drill[]>;

function renderList(renderLockedAction?: (d: Drill) => React.ReactNode) {
  renderWithProviders(<DrillsList renderLockedAction={renderLockedAction} />);
}

beforeEach(() => {
  focus = 'unassigned';
  byTab = { recommended: [], all: [] };
  stubApi(({ path }) => {
    const tab = new URL(path, 'http://x').searchParams.get('tab') ?? 'recommended';
    return jsonResponse(200, { tab, forceOrForm: focus, drills: byTab[tab] ?? [] });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DrillsList', () => {
  it('shows the loading text, then the empty recommended text', async () => {
    renderList();
    expect(screen.getByText('Loading drills...')).toBeInTheDocument();
    expect(
      await screen.findByText('Complete your assessment to see personalized drills'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recommended' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('never tells an assessed athlete to complete the assessment', async () => {
    focus = 'balanced';
    renderList();
    expect(
      await screen.findByText('No recommended drills for your training yet. See All Drills.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Complete your assessment to see personalized drills'),
    ).not.toBeInTheDocument();
  });

  it('shows cards with m:ss, up to 3 tags, and a lock with the action slot only when locked', async () => {
    byTab.recommended = [
      drill(1, 'Open Drill', { isPreview: true }),
      drill(2, 'Locked Drill', { accessible: false, locked: true }),
    ];
    renderList((d) => <button type="button">Subscribe to {d.title}</button>);
    const open = await screen.findByRole('article', { name: 'Open Drill' });
    const locked = screen.getByRole('article', { name: 'Locked Drill' });
    expect(within(open).getByText('1:35')).toBeInTheDocument();
    expect(
      within(open)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['speed', 'power', 'sled']);
    expect(within(open).queryByRole('img', { name: 'Locked' })).toBeNull();
    expect(within(open).queryByRole('button', { name: /Subscribe/ })).toBeNull();
    expect(within(locked).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(
      within(locked).getByRole('button', { name: 'Subscribe to Locked Drill' }),
    ).toBeInTheDocument();
  });

  it('asks the app to play a tapped card and lists every drill under All Drills', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    byTab.recommended = [drill(1, 'Sled March')];
    byTab.all = [drill(1, 'Sled March'), drill(3, 'A-Skip', { drillType: 'form' })];
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Sled March' }));
    // Without the app's playback provider the shared context only logs the request.
    expect(info).toHaveBeenCalledWith(
      'Video selected',
      expect.objectContaining({ title: 'Sled March', accessible: true }),
    );
    await user.click(screen.getByRole('tab', { name: 'All Drills' }));
    expect(await screen.findByRole('article', { name: 'A-Skip' })).toBeInTheDocument();
  });
});
