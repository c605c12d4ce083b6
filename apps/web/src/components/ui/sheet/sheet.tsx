import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DialogCloseButton, DialogDescription, DialogTitle } from '../dialog/dialog';

/**
 * A bottom sheet: a modal dialog that slides up from the foot of the screen (explanations such
 * as "How to test" and where a benchmark comes from). Open it with a {@link SheetTrigger} so
 * Escape and Close give the focus back to the trigger. Nested inside another dialog, Escape
 * closes only the sheet.
 */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;

export interface SheetContentProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function SheetContent({ title, description, children, className }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/70" />
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed inset-x-0 bottom-0 z-[60] mx-auto flex max-h-[85dvh] w-full max-w-lg flex-col gap-3',
          'overflow-y-auto overscroll-contain rounded-t-2xl border border-b-0 border-line bg-surface',
          'px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-2xl focus:outline-none',
          className,
        )}
      >
        <div aria-hidden className="mx-auto h-1 w-10 shrink-0 rounded-full bg-zinc-700" />
        <div className="flex flex-col gap-1 pr-10">
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </div>
        {children}
        <DialogCloseButton className="top-3" />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
