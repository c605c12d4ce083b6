import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A full-height scrolling page with safe-area padding for notches and home indicators. */
export function PageShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main
      className={cn(
        'mx-auto flex min-h-full w-full max-w-lg flex-col px-5',
        'pt-[max(1.5rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))]',
        className,
      )}
    >
      {children}
    </main>
  );
}
