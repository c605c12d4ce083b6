import {
  FOLDER_CONFIRM_NAME_MESSAGE,
  FOLDER_HAS_SUBFOLDERS_MESSAGE,
} from '@gamespeed/domain/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, useToast } from '@/components/ui/toast/use-toast';
import { adminVideoFixture, folderFixture, testId } from '@/testing/fixtures';
import { errorResponse, jsonResponse, type SentRequest, stubApi } from '@/testing/http';
import { renderWithProviders } from '@/testing/render';
import { ManageVideos } from './manage-videos';

const DRILLS = testId(1);
const SPRINTS = testId(2);
const EMPTY = testId(3);

const folder = (id: string, name: string, parentFolderId: string | null) =>
  folderFixture({ id, name, parentFolderId });
const video = (n: number, title: string, folderIds: string[] | null) =>
  adminVideoFixture({ id: testId(100 + n), title, vimeoId: String(1000 + n), folderIds });

let calls: SentRequest[];
let folders: ReturnType<typeof folder>[];
let deleteStatus: number;

beforeEach(() => {
  deleteStatus = 204;
  folders = [
    folder(EMPTY, 'Empty', null),
    folder(SPRINTS, 'Sprints', DRILLS),
    folder(DRILLS, 'Drills', null),
  ];
  const videos = [
    video(1, 'Fly 10', [SPRINTS]),
    video(2, 'Loose One', null),
    {
      ...video(3, 'Loose Two', null),
      vimeoHash: '49a4e309cd',
      unavailableReason: 'private on Vimeo (nobody)',
    },
  ];
  calls = stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/admin/videos')
      return jsonResponse(200, { videos, counts: { total: 3, unfiled: 2, featured: 0 } });
    if (method === 'GET' && path === '/admin/folders') return jsonResponse(200, { folders });
    if (method === 'GET' && path === '/admin/tags') return jsonResponse(200, { tags: [] });
    const transfer = /^\/admin\/videos\/([^/]+)\/(move|copy)$/.exec(path);
    if (method === 'POST' && transfer) return jsonResponse(200, video(1, 'Fly 10', [EMPTY]));
    if (method === 'DELETE' && /^\/admin\/folders\/[^/]+\/videos\//.test(path))
      return jsonResponse(200, video(1, 'Fly 10', [SPRINTS]));
    if (method === 'DELETE' && path.startsWith('/admin/folders/')) {
      if (deleteStatus !== 204) return errorResponse(deleteStatus, 'folder_has_subfolders', 'x');
      folders = folders.filter((f) => f.id !== path.split('/')[3]);
      return new Response(null, { status: 204 });
    }
    return errorResponse(404, 'not_found', 'Not found');
  }).sent;
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

/** Shows how long the toast on screen stays, for the Undo toasts' longer time. */
function ToastDuration() {
  const open = useToast().toasts.find((t) => t.open);
  return <output aria-label="Toast duration">{open?.duration ?? ''}</output>;
}

function renderPage() {
  return renderWithProviders(
    <>
      <ManageVideos />
      <ToastDuration />
    </>,
    { toaster: true },
  ).user;
}

const card = (name: string) => screen.getByRole('listitem', { name });
const toggle = (name: string) =>
  within(card(name))
    .getAllByRole('button')
    .find((b) => b.hasAttribute('aria-expanded'))!;
const ownButton = (name: string, label: string) =>
  within(card(name)).getAllByRole('button', { name: label })[0]!;
const deleteCalls = () =>
  calls
    .filter((c) => c.method === 'DELETE')
    .map(({ method, path, body, headers }) => ({
      method,
      path,
      body,
      contentType: headers['content-type'] ?? null,
    }));

describe('ManageVideos', () => {
  it('shows the count line and the unfiled videos with delete buttons', async () => {
    renderPage();
    expect(await screen.findByText('2 unfiled video(s) • 3 total')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Loose One' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Video actions for Loose Two' })).toBeInTheDocument();
  });

  it('only the deepest open folder is actionable as folders open and close', async () => {
    const user = renderPage();
    await screen.findByRole('listitem', { name: 'Drills' });
    await user.click(toggle('Drills'));
    expect(ownButton('Drills', 'Add Video')).toBeEnabled();
    await user.click(toggle('Sprints'));
    expect(ownButton('Drills', 'Add Video')).toBeDisabled();
    expect(ownButton('Drills', 'Delete')).toBeDisabled();
    expect(ownButton('Sprints', 'Add Video')).toBeEnabled();
    expect(ownButton('Sprints', 'Create Folder')).toBeEnabled();
    await user.click(toggle('Empty'));
    // Opening another branch closes Drills and Sprints.
    expect(toggle('Drills')).toHaveAttribute('aria-expanded', 'false');
    expect(ownButton('Empty', 'Delete')).toBeEnabled();
    await user.click(toggle('Empty'));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('deleting a folder', () => {
  it('with subfolders: "Cannot Delete" and no dialog, no request', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Drills/ }));
    await user.click(ownButton('Drills', 'Delete'));
    expect(await screen.findByText('Cannot Delete')).toBeInTheDocument();
    expect(screen.getByText(FOLDER_HAS_SUBFOLDERS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deleteCalls()).toEqual([]);
  });

  it('holding videos: the exact name must be typed ("Confirmation Required" otherwise)', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Drills/ }));
    await user.click(toggle('Sprints'));
    await user.click(ownButton('Sprints', 'Delete'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Folder' });
    expect(dialog).toHaveTextContent('holds 1 video(s)');

    await user.type(within(dialog).getByLabelText('Folder name'), 'sprints');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Folder' }));
    expect(await screen.findByText('Confirmation Required')).toBeInTheDocument();
    expect(screen.getByText(FOLDER_CONFIRM_NAME_MESSAGE)).toBeInTheDocument();
    expect(deleteCalls()).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Folder name'));
    await user.type(within(dialog).getByLabelText('Folder name'), 'Sprints');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Folder' }));
    expect(await screen.findByText('Folder deleted successfully!')).toBeInTheDocument();
    expect(deleteCalls()).toEqual([
      {
        method: 'DELETE',
        path: `/admin/folders/${SPRINTS}`,
        body: { confirmName: 'Sprints' },
        contentType: 'application/json',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Sprints' })).toBeNull());
    // Drills is the deepest open folder again.
    expect(ownButton('Drills', 'Delete')).toBeEnabled();
  });

  it('empty: a plain confirm, and the DELETE carries no body and no JSON content type', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Empty/ }));
    await user.click(ownButton('Empty', 'Delete'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Folder' });
    expect(within(dialog).queryByLabelText('Folder name')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Folder' }));
    expect(await screen.findByText('Folder deleted successfully!')).toBeInTheDocument();
    expect(deleteCalls()).toEqual([
      { method: 'DELETE', path: `/admin/folders/${EMPTY}`, body: undefined, contentType: null },
    ]);
  });

  it('a server refusal (a subfolder added meanwhile) shows "Cannot Delete"', async () => {
    deleteStatus = 409;
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Empty/ }));
    await user.click(ownButton('Empty', 'Delete'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Folder' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Folder' }));
    expect(await screen.findByText('Cannot Delete')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete Folder' })).toBeInTheDocument();
  });
});

