import type { AdminVideo, Folder } from '@gamespeed/domain/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
afterEach(() => vi.unstubAllGlobals());

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
