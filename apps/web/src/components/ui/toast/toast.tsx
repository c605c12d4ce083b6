import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import {
  dismissToast,
  TOAST_DURATION,
  type ToastRecord,
  type ToastVariant,
  useToast,
} from './use-toast';

const variants: Record<ToastVariant, string> = {
  default: 'border-line bg-surface-raised text-zinc-50',
  success: 'border-green-600/60 bg-green-950 text-green-50',
  destructive: 'border-red-500/60 bg-red-950 text-red-50',
};

function ToastItem({ item }: { item: ToastRecord }) {
  const destructive = item.variant === 'destructive';
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      duration={item.duration}
      // Radix announces the text through its own live region (assertive for foreground).
      type={destructive ? 'foreground' : 'background'}
      data-variant={item.variant}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-2xl',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=end]:transition-transform',
        variants[item.variant],
      )}
    >
      {/*
        The item stays a list item of the notification list; its content carries the kind
        (alert or status) without announcing it a second time.
      */}
      <div
        role={destructive ? 'alert' : 'status'}
        aria-live="off"
        aria-atomic
        data-variant={item.variant}
        className="flex min-w-0 flex-col gap-1"
      >
        <ToastPrimitive.Title className="text-sm font-semibold [overflow-wrap:anywhere]">
          {item.title}
        </ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="text-sm opacity-90 [overflow-wrap:anywhere]">
            {item.description}
          </ToastPrimitive.Description>
        ) : null}
        {item.action ? (
          <ToastPrimitive.Action
            altText={item.action.altText}
            onClick={item.action.onAction}
            className="mt-1 self-start rounded-lg border border-current px-3 py-1.5 text-sm font-semibold"
          >
            {item.action.label}
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Dismiss notification"
        className="absolute top-1 right-1 inline-flex h-11 w-11 items-center justify-center rounded-xl opacity-70 transition-opacity hover:opacity-100"
      >
        <X aria-hidden className="h-4 w-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Mount once near the root. Renders the store's toasts in a Radix viewport (F8 focuses it)
 * that sits above the 4rem bottom navigation and the home indicator — or, while a dialog is
 * open, at the top, clear of the dialog's buttons. Swipe right 50 px dismisses.
 */
export function Toaster({ className }: { className?: string }) {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport
        className={cn(
          'fixed inset-x-0 z-[100] mx-auto flex w-full max-w-lg flex-col gap-2 px-4',
          // --bottom-banner-height: set by a page's fixed bottom banner so toasts sit above it.
          'bottom-[calc(4rem+env(safe-area-inset-bottom)+0.75rem+var(--bottom-banner-height,0px))] pointer-events-none',
          // While a dialog or sheet is open (Radix locks the body's scrolling) its buttons are at
          // the bottom, where the next tap goes: the toast shows at the top instead.
          '[body[data-scroll-locked]_&]:top-[calc(env(safe-area-inset-top)+0.75rem)] [body[data-scroll-locked]_&]:bottom-auto',
          className,
        )}
      />
    </ToastPrimitive.Provider>
  );
}
