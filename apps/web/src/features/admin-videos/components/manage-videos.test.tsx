import {
  FOLDER_CONFIRM_NAME_MESSAGE,
  FOLDER_HAS_SUBFOLDERS_MESSAGE,
} from '@gamespeed/domain/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toast';
import { clearToasts, useToast } from '@/components/ui/toast/use-toast';
import { ManageVideos } from './manage-videos';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const DRILLS = id(1);
const SPRINTS = id(2);
const EMPTY = id(3);

const folder = (fid: string, name: string, parentFolderId: string | null) => ({
  id: fid,
  name,
  tagIds: [],
  parentFolderId,
  createdBy: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const video = (n: number, title: string, folderIds: string[] | null) => ({
  id: id(100 + n),
  title,
  description: null,
  vimeoId: String(1000 + n),
  thumbnailUrl: null,
  duration: 60,
  tags: [],
  categoryId: null,
  isFeatured: false,
  isPreview: false,
  forRole: 'coach',
  drillType: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  folderIds,
});

interface Call {
  method: string;
  path: string;
  body: unknown;
  contentType: string | null;
}

let calls: Call[];
let folders: ReturnType<typeof folder>[];
let deleteStatus: number;

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  calls = [];
  deleteStatus = 204;
  folders = [
    folder(EMPTY, 'Empty', null),
    folder(SPRINTS, 'Sprints', DRILLS),
    folder(DRILLS, 'Drills', null),
  ];
  const videos = [
    video(1, 'Fly 10', [SPRINTS]),
    video(2, 'Loose One', null),
    video(3, 'Loose Two', null),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^.*\/api/, '');
      const method = init.method ?? 'GET';
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        method,
        path,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        contentType: headers['content-type'] ?? null,
      });
      if (method === 'GET' && path === '/admin/videos')
        return json(200, { videos, counts: { total: 3, unfiled: 2, featured: 0 } });
      if (method === 'GET' && path === '/admin/folders') return json(200, { folders });
      if (method === 'GET' && path === '/admin/tags') return json(200, { tags: [] });
      const transfer = /^\/admin\/videos\/([^/]+)\/(move|copy)$/.exec(path);
      if (method === 'POST' && transfer) return json(200, video(1, 'Fly 10', [EMPTY]));
      if (method === 'DELETE' && /^\/admin\/folders\/[^/]+\/videos\//.test(path))
        return json(200, video(1, 'Fly 10', [SPRINTS]));
      if (method === 'DELETE' && path.startsWith('/admin/folders/')) {
        if (deleteStatus !== 204)
          return json(deleteStatus, { error: { code: 'folder_has_subfolders', message: 'x' } });
        folders = folders.filter((f) => f.id !== path.split('/')[3]);
        return new Response(null, { status: 204 });
      }
      return json(404, { error: { code: 'not_found', message: 'Not found' } });
    }),
  );
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
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ManageVideos />
        <Toaster />
        <ToastDuration />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const card = (name: string) => screen.getByRole('listitem', { name });
const toggle = (name: string) =>
  within(card(name))
    .getAllByRole('button')
    .find((b) => b.hasAttribute('aria-expanded'))!;
const ownButton = (name: string, label: string) =>
  within(card(name)).getAllByRole('button', { name: label })[0]!;
const deleteCalls = () => calls.filter((c) => c.method === 'DELETE');

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
        path: `/admin/videos/${id(101)}/move`,
        body: { fromFolderId: SPRINTS, toFolderId: EMPTY },
      }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Move undone')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')[1]).toEqual(
      expect.objectContaining({
        path: `/admin/videos/${id(101)}/move`,
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
      expect.objectContaining({ path: `/admin/folders/${EMPTY}/videos/${id(101)}` }),
    ]);
  });
});
