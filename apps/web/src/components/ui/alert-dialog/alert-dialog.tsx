import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button/button';
import { cn } from '@/lib/cn';
import { withReturnFocus } from '../dialog/use-return-focus';

export interface ConfirmDialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the dialog (rendered with `asChild`, so pass a button). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Confirm button label while `busy` (e.g. 'Deleting...'). */
  busyLabel?: string;
  /** Red confirm button for deletions. */
  destructive?: boolean;
  /** Disables both buttons and Escape while the confirmed action runs. */
  busy?: boolean;
  confirmDisabled?: boolean;
  /**
   * Called on confirm. The dialog stays open: close it through `onOpenChange` (or `open`)
   * once the action has succeeded, so failures can keep it open.
   */
  onConfirm: () => void;
  /** Extra content between description and buttons, e.g. a "type the name" field. */
  children?: ReactNode;
  className?: string;
}

const AlertContent = withReturnFocus(AlertDialogPrimitive.Content);

/** A modal confirm prompt (role alertdialog). Clicking outside never closes it. */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  busyLabel,
  destructive = false,
  busy = false,
  confirmDisabled = false,
  onConfirm,
  children,
  className,
}: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? (
        <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger>
      ) : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <AlertContent
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex -translate-x-1/2 -translate-y-1/2 flex-col gap-4',
            'max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto overscroll-contain',
            'rounded-2xl border border-line bg-surface p-5 shadow-2xl focus:outline-none',
            className,
          )}
        >
          <div className="flex flex-col gap-1.5">
            <AlertDialogPrimitive.Title className="text-lg font-semibold text-zinc-50">
              {title}
            </AlertDialogPrimitive.Title>
            {description ? (
              <AlertDialogPrimitive.Description className="text-sm text-muted">
                {description}
              </AlertDialogPrimitive.Description>
            ) : null}
          </div>
          {children}
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="secondary" disabled={busy} className="w-full sm:w-auto">
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button
              variant={destructive ? 'danger' : 'primary'}
              disabled={busy || confirmDisabled}
              aria-busy={busy || undefined}
              onClick={onConfirm}
              className="w-full sm:w-auto"
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertContent>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
