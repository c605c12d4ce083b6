import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineQueue, setQueueOwnerProvider } from '@/lib/offline-queue';
import { rosterRowFixture, teamFixture } from '@/testing/fixtures';
import { jsonResponse, stubApi } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { TestDay } from './test-day';

const TEAM = '10000000-0000-4000-8000-000000000001';
const ann = '20000000-0000-4000-8000-000000000001';
const ben = '20000000-0000-4000-8000-000000000002';

const rosterRow = (athleteId: string, firstName: string) =>
  rosterRowFixture({ athleteId, firstName });

let posts: {
  entries: {
    clientId: string;
    athleteId: string;
    value: number;
    trials?: { splits?: unknown }[];
  }[];
}[];
let testDays: { id: string; absentAthleteIds: string[] }[];
let endedResults: unknown[] = [];

function renderTestDay() {
  posts = [];
  testDays = [];
  stubApi(({ path, body }) => {
    if (path.endsWith('/test-days/open'))
      return jsonResponse(200, { testDay: null, lastTiming: null });
    // Ann's best 40 is 5.00s; Ben has no result yet.
    if (path.endsWith('/test-day/baselines')) {
      return jsonResponse(200, {
        athletes: [
          { athleteId: ann, best: { forty: 5 }, elite: {} },
          { athleteId: ben, best: {}, elite: {} },
        ],
      });
    }
    if (path.endsWith('/test-days')) {
      const day = body as (typeof testDays)[number] & { closed?: boolean };
      testDays.push(day);
      // Ended: the server answers the test day with its results and what each athlete had before.
      return jsonResponse(200, day.closed ? { ...day, results: endedResults } : day);
    }
    if (path.endsWith('/roster')) {
      return jsonResponse(200, {
        team: teamFixture({ id: TEAM, athleteCount: 2 }),
        athletes: [rosterRow(ann, 'Ann'), rosterRow(ben, 'Ben')],
      });
    }
    const sent = body as (typeof posts)[number];
    posts.push(sent);
    return jsonResponse(200, {
      outcomes: sent.entries.map((e) =>
        e.athleteId === ben
          ? {
              status: 'refused',
              clientId: e.clientId,
              athleteId: e.athleteId,
              code: 'not_on_team',
              reason: 'This athlete is not on your team.',
            }
          : { status: 'saved', clientId: e.clientId, athleteId: e.athleteId, created: true },
      ),
    });
  });
  return renderWithProviders(<TestDay teamId={TEAM} />).user;
}

