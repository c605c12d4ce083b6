import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/toast/use-toast';
import { adminVideoFixture, testId } from '@/testing/fixtures';
import { jsonResponse, type SentRequest, stubApi } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { BulkEditDialog } from './bulk-edit-dialog';

const videos = [
  adminVideoFixture({ id: testId(1), title: 'Wall drill', forRole: 'coach' }),
  adminVideoFixture({ id: testId(2), title: 'Sled push', forRole: 'both' }),
  adminVideoFixture({ id: testId(3), title: 'Not this one' }),
];
const previous = [
  { videoId: testId(1), changes: { forRole: 'coach', isPreview: false } },
  { videoId: testId(2), changes: { forRole: 'both', isPreview: false } },
];

let calls: SentRequest[];
beforeEach(() => {
  calls = stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/admin/categories')
      return jsonResponse(200, { categories: [] });
    if (method === 'POST' && path === '/admin/videos/bulk-edit')
      return jsonResponse(200, { videos: videos.slice(0, 2), previous });
    return jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } });
  }).sent;
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

/** The dialog as Manage Videos holds it: closing it closes it. */
function Harness() {
  const [open, setOpen] = useState(true);
  return <BulkEditDialog open={open} videos={videos} onClose={() => setOpen(false)} />;
}

const bulkEdits = () =>
  calls.filter((c) => c.path === '/admin/videos/bulk-edit').map((c) => c.body);

describe('BulkEditDialog', () => {
  it('sets the chosen fields on the selected videos, and Undo sends back each one’s previous values', async () => {
    const { user } = renderWithProviders(<Harness />, { toaster: true });
    await user.click(screen.getByRole('checkbox', { name: 'Wall drill' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sled push' }));
    expect(screen.getByText('2 video(s) selected')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Audience' }));
    await user.click(await screen.findByRole('option', { name: 'Athletes (drill)' }));
    await user.click(screen.getByRole('combobox', { name: 'Free preview' }));
    await user.click(await screen.findByRole('option', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const changes = { forRole: 'athlete', isPreview: true };
    await vi.waitFor(() =>
      expect(bulkEdits()).toEqual([
        {
          edits: [
            { videoId: testId(1), changes },
            { videoId: testId(2), changes },
          ],
        },
      ]),
    );
    expect(await screen.findByText('2 video(s) updated')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await vi.waitFor(() => expect(bulkEdits()[1]).toEqual({ edits: previous }));
    expect(await screen.findByText('Changes undone')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a video and a change before sending anything', async () => {
    const { user } = renderWithProviders(
      <BulkEditDialog open videos={videos} onClose={() => {}} />,
      { toaster: true },
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please select at least one video')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Wall drill' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Choose at least one field to change.')).toBeInTheDocument();
    expect(bulkEdits()).toEqual([]);
  });
});
