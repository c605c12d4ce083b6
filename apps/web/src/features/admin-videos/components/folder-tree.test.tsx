import { LONG_PRESS_FOLDER_MS } from '@gamespeed/domain';
import type { AdminVideo, Folder, Tag } from '@gamespeed/domain/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminVideoFixture, folderFixture, testId } from '@/testing/fixtures';
import { indexFolders } from '../folder-tree';
import type { Transfer } from '../transfer';
import { FolderTree, type FolderTreeActions } from './folder-tree';

const id = testId;
const folder = (n: number, name: string, parent: number | null, tagIds: string[] = []): Folder =>
  folderFixture({ id: id(n), name, tagIds, parentFolderId: parent === null ? null : id(parent) });
const video = (n: number, title: string, folders: number[] | null): AdminVideo =>
  adminVideoFixture({
    id: id(100 + n),
    title,
    vimeoId: String(1000 + n),
    duration: 60,
    folderIds: folders?.map(id) ?? null,
  });

const tags: Tag[] = ['Speed', 'Power', 'Agility', 'Recovery'].map((name, i) => ({
  id: id(200 + i),
  name,
}));
const drills = folder(
  1,
  'Drills',
  null,
  tags.map((t) => t.id),
);
const sprints = folder(2, 'Sprints', 1);
const empty = folder(3, 'Empty', null);
const index = indexFolders(
  [drills, sprints, empty],
  [video(1, 'Wall Drill', [1]), video(2, 'Fly 10', [2]), video(3, 'Loose', null)],
);

function renderTree(openPath: string[], transfer: Transfer | null = null) {
  const actions: FolderTreeActions = {
    onToggle: vi.fn(),
    onAddVideos: vi.fn(),
    onCreateSubfolder: vi.fn(),
    onDelete: vi.fn(),
    onPlay: vi.fn(),
    onVideoActions: vi.fn(),
    onTransferTarget: vi.fn(),
  };
  render(
    <FolderTree
      index={index}
      openPath={openPath}
      tagsById={new Map(tags.map((t) => [t.id, t]))}
      transfer={transfer}
      actions={actions}
    />,
  );
  return actions;
}

const card = (name: string) => screen.getByRole('listitem', { name });
const actionButtons = (name: string) =>
  ['Add Video', 'Create Folder', 'Delete'].map(
    (label) => within(card(name)).getAllByRole('button', { name: label })[0]!,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('FolderTree', () => {
  it('shows closed cards with counts and at most three tag chips', () => {
    renderTree([]);
    const drillsToggle = within(card('Drills')).getByRole('button', { expanded: false });
    expect(drillsToggle).toHaveTextContent('1 folders, 1 videos');
    expect(within(card('Drills')).getByText('Speed')).toBeInTheDocument();
    expect(within(card('Drills')).getByText('Agility')).toBeInTheDocument();
    expect(within(card('Drills')).queryByText('Recovery')).toBeNull();
    expect(within(card('Drills')).getByText('+1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Video' })).toBeNull();
    expect(screen.queryByText('Sprints')).toBeNull();
  });

  it('enables Add Video, Create Folder and Delete only on the deepest open folder', () => {
    const actions = renderTree([drills.id, sprints.id]);
    for (const button of actionButtons('Sprints')) expect(button).toBeEnabled();
    const [add, create, del] = actionButtons('Drills');
    // Drills' own buttons come first in its card; Sprints' follow inside it.
    for (const button of [add, create, del]) expect(button).toBeDisabled();
    expect(within(card('Drills')).getByText(/innermost open folder/)).toBeInTheDocument();

    fireEvent.click(actionButtons('Sprints')[0]!);
    expect(actions.onAddVideos).toHaveBeenCalledWith(sprints);
    fireEvent.click(actionButtons('Sprints')[1]!);
    expect(actions.onCreateSubfolder).toHaveBeenCalledWith(sprints);
    fireEvent.click(actionButtons('Sprints')[2]!);
    expect(actions.onDelete).toHaveBeenCalledWith(sprints);
    fireEvent.click(add!);
    expect(actions.onAddVideos).toHaveBeenCalledTimes(1);
  });

  it('with only the parent open, the parent is actionable', () => {
    renderTree([drills.id]);
    for (const button of actionButtons('Drills')) expect(button).toBeEnabled();
    expect(within(card('Drills')).getByRole('button', { name: /^Play ?Wall Drill/ })).toBeVisible();
  });

  it('an open folder with no subfolders and no videos says so', () => {
    renderTree([empty.id]);
    expect(within(card('Empty')).getByText('This folder is empty')).toBeInTheDocument();
  });

  it('toggles a folder on tap', () => {
    const actions = renderTree([]);
    fireEvent.click(within(card('Empty')).getByRole('button', { expanded: false }));
    expect(actions.onToggle).toHaveBeenCalledWith(empty);
  });

  it('in move mode a long press of 500 ms on a folder (or Move here) picks it, not the source', () => {
    vi.useFakeTimers();
    const transfer: Transfer = {
      mode: 'move',
      video: video(1, 'Wall Drill', [1]),
      fromFolderId: drills.id,
    };
    const actions = renderTree([], transfer);
    expect(within(card('Drills')).queryByRole('button', { name: /Move here/ })).toBeNull();
    const toggle = within(card('Empty')).getByRole('button', { expanded: false });

    fireEvent.pointerDown(toggle, { pointerType: 'touch', button: 0, clientX: 5, clientY: 5 });
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_FOLDER_MS - 1);
    });
    fireEvent.pointerUp(toggle);
    expect(actions.onTransferTarget).not.toHaveBeenCalled();

    fireEvent.pointerDown(toggle, { pointerType: 'touch', button: 0, clientX: 5, clientY: 5 });
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_FOLDER_MS);
    });
    expect(actions.onTransferTarget).toHaveBeenCalledWith(empty);
    fireEvent.click(toggle);
    expect(actions.onToggle).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Move here: Empty' }));
    expect(actions.onTransferTarget).toHaveBeenCalledTimes(2);
  });

  it('without move/copy mode a long press on a folder does nothing', () => {
    vi.useFakeTimers();
    const actions = renderTree([]);
    const toggle = within(card('Empty')).getByRole('button', { expanded: false });
    fireEvent.pointerDown(toggle, { pointerType: 'touch', button: 0 });
    act(() => {
      vi.advanceTimersByTime(LONG_PRESS_FOLDER_MS * 2);
    });
    expect(actions.onTransferTarget).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Copy here|Move here/ })).toBeNull();
  });
});
