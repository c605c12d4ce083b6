import { Button } from '../button/button';
import { DialogFooter } from '../dialog/dialog';

export interface FormActionsProps {
  /**
   * 'halves' (default): two equal columns; 'footer': a dialog's footer (stacked on a phone, to
   * the right from `sm` up).
   */
  layout?: 'halves' | 'footer';
  onCancel: () => void;
  /** Cancel is off too while the action runs. */
  lockCancel?: boolean;
  /** The action's words, and its words while `pending` (the button is off then). */
  label: string;
  pendingLabel: string;
  pending: boolean;
  /** A red action button (deletions). */
  danger?: boolean;
  /** Runs the action on a click; without it the button submits its form. */
  onAction?: () => void;
}

/** Cancel beside the button that does what the form or dialog is for. */
export function FormActions({
  layout = 'halves',
  onCancel,
  lockCancel = false,
  label,
  pendingLabel,
  pending,
  danger = false,
  onAction,
}: FormActionsProps) {
  const buttons = (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={lockCancel && pending}>
        Cancel
      </Button>
      <Button
        type={onAction ? 'button' : 'submit'}
        variant={danger ? 'danger' : 'primary'}
        disabled={pending}
        onClick={onAction}
      >
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
  if (layout === 'footer') return <DialogFooter>{buttons}</DialogFooter>;
  return <div className="grid grid-cols-2 gap-3">{buttons}</div>;
}
