import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toast';
import { clearToasts, TOAST_REMOVE_DELAY, toast, useToast } from './use-toast';

function notificationRegion() {
  return screen.getByRole('region', { name: 'Notifications (F8)' });
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new toast replaces the old one', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Folder created successfully!' });
    });
    expect(within(notificationRegion()).getByText('Folder created successfully!')).toBeVisible();

    act(() => {
      toast({ title: 'Tag created successfully!' });
    });
    const region = within(notificationRegion());
    expect(region.queryByText('Folder created successfully!')).not.toBeInTheDocument();
    expect(region.getByText('Tag created successfully!')).toBeInTheDocument();
    expect(region.getAllByRole('status')).toHaveLength(1);
  });

  it('dismisses itself after 5000 ms and keeps the closed record until the removal delay', () => {
    render(<Toaster />);
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: 'Video deleted successfully!', description: 'It is gone.' });
    });

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(within(notificationRegion()).getByText('It is gone.')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(
      within(notificationRegion()).queryByText('Video deleted successfully!'),
    ).not.toBeInTheDocument();
    expect(result.current.toasts).toEqual([
      expect.objectContaining({ title: 'Video deleted successfully!', open: false }),
    ]);

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    });
    expect(result.current.toasts).toEqual([]);
  });

  it('renders a destructive toast as an alert with its title and description', () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: 'Cannot Delete',
        description:
          'Cannot delete folder with subfolders. Please delete or move subfolders first.',
        variant: 'destructive',
      });
    });
    const alert = within(notificationRegion()).getByRole('alert');
    expect(alert).toHaveTextContent('Cannot Delete');
    expect(alert).toHaveTextContent('Cannot delete folder with subfolders.');
    expect(alert).toHaveAttribute('data-variant', 'destructive');
    expect(within(notificationRegion()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders default and success toasts as status', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Video moved successfully', variant: 'success' });
    });
    expect(within(notificationRegion()).getByRole('status')).toHaveTextContent(
      'Video moved successfully',
    );
  });

  it('closes on the dismiss button', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Video removed from folder' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Video removed from folder')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe right past the 50 px threshold, not by a shorter one', () => {
    Element.prototype.setPointerCapture ??= () => {};
    Element.prototype.releasePointerCapture ??= () => {};
    render(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const item = within(notificationRegion()).getByRole('status');
    const swipe = (distance: number) => {
      fireEvent.pointerDown(item, { button: 0, clientX: 0, clientY: 0, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: 5, clientY: 0, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: distance, clientY: 0, pointerId: 1 });
      fireEvent.pointerUp(item, { clientX: distance, clientY: 0, pointerId: 1 });
    };

    swipe(40);
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    swipe(60);
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('focuses the notification area on F8', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Required', variant: 'destructive' });
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(within(notificationRegion()).getByRole('list')).toHaveFocus();
  });
});
