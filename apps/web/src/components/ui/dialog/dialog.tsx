import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { withReturnFocus } from './use-return-focus';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hides the top-right close button (e.g. while a chart is zoomed in). */
  hideClose?: boolean;
  /** Pointer-down outside, focus outside and Escape no longer close the dialog. */
  preventOutsideClose?: boolean;
  /** Full-width dialog, 80% of the viewport height (chart dialogs). */
  fullScreen?: boolean;
  overlayClassName?: string;
  /**
   * On close, places the focus itself instead of the opener getting it back (the page may have
   * replaced the opener meanwhile). Takes the place of `onCloseAutoFocus`.
   */
  returnFocus?: () => void;
}

/**
 * Overlay plus a centred panel. On a phone it fills the width minus a 1 rem gutter and scrolls
 * inside when taller than the screen. Give it a DialogTitle, and a DialogDescription or
 * `aria-describedby={undefined}`, or Radix warns.
 */
export function DialogContent({
  hideClose = false,
  preventOutsideClose = false,
  fullScreen = false,
  className,
  overlayClassName,
  children,
  onPointerDownOutside,
  onInteractOutside,
  onEscapeKeyDown,
  onCloseAutoFocus,
  returnFocus,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={cn('fixed inset-0 z-50 bg-black/70 backdrop-blur-sm', overlayClassName)}
      />
      <PanelContent
        onCloseAutoFocus={
          returnFocus
            ? (event) => {
                event.preventDefault();
                returnFocus();
              }
            : onCloseAutoFocus
        }
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          if (preventOutsideClose) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (preventOutsideClose) event.preventDefault();
        }}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (preventOutsideClose) event.preventDefault();
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex -translate-x-1/2 -translate-y-1/2 flex-col gap-4',
          'overflow-y-auto overscroll-contain rounded-2xl border border-line bg-surface p-5 shadow-2xl',
          'focus:outline-none',
          fullScreen
            ? 'h-[80vh] max-h-[80dvh] w-full max-w-none'
            : 'max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg',
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : <DialogCloseButton className="top-2" />}
      </PanelContent>
    </DialogPrimitive.Portal>
  );
}

const PanelContent = withReturnFocus(DialogPrimitive.Content);

/** The ✕ in a panel's top-right corner, named "Close"; `className` sets how far from the top. */
export function DialogCloseButton({ className }: { className: string }) {
  return (
    <DialogPrimitive.Close
      aria-label="Close"
      className={cn(
        'absolute right-2 inline-flex h-11 w-11 items-center justify-center rounded-xl text-zinc-400',
        'transition-colors hover:bg-zinc-900 hover:text-zinc-50',
        className,
      )}
    >
      <X aria-hidden className="h-5 w-5" />
    </DialogPrimitive.Close>
  );
}

/** Title and description stack; leaves room on the right for the close button. */
export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-semibold text-zinc-50', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}

/** Actions row: stacked full-width buttons on a phone, right-aligned row from `sm` up. */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end [&>*]:w-full sm:[&>*]:w-auto',
        className,
      )}
      {...props}
    />
  );
}

export interface TitledDialogProps extends Omit<DialogContentProps, 'title'> {
  open: boolean;
  /** Escape, a tap outside or the close button. */
  onClose: () => void;
  title: ReactNode;
  titleClassName?: string;
  description: ReactNode;
  descriptionClassName?: string;
}

/** A controlled dialog with its title and description above `children`. */
export function TitledDialog({
  open,
  onClose,
  title,
  titleClassName,
  description,
  descriptionClassName,
  children,
  ...content
}: TitledDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle className={titleClassName}>{title}</DialogTitle>
          <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
