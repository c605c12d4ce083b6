import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '@/components/ui/toast/use-toast';
import { adminVideoFixture, folderFixture, testId } from '@/testing/fixtures';
import { stubApi } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { VideoActionsDialog, type VideoActionsTarget } from './video-actions-dialog';

const folder = folderFixture({ id: testId(1), name: 'Sprints' });
const video = adminVideoFixture({ id: testId(101), title: 'Wall Drive March', vimeoId: '1001' });

let fetchMock: ReturnType<typeof stubApi>['fetchMock'];
beforeEach(() => {
  fetchMock = stubApi(() => new Response(null, { status: 204 })).fetchMock;
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderDialog(target: VideoActionsTarget, onStartTransfer = vi.fn()) {
  renderWithProviders(
    <VideoActionsDialog
      target={target}
      onClose={vi.fn()}
      onPlay={vi.fn()}
      onStartTransfer={onStartTransfer}
    />,
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
    renderWithProviders(<Screen />, { toaster: true });
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
