import { LONG_PRESS_FOLDER_MS, LONG_PRESS_UNFILED_MS } from '@gamespeed/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminVideoFixture, testId } from '@/testing/fixtures';
import { VideoRow } from '../components/video-row';
import { LONG_PRESS_MOVE_TOLERANCE_PX } from './use-long-press';

const video = adminVideoFixture({ id: testId(1) });

function renderRow(longPressMs: number) {
  const onPlay = vi.fn();
  const onOpenActions = vi.fn();
  render(
    <ul>
      <VideoRow
        video={video}
        longPressMs={longPressMs}
        onPlay={onPlay}
        onOpenActions={onOpenActions}
      />
    </ul>,
  );
  return {
    onPlay,
    onOpenActions,
    row: screen.getByRole('button', { name: /^Play ?Acceleration Basics/ }),
  };
}

const down = (el: Element, x = 10, y = 10) =>
  fireEvent.pointerDown(el, { pointerType: 'touch', button: 0, clientX: x, clientY: y });
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

// Synchronous fireEvent: Testing Library's async helpers wait on timers that fake timers hold.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('long-press on a video', () => {
  it.each([
    ['in a folder', LONG_PRESS_FOLDER_MS],
    ['unfiled', LONG_PRESS_UNFILED_MS],
  ])('%s opens the actions after exactly its delay', (_, delay) => {
    const { row, onOpenActions } = renderRow(delay);
    down(row);
    wait(delay - 1);
    expect(onOpenActions).not.toHaveBeenCalled();
    wait(1);
    expect(onOpenActions).toHaveBeenCalledTimes(1);
    expect(onOpenActions).toHaveBeenCalledWith(video);
  });

  it('uses 500 ms inside folders and 1000 ms for unfiled videos (docs/product/constants.md)', () => {
    expect(LONG_PRESS_FOLDER_MS).toBe(500);
    expect(LONG_PRESS_UNFILED_MS).toBe(1000);
    const { row, onOpenActions } = renderRow(LONG_PRESS_UNFILED_MS);
    down(row);
    wait(LONG_PRESS_FOLDER_MS);
    expect(onOpenActions).not.toHaveBeenCalled();
    wait(LONG_PRESS_UNFILED_MS - LONG_PRESS_FOLDER_MS);
    expect(onOpenActions).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by releasing early, and the release plays the video instead', () => {
    const { row, onOpenActions, onPlay } = renderRow(LONG_PRESS_FOLDER_MS);
    down(row);
    wait(LONG_PRESS_FOLDER_MS - 100);
    fireEvent.pointerUp(row);
    fireEvent.click(row);
    wait(1000);
    expect(onOpenActions).not.toHaveBeenCalled();
    expect(onPlay).toHaveBeenCalledWith(video);
  });

  it('is cancelled by moving the finger (scrolling), but not by a small wobble', () => {
    const { row, onOpenActions } = renderRow(LONG_PRESS_FOLDER_MS);
    down(row, 10, 10);
    fireEvent.pointerMove(row, { clientX: 13, clientY: 14 });
    wait(LONG_PRESS_FOLDER_MS);
    expect(onOpenActions).toHaveBeenCalledTimes(1);

    down(row, 10, 10);
    fireEvent.pointerMove(row, { clientX: 10, clientY: 11 + LONG_PRESS_MOVE_TOLERANCE_PX });
    wait(LONG_PRESS_FOLDER_MS * 2);
    expect(onOpenActions).toHaveBeenCalledTimes(1);
  });

  it('is cancelled when the pointer leaves or the browser cancels it', () => {
    const { row, onOpenActions } = renderRow(LONG_PRESS_FOLDER_MS);
    down(row);
    fireEvent.pointerLeave(row);
    down(row);
    fireEvent.pointerCancel(row);
    wait(LONG_PRESS_FOLDER_MS * 2);
    expect(onOpenActions).not.toHaveBeenCalled();
  });

  it('swallows the click that ends a long press, so the video does not also play', () => {
    const { row, onOpenActions, onPlay } = renderRow(LONG_PRESS_FOLDER_MS);
    down(row);
    wait(LONG_PRESS_FOLDER_MS);
    fireEvent.pointerUp(row);
    fireEvent.click(row);
    expect(onOpenActions).toHaveBeenCalledTimes(1);
    expect(onPlay).not.toHaveBeenCalled();
    // The next tap plays again.
    fireEvent.click(row);
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('ignores the right mouse button, and the menu button opens the actions at once', () => {
    const { row, onOpenActions } = renderRow(LONG_PRESS_FOLDER_MS);
    fireEvent.pointerDown(row, { pointerType: 'mouse', button: 2 });
    wait(LONG_PRESS_FOLDER_MS * 2);
    expect(onOpenActions).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Video actions for Acceleration Basics' }));
    expect(onOpenActions).toHaveBeenCalledTimes(1);
  });
});

describe('the finger lifting after a long press', () => {
  it('never activates what the long press opened under it (pointerup and click are swallowed)', () => {
    const menuItem = vi.fn();
    const onOpenActions = vi.fn();
    render(
      <ul>
        <VideoRow
          video={video}
          longPressMs={LONG_PRESS_FOLDER_MS}
          onPlay={vi.fn()}
          onOpenActions={onOpenActions}
        />
      </ul>,
    );
    const row = screen.getByRole('button', { name: /^Play ?Acceleration Basics/ });
    down(row);
    wait(LONG_PRESS_FOLDER_MS);
    expect(onOpenActions).toHaveBeenCalledTimes(1);
    // The menu now sits under the finger.
    const { getByRole } = render(
      <button type="button" onPointerUp={menuItem} onClick={menuItem}>
        Move to folder
      </button>,
    );
    const item = getByRole('button', { name: 'Move to folder' });
    fireEvent.pointerUp(item, { pointerType: 'touch' });
    fireEvent.click(item);
    expect(menuItem).not.toHaveBeenCalled();
    // The next, deliberate tap works.
    fireEvent.pointerDown(item, { pointerType: 'touch' });
    fireEvent.pointerUp(item, { pointerType: 'touch' });
    fireEvent.click(item);
    expect(menuItem).toHaveBeenCalledTimes(2);
  });
});
