import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button/button';
import {
  Dialog,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './dialog';

function Example(props: Omit<DialogContentProps, 'children'>) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Open</Button>
      </DialogTrigger>
      <DialogContent {...props}>
        <DialogTitle>Power Triangle</DialogTitle>
        <DialogDescription>Tap a point to zoom in.</DialogDescription>
        <DialogFooter>
          <Button>Back</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A tap on the page behind the dialog: pointer-down, then click (Radix waits for the click). */
function tapOutside() {
  fireEvent.pointerDown(document.body, { button: 0 });
  fireEvent.pointerUp(document.body, { button: 0 });
  fireEvent.click(document.body, { button: 0 });
}

describe('Dialog', () => {
  it('opens from the trigger, is named by its title, and closes with the Close button', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Power Triangle' });
    expect(dialog).toHaveAccessibleDescription('Tap a point to zoom in.');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hides the close button with hideClose', async () => {
    const user = userEvent.setup();
    render(<Example hideClose />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('closes on Escape by default', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open on Escape and outside pointer-down with preventOutsideClose', async () => {
    const user = userEvent.setup();
    render(<Example preventOutsideClose />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // Radix attaches its outside-pointer listener on the next tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
    tapOutside();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on outside pointer-down without preventOutsideClose', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    tapOutside();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
