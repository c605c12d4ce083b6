import type { AdminVideo, Folder } from '@gamespeed/domain/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toast';
import { clearToasts } from '@/components/ui/toast/use-toast';
import { VideoActionsDialog, type VideoActionsTarget } from './video-actions-dialog';

const folder = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Sprints',
  tagIds: [],
  parentFolderId: null,
  createdBy: null,
  createdAt: '2025-01-01T00:00:00.000Z',
} as unknown as Folder;
const video = {
  id: '00000000-0000-4000-8000-000000000101',
  title: 'Wall Drive March',
  vimeoId: '1001',
} as unknown as AdminVideo;

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderDialog(target: VideoActionsTarget, onStartTransfer = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VideoActionsDialog
        target={target}
        onClose={vi.fn()}
        onPlay={vi.fn()}
        onStartTransfer={onStartTransfer}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onStartTransfer };
}

describe('VideoActionsDialog after a long press', () => {
  it('the finger that opened it, lifting over an item, chooses nothing', () => {
    const { onStartTransfer } = renderDialog({ video, folder });
    // The pointer went down on the video row (outside the menu); only the click arrives here.
    fireEvent.click(screen.getByRole('button', { name: 'Remove from "Sprints"' }), { detail: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Move to another folder' }), { detail: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onStartTransfer).not.toHaveBeenCalled();
  });

  it('a tap that starts inside the menu chooses the item', async () => {
    const { onStartTransfer } = renderDialog({ video, folder });
    await userEvent.click(screen.getByRole('button', { name: 'Move to another folder' }));
    expect(onStartTransfer).toHaveBeenCalledWith('move', { video, folder });
  });

  it('the keyboard chooses items as always', async () => {
    const { onStartTransfer } = renderDialog({ video, folder });
    screen.getByRole('button', { name: 'Copy to another folder' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onStartTransfer).toHaveBeenCalledWith('copy', { video, folder });
  });
});

/** The screen around the menu: it closes the menu when the removal is done (onClose). */
function Screen() {
  const [target, setTarget] = useState<VideoActionsTarget | null>({ video, folder });
  return (
    <VideoActionsDialog
      target={target}
      onClose={() => setTarget(null)}
      onPlay={vi.fn()}
      onStartTransfer={vi.fn()}
    />
  );
}

describe('Remove from folder', () => {
  it('offers Undo, which adds the video back to the folder', async () => {
    const answers = [
      new Response(JSON.stringify({ ...video, folderIds: null }), { status: 200 }),
      new Response(JSON.stringify({ added: 1, alreadyInFolder: 0 }), { status: 200 }),
    ];
    fetchMock.mockImplementation(async () => answers.shift()!);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Screen />
        <Toaster />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove from "Sprints"' }));

    expect(await screen.findByText('Video removed from folder')).toBeInTheDocument();
    const [removeUrl, removeInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(removeInit.method).toBe('DELETE');
    expect(removeUrl).toMatch(new RegExp(`/admin/folders/${folder.id}/videos/${video.id}$`));

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Video put back in "Sprints"')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [addUrl, addInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(addInit.method).toBe('POST');
    expect(addUrl).toMatch(new RegExp(`/admin/folders/${folder.id}/videos$`));
    expect(JSON.parse(String(addInit.body))).toEqual({ videoIds: [video.id] });
  });
});
