import type { SaveTestResultRequest } from '@gamespeed/domain/contracts';
import { useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessTokenProvider } from '@/lib/api-client';
import { useLiveResults } from '@/lib/use-live-updates';
import { FakeEventSource } from '@/testing/fake-event-source';
import { dashboardFixture, testResultFixture } from '@/testing/fixtures';
import { errorResponse, jsonResponse, type SentRequest, stubApi } from '@/testing/http';
import { renderHookWithProviders } from '@/testing/render';
import { getDashboardQueryOptions } from './get-dashboard';
import { useSaveTestResult } from './save-test-result';

/**
 * The device that saves a result fetches the dashboard once for it: its own save refetches, and
 * the live `results-changed` event the same save causes — it carries the save's client id — is
 * skipped on this device. A change from another device still refetches.
 */
let sent: SentRequest[];
/** Answers the next POST /results when called (true: saved, false: refused). */
let answerSave: (saved: boolean) => void;

/** Dashboard fetches since the dashboard was open and live (the first load counts as 1). */
let fetchesBeforeLive = 0;
const dashboardFetches = () =>
  sent.filter((r) => r.method === 'GET' && r.path === '/dashboard').length - fetchesBeforeLive;
const request: SaveTestResultRequest = {
  movement: 'forty',
  value: 4.62,
  clientId: '30000000-0000-4000-8000-000000000001',
};
/** The live event a write causes: its result's client id when it was this user's own. */
const echo = () => JSON.stringify({ clientId: request.clientId });

function renderDashboard() {
  const view = renderHookWithProviders(() => {
    useLiveResults();
    const dashboard = useQuery(getDashboardQueryOptions());
    const save = useSaveTestResult();
    return { dashboard, save };
  });
  return view;
}

/** Renders, waits for the first dashboard and an open live connection. */
async function openDashboard() {
  const view = renderDashboard();
  await waitFor(() => expect(view.result.current.dashboard.isSuccess).toBe(true));
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
  expect(dashboardFetches()).toBe(1);
  // Listening: the dashboard is fetched once more, for what changed before the stream listened.
  act(() => FakeEventSource.latest().emit('ready'));
  await waitFor(() => expect(dashboardFetches()).toBe(2));
  await waitFor(() => expect(view.result.current.dashboard.isFetching).toBe(false));
  fetchesBeforeLive = 1;
  expect(dashboardFetches()).toBe(1);
  return view;
}

/** Sends a save and waits until it is on its way to the server. */
async function startSave(save: ReturnType<typeof useSaveTestResult>) {
  act(() => save.mutate(request));
  await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
}

/** Lets every pending request and refetch settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  fetchesBeforeLive = 0;
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  setAccessTokenProvider(async () => 'token');
  sent = stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/dashboard') return jsonResponse(200, dashboardFixture());
    // The live connection's single-use ticket.
    if (method === 'POST' && path === '/events/ticket')
      return jsonResponse(200, { ticket: 'ticket-1', expiresIn: 60 });
    if (method === 'POST' && path === '/results') {
      return new Promise<Response>((resolve) => {
        answerSave = (saved) =>
          resolve(
            saved
              ? jsonResponse(201, testResultFixture())
              : errorResponse(400, 'invalid_input', 'Refused'),
          );
      });
    }
    return errorResponse(404, 'not_found');
  }).sent;
});

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(async () => null);
});

describe('refetching after a result is saved', () => {
  it('fetches once when the live event arrives before the save is answered', async () => {
    const { result } = await openDashboard();
    await startSave(result.current.save);
    // The save committed: the server's event reaches this device before the answer.
    act(() => FakeEventSource.latest().emit('results-changed', echo()));
    await settle();
    expect(dashboardFetches()).toBe(1);
    act(() => answerSave(true));
    await waitFor(() => expect(result.current.save.isSuccess).toBe(true));
    await settle();
    expect(dashboardFetches()).toBe(2);
  });

  it('fetches once when the live event arrives after the answer', async () => {
    const { result } = await openDashboard();
    await startSave(result.current.save);
    act(() => answerSave(true));
    await waitFor(() => expect(result.current.save.isSuccess).toBe(true));
    await settle();
    expect(dashboardFetches()).toBe(2);
    act(() => FakeEventSource.latest().emit('results-changed', echo()));
    await settle();
    expect(dashboardFetches()).toBe(2);

    // A result saved on another device still refreshes this one.
    act(() => FakeEventSource.latest().emit('results-changed'));
    await waitFor(() => expect(dashboardFetches()).toBe(3));
  });

  it('still refetches for an event it skipped when its own save was refused', async () => {
    const { result } = await openDashboard();
    await startSave(result.current.save);
    // Another device's change arrives while this save is on its way, and the save fails.
    act(() => FakeEventSource.latest().emit('results-changed'));
    await settle();
    act(() => answerSave(false));
    await waitFor(() => expect(result.current.save.isError).toBe(true));
    await waitFor(() => expect(dashboardFetches()).toBe(2));
  });

  it('skips nothing for a save made while the live connection was down', async () => {
    const { result } = await openDashboard();
    act(() => FakeEventSource.latest().fail());
    await startSave(result.current.save);
    act(() => answerSave(true));
    await waitFor(() => expect(dashboardFetches()).toBe(2));
    // Reconnected (after the 1 s back-off): the reconnect refetches, and so does the next event.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 3000 });
    act(() => FakeEventSource.latest().emit('ready'));
    await waitFor(() => expect(dashboardFetches()).toBe(3));
    act(() => FakeEventSource.latest().emit('results-changed'));
    await waitFor(() => expect(dashboardFetches()).toBe(4));
  });
});
