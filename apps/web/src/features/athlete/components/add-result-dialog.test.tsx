import type { MovementName } from '@gamespeed/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/toast/use-toast';
import { offlineQueue, setQueueOwnerProvider } from '@/lib/offline-queue';
import { todayOnDevice } from '@/lib/today-on-device';
import { testResultFixture } from '@/testing/fixtures';
import { jsonResponse as json, type SentRequest, stubApi } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { QUEUED_TITLE } from '../add-result-entry';
import { AddResultDialog } from './add-result-dialog';

let calls: SentRequest[];
let respond: (body: unknown) => Response;

const saved = (body: { movement: string; value: number }) =>
  json(
    201,
    testResultFixture({
      movement: body.movement as MovementName,
      displayName: body.movement,
      value: body.value,
    }),
  );

function renderDialog() {
  const onOpenChange = vi.fn();
  const { queryClient, user } = renderWithProviders(
    <AddResultDialog open onOpenChange={onOpenChange} />,
    { toaster: true },
  );
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  return { onOpenChange, invalidate, queryClient, user };
}

beforeEach(() => {
  respond = (body) => saved(body as { movement: string; value: number });
  calls = stubApi(({ body }) => respond(body)).sent;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

const dialog = () => screen.getByRole('dialog');

describe('AddResultDialog', () => {
  it('lists the tests and opens Option A, B and C for Gear 4, with Back', async () => {
    const { user } = renderDialog();
    expect(within(dialog()).getByRole('heading', { name: 'Add Test Result' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'ShredMill Gear 4' }));
    for (const option of ['Option A', 'Option B', 'Option C']) {
      expect(screen.getByRole('button', { name: option })).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: '40 Yard Dash' })).toBeVisible();
  });

  it("alerts 'Please enter a value' for an empty time and sends nothing", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: '40 Yard Dash' }));
    const field = screen.getByLabelText('Time (seconds)');
    expect(field).toHaveAttribute('placeholder', '4.50');
    // The decimal keypad, as text: a browser's number field would drop a typed comma.
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).not.toHaveAttribute('type', 'number');
    expect(screen.queryByLabelText(/Time to Top Speed/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a value')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("alerts 'Please enter both feet and inches' for a broad jump with feet only", async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Broad Jump' }));
    await user.click(screen.getByLabelText('Feet'));
    await user.click(await screen.findByRole('option', { name: '9' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter both feet and inches')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(screen.getByLabelText('Inches'));
    await user.click(await screen.findByRole('option', { name: '11' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      path: '/results',
      method: 'POST',
      body: { movement: 'broad_jump', value: 119 },
    });
  });

  it('saves a speed with its optional time to top speed, closes and refreshes the dashboard', async () => {
    const { user, onOpenChange, invalidate } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'ShredMill Gear 4' }));
    await user.click(screen.getByRole('button', { name: 'Option B' }));
    expect(
      within(dialog()).getByRole('heading', { name: 'ShredMill Gear 4 (Option B)' }),
    ).toBeVisible();
    const speed = screen.getByLabelText('Top Speed (mph)');
    expect(speed).toHaveAttribute('placeholder', '18');
    expect(speed).toHaveAttribute('inputmode', 'decimal');
    const ttts = screen.getByLabelText('Time to Top Speed (seconds, optional)');
    expect(ttts).toHaveAttribute('placeholder', '2.5');
    expect(ttts).toHaveAttribute('inputmode', 'decimal');
    await user.type(speed, '19.2');
    await user.type(ttts, '2.4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls[0]?.body).toEqual({
      movement: 'shredmill_gear_4_b',
      value: 19.2,
      timeToTopSpeed: 2.4,
      testDate: todayOnDevice(),
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['athlete', 'dashboard'] });
    expect(await screen.findByText('ShredMill Gear 4 (Option B) result saved')).toBeInTheDocument();
  });

  it('shows an implausible value at its field, checked on the device, and sends nothing', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: '5→10 Fly' }));
    const field = screen.getByLabelText('Time (seconds)');
    await user.type(field, '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Enter a value from 0.5 to 15 seconds.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-describedby', message.id);
    expect(calls).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.type(field, '{Backspace}');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('shows the documented alert when the server rejects the value, with the reason at the field', async () => {
    respond = () =>
      json(400, {
        error: {
          code: 'invalid_input',
          message: 'body.value: must be between 0.5 and 15 seconds for 5_10_fly',
          fields: [
            {
              path: 'value',
              in: 'body',
              message: 'must be between 0.5 and 15 seconds for 5_10_fly',
            },
          ],
        },
      });
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: '5→10 Fly' }));
    await user.type(screen.getByLabelText('Time (seconds)'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to save test result. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Enter a value from 0.5 to 15 seconds.').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Time (seconds)')).toHaveAttribute('aria-invalid', 'true');
    expect(document.body.textContent).not.toContain('body.');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('offline: keeps the result on the device, waiting to sync, and sends nothing now', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setQueueOwnerProvider(() => 'athlete-1');
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: '40 Yard Dash' }));
    await user.type(screen.getByLabelText('Time (seconds)'), '4.61');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(QUEUED_TITLE)).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(calls).toEqual([]);
    const queued = offlineQueue.snapshot().pending.at(-1);
    expect(queued).toMatchObject({
      ownerId: 'athlete-1',
      method: 'POST',
      path: '/results',
      body: { movement: 'forty', value: 4.61, testDate: todayOnDevice() },
    });
    expect(queued?.id).toBe((queued?.body as { clientId?: string } | undefined)?.clientId);
  });

  it('a connection lost during the save queues the result instead of hanging on Saving...', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    setQueueOwnerProvider(() => 'athlete-1');
    respond = () => {
      online.mockReturnValue(false);
      throw new TypeError('Failed to fetch');
    };
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: '40 Yard Dash' }));
    await user.type(screen.getByLabelText('Time (seconds)'), '4.72');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(QUEUED_TITLE)).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(
      offlineQueue.snapshot().pending.some((w) => (w.body as { value: number }).value === 4.72),
    ).toBe(true);
  });

  it('asks before saving a value far beyond the best, and saves it when asked again', async () => {
    const { user, onOpenChange, queryClient } = renderDialog();
    queryClient.setQueryData(['athlete', 'dashboard'], {
      bestValues: { '5_10_decel': 2 },
      powerToSpeedNorm: null,
      gameSpeedNorm: null,
    });
    await user.click(screen.getByRole('button', { name: '5→10 Decel' }));
    await user.type(screen.getByLabelText('Time (seconds)'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That is more than 15 % better than your best (2.00s) — save anyway?',
    );
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls).toHaveLength(1);
  });

  it("shows 'Failed to find movement type' when the movement is missing", async () => {
    respond = () =>
      json(503, {
        error: {
          code: 'movement_not_found',
          message: 'Failed to find movement type. Please try again.',
        },
      });
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: '5→10 Decel' }));
    await user.type(screen.getByLabelText('Time (seconds)'), '1.8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to find movement type. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('How to test', () => {
  it('opens a sheet for the chosen test; Escape closes only the sheet and refocuses its button', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: '5→10 Fly' }));
    const trigger = screen.getByRole('button', { name: 'How to test' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'How to test: 5→10 Fly' });
    expect(sheet).toHaveTextContent('from the 5-yard to the 15-yard cone');
    expect(sheet).toHaveTextContent('about 0.2 s fast on short sprints');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'How to test: 5→10 Fly' })).toBeNull(),
    );
    expect(trigger).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '5→10 Fly' })).toBeInTheDocument();
  });

  it('explains the gears and Options A, B and C on the Gear 4 choice', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'ShredMill Gear 4' }));
    await user.click(screen.getByRole('button', { name: 'How to test' }));
    const sheet = await screen.findByRole('dialog', { name: 'How to test: ShredMill Gear 4' });
    const gears = within(sheet).getByRole('region', { name: 'Gears and options' });
    expect(gears).toHaveTextContent('Gear 2');
    expect(gears).toHaveTextContent('Option A, B, C');
    expect(sheet).not.toHaveTextContent('0.2 s fast');
  });
});