beforeEach(() => setQueueOwnerProvider(() => 'coach-1'));
afterEach(async () => {
  for (const w of [...offlineQueue.snapshot().pending, ...offlineQueue.snapshot().refused]) {
    await offlineQueue.discard(w.id);
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('TestDay', () => {
  it('Enter moves to the next athlete and then to Save; a double tap sends each entry once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const user = renderTestDay();
    const annField = await screen.findByLabelText('Ann Lee, 40 Yard Dash Time (s)');
    await user.click(annField);
    await user.keyboard('4.8{Enter}');
    expect(screen.getByLabelText('Ben Lee, 40 Yard Dash Time (s)')).toHaveFocus();
    await user.keyboard('5.1{Enter}');
    const save = screen.getByRole('button', { name: 'Save 2 results' });
    expect(save).toHaveFocus();
    expect(screen.getByText('2 of 2 entered')).toBeInTheDocument();
    await user.dblClick(save);
    const list = screen.getByRole('list', { name: 'Athletes' });
    expect(await within(list).findByText('Saved')).toBeInTheDocument();
    expect(
      await within(list).findByText('Not saved: This athlete is not on your team.'),
    ).toBeInTheDocument();
    expect(posts.map((p) => p.entries.map((e) => [e.athleteId, e.value]))).toEqual([
      [[ann, 4.8]],
      [[ben, 5.1]],
    ]);
    // The test day went first, once per save; the entries join it.
    expect(testDays).toHaveLength(1);
    expect(posts[0]!.entries[0]).toMatchObject({ sessionId: testDays[0]!.id });
    // The refused one is a line to fix, never counted as saved.
    expect(await screen.findByText('1 saved · 1 to fix')).toBeInTheDocument();
    // The field is open for the next trial.
    expect(screen.getByLabelText('Ann Lee, 40 Yard Dash Time (s)')).toHaveValue('');
    expect(screen.getByText('Trial 2')).toBeInTheDocument();
  }, 60_000);

  it('a second value for an athlete is a second trial, and the best valid one is marked', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const user = renderTestDay();
    const field = await screen.findByLabelText('Ann Lee, 40 Yard Dash Time (s)');
    await user.type(field, '4.9');
    await user.click(screen.getByRole('button', { name: 'Save 1 result' }));
    expect(await screen.findByText('1 saved · 0 to fix')).toBeInTheDocument();
    await user.type(field, '4.7');
    await user.click(screen.getByRole('checkbox', { name: 'Ann Lee trial 2 foul' }));
    await user.click(screen.getByRole('button', { name: 'Save 1 result' }));
    await user.type(field, '4.8');
    await user.click(screen.getByRole('button', { name: 'Save 1 result' }));
    const trials = within(screen.getByRole('list', { name: 'Trials' }));
    expect(await trials.findByText('3: 4.80s')).toBeInTheDocument();
    expect(trials.getByText('2: 4.70s foul')).toBeInTheDocument();
    expect(trials.getByText('(best)').parentElement).toHaveTextContent('3: 4.80s');
    expect(posts.map((p) => p.entries[0]!.athleteId)).toEqual([ann, ann, ann]);
    expect(new Set(posts.map((p) => p.entries[0]!.clientId)).size).toBe(3);
    // Types three trials key by key: slow on a loaded machine.
  }, 60_000);

  it('offline: the entries wait in the queue with their ids, nothing is sent; absent athletes are skipped', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = renderTestDay();
    await user.type(await screen.findByLabelText('Ann Lee, 40 Yard Dash Time (s)'), '4.9');
    await user.click(screen.getByRole('checkbox', { name: 'Ben Lee absent' }));
    expect(screen.getByText('1 of 1 entered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save 1 result' }));
    expect(await screen.findByText('Waiting to sync')).toBeInTheDocument();
    expect(posts).toEqual([]);
    // The test day waits first in the queue (with Ben absent), then the entry that joins it.
    const [day, queued] = offlineQueue.snapshot().pending;
    expect(day).toMatchObject({
      kind: 'test-day',
      path: `/teams/${TEAM}/test-days`,
      body: { absentAthleteIds: [ben], device: 'stopwatch', movements: ['forty'] },
    });
    expect(queued).toMatchObject({
      ownerId: 'coach-1',
      method: 'POST',
      path: `/teams/${TEAM}/results`,
      kind: 'team-result',
      details: { teamId: TEAM, athleteId: ann, movement: 'forty' },
      body: {
        entries: [
          {
            athleteId: ann,
            value: 4.9,
            movement: 'forty',
            sessionId: (day!.body as { id: string }).id,
          },
        ],
      },
    });
    expect(queued!.id).toBe((queued!.body as (typeof posts)[number]).entries[0]!.clientId);
  }, 60_000);

  it('one session covers several tests: switching the test keeps the entries, Save sends all', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = renderTestDay();
    await user.type(await screen.findByLabelText('Ann Lee, 40 Yard Dash Time (s)'), '4.9');
    await user.click(screen.getByRole('combobox', { name: 'Test' }));
    await user.click(await screen.findByRole('option', { name: 'Broad Jump' }));
    await user.type(screen.getByLabelText('Ann Lee, feet'), '9');
    await user.type(screen.getByLabelText('Ann Lee, inches'), '6');
    expect(screen.getByText('Also to save: 40 Yard Dash (1)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save 2 results' }));
    expect(await screen.findByText('Waiting to sync')).toBeInTheDocument();
    const queued = offlineQueue
      .snapshot()
      .pending.filter((w) => w.kind === 'team-result')
      .map((w) => w.details?.movement)
      .sort();
    expect(queued).toEqual(['broad_jump', 'forty']);
    // Back on the 40: its entry is there, handed to the queue.
    await user.click(screen.getByRole('combobox', { name: 'Test' }));
    await user.click(await screen.findByRole('option', { name: '40 Yard Dash' }));
    expect(
      within(screen.getByRole('list', { name: 'Trials' })).getByText('1: 4.90s'),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting to sync')).toBeInTheDocument();
    // Types into three tests' fields one key at a time: slow on a loaded machine.
  }, 60_000);

  it('a value the rules refuse is shown at the athlete and not queued', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const user = renderTestDay();
    await user.type(await screen.findByLabelText('Ann Lee, 40 Yard Dash Time (s)'), '45');
    await user.click(screen.getByRole('button', { name: 'Save 1 result' }));
    expect(await screen.findByText(/^Enter a value from .* seconds\.$/)).toBeInTheDocument();
    expect(screen.getByText('0 saved · 1 to fix')).toBeInTheDocument();
    // The field is focused on the next frame, once the report has been drawn.
    await waitFor(() =>
      expect(screen.getByLabelText('Ann Lee, 40 Yard Dash Time (s)')).toHaveFocus(),
    );
    expect(offlineQueue.snapshot().pending).toEqual([]);
    expect(posts).toEqual([]);
  });

  it('a value unusual for the athlete waits at the line until the coach says save anyway; human limits still refuse', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const user = renderTestDay();
    // 4.10s is 18 % better than Ann's 5.00s; 3.50s is faster than anyone has ever run a 40.
    await user.type(await screen.findByLabelText('Ann Lee, 40 Yard Dash Time (s)'), '4.1');
    await user.type(screen.getByLabelText('Ben Lee, 40 Yard Dash Time (s)'), '3.5');
    await user.click(screen.getByRole('button', { name: 'Save 2 results' }));
    expect(
      await screen.findByText(
        'That is more than 15 % better than their best (5.00s) — save anyway?',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^That is faster than anyone has ever recorded/)).toBeInTheDocument();
    expect(screen.getByText('0 saved · 2 to fix')).toBeInTheDocument();
    expect(posts).toEqual([]);
    // Only the unusual value can be confirmed; the one past human limits cannot.
    expect(screen.queryByRole('button', { name: 'Save anyway: Ben Lee' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save anyway: Ann Lee' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(posts.map((p) => p.entries.map((e) => [e.athleteId, e.value]))).toEqual([[[ann, 4.1]]]);
    expect(screen.queryByText(/save anyway\?$/)).toBeNull();
    expect(screen.getByLabelText('Ben Lee, 40 Yard Dash Time (s)')).toHaveValue('3.5');
  }, 60_000);

  it("the 40 takes 10 and 20 yd splits per trial, closed until asked for, checked like the athlete's", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const user = renderTestDay();
    const field = await screen.findByLabelText('Ann Lee, 40 Yard Dash Time (s)');
    expect(screen.queryByLabelText('Ann Lee, trial 1 at 10 yd')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ann Lee: add splits' }));
    await user.click(field);
    // Enter goes through the splits to the next athlete.
    await user.keyboard('4.8{Enter}');
    expect(screen.getByLabelText('Ann Lee, trial 1 at 10 yd')).toHaveFocus();
    await user.keyboard('1.9{Enter}');
    expect(screen.getByLabelText('Ann Lee, trial 1 at 20 yd')).toHaveFocus();
    await user.keyboard('1.8{Enter}');
    expect(screen.getByLabelText('Ben Lee, 40 Yard Dash Time (s)')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save 1 result' }));
    expect(await screen.findByText('Each split must be slower than the one before')).toBeVisible();
    expect(posts).toEqual([]);
    await waitFor(() => expect(screen.getByLabelText('Ann Lee, trial 1 at 10 yd')).toHaveFocus());
    await user.clear(screen.getByLabelText('Ann Lee, trial 1 at 20 yd'));
    await user.type(screen.getByLabelText('Ann Lee, trial 1 at 20 yd'), '2.9');
    await user.click(screen.getByRole('button', { name: 'Save 1 result' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(posts[0]!.entries[0]!.trials).toEqual([
      {
        id: posts[0]!.entries[0]!.clientId,
        value: 4.8,
        splits: [
          { distance: 10, unit: 'yd', seconds: 1.9 },
          { distance: 20, unit: 'yd', seconds: 2.9 },
        ],
      },
    ]);
    const trials = within(screen.getByRole('list', { name: 'Trials' }));
    expect(trials.getByText('1: 4.80s · 10 yd 1.90s · 20 yd 2.90s')).toBeInTheDocument();
    // The splits stay open for the athlete's next trial, empty.
    expect(screen.getByLabelText('Ann Lee, trial 2 at 10 yd')).toHaveValue('');
  }, 60_000);

  it('ending the test day shows its summary: personal records, biggest improvements, who was not tested', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const user = renderTestDay();
    await user.type(await screen.findByLabelText('Ann Lee, 40 Yard Dash Time (s)'), '4.6');
    await user.click(screen.getByRole('checkbox', { name: 'Ben Lee absent' }));
    await user.click(screen.getByRole('button', { name: 'Save 1 result' }));
    expect(await screen.findByText('1 saved · 0 to fix')).toBeInTheDocument();
    endedResults = [
      {
        resultId: '30000000-0000-4000-8000-000000000001',
        athleteId: ann,
        movement: 'forty',
        value: 4.6,
        trials: [],
        previousBest: 4.8,
        previousValue: 5,
      },
    ];
    await user.click(screen.getByRole('button', { name: 'End test day' }));
    const summary = await screen.findByRole('region', { name: 'Test day summary' });
    expect(within(summary).getByRole('heading', { name: 'Test day summary' })).toHaveFocus();
    expect(
      within(within(summary).getByRole('list', { name: 'Personal records' })).getByText(
        'Ann Lee · 40 Yard Dash 4.60s (best before: 4.80s)',
      ),
    ).toBeInTheDocument();
    expect(
      within(within(summary).getByRole('list', { name: 'Biggest improvements' })).getByText(
        'Ann Lee · 40 Yard Dash 4.60s, 8.0 % better than 5.00s',
      ),
    ).toBeInTheDocument();
    expect(
      within(within(summary).getByRole('list', { name: 'Not tested' })).getByText(
        'Ben Lee (absent)',
      ),
    ).toBeInTheDocument();
    expect(testDays.at(-1)).toMatchObject({ closed: true });
    await user.click(within(summary).getByRole('button', { name: 'Close summary' }));
    expect(screen.queryByRole('region', { name: 'Test day summary' })).toBeNull();
    endedResults = [];
  }, 60_000);
});