describe('Vimeo', () => {
  it("opens an unlisted video in Vimeo's player with its hash, and marks one that no longer plays", async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const user = renderPage();
    expect(await screen.findByText('2 unfiled video(s) • 3 total')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^PlayLoose Two/ }));
    expect(open).toHaveBeenCalledWith(
      'https://player.vimeo.com/video/1003?h=49a4e309cd&autoplay=1',
      '_blank',
      'noopener',
    );
    expect(screen.getByText('Not playable')).toBeInTheDocument();
    expect(screen.getByText('Hidden from users: private on Vimeo (nobody)')).toBeInTheDocument();
  });
});

describe('Undo after moving or copying', () => {
  async function transfer(mode: 'Move' | 'Copy') {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Drills/ }));
    await user.click(toggle('Sprints'));
    await user.click(screen.getByRole('button', { name: 'Video actions for Fly 10' }));
    const actions = await screen.findByRole('dialog', { name: 'Video Actions' });
    await user.click(within(actions).getByRole('button', { name: `${mode} to another folder` }));
    await user.click(await screen.findByRole('button', { name: `${mode} here: Empty` }));
    const confirm = await screen.findByRole('alertdialog', { name: `${mode} Video` });
    await user.click(within(confirm).getByRole('button', { name: mode }));
    return user;
  }

  it('Move offers Undo for 8 s; Undo moves the video back to the folder it came from', async () => {
    await transfer('Move');
    expect(await screen.findByText('Video moved successfully')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Toast duration' })).toHaveTextContent('8000');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: `/admin/videos/${testId(101)}/move`,
        body: { fromFolderId: SPRINTS, toFolderId: EMPTY },
      }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Move undone')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')[1]).toEqual(
      expect.objectContaining({
        path: `/admin/videos/${testId(101)}/move`,
        body: { fromFolderId: EMPTY, toFolderId: SPRINTS },
      }),
    );
  });

  it('Copy offers Undo; Undo takes the video out of the folder it was copied to', async () => {
    await transfer('Copy');
    expect(await screen.findByText('Video copied successfully')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Copy undone')).toBeInTheDocument();
    expect(deleteCalls()).toEqual([
      expect.objectContaining({ path: `/admin/folders/${EMPTY}/videos/${testId(101)}` }),
    ]);
  });
});
