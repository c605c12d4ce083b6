import { Copy, FolderInput } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button/button';
import { messages } from '../messages';
import type { Transfer } from '../transfer';

/**
 * docs/product/screens.md, docs/product/states.md: the bottom banner while a video is being moved or copied, above the bottom
 * navigation, with Cancel.
 */
export function TransferBanner({
  transfer,
  onCancel,
}: {
  transfer: Transfer;
  onCancel: () => void;
}) {
  const Icon = transfer.mode === 'move' ? FolderInput : Copy;
  const ref = useRef<HTMLDivElement>(null);
  // Lifts the toasts above the banner (the Toaster reads --bottom-banner-height).
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--bottom-banner-height', `${ref.current?.offsetHeight ?? 0}px`);
    return () => {
      root.removeProperty('--bottom-banner-height');
    };
  }, []);
  return (
    <div
      ref={ref}
      className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 px-3 pb-2"
    >
      <section
        aria-label={transfer.mode === 'move' ? 'Move mode' : 'Copy mode'}
        className="mx-auto flex max-w-lg items-center gap-3 rounded-2xl border border-accent/60 bg-zinc-950/95 p-3 shadow-2xl backdrop-blur"
      >
        <Icon aria-hidden className="h-6 w-6 shrink-0 text-accent" />
        <div className="flex min-w-0 flex-1 flex-col" role="status">
          <p className="text-sm font-semibold text-zinc-50">
            {messages.transferHint(transfer.mode)}
          </p>
          <p className="truncate text-xs text-muted">{transfer.video.title}</p>
        </div>
        <Button variant="secondary" size="sm" className="h-11 shrink-0" onClick={onCancel}>
          Cancel
        </Button>
      </section>
    </div>
  );
}
