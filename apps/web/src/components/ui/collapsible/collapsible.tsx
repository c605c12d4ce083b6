import { ChevronDown } from 'lucide-react';
import { Collapsible as CollapsiblePrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Collapsible = CollapsiblePrimitive.Root;

export interface CollapsibleTriggerProps
  extends ComponentProps<typeof CollapsiblePrimitive.Trigger> {
  /** Shows a chevron that turns when open; off when `asChild` renders your own element. */
  showChevron?: boolean;
}

/** A full-width ≥ 44 px button that toggles the content (aria-expanded is set by Radix). */
export function CollapsibleTrigger({
  className,
  children,
  showChevron = true,
  asChild,
  ...props
}: CollapsibleTriggerProps) {
  if (asChild) {
    return (
      <CollapsiblePrimitive.Trigger asChild className={className} {...props}>
        {children}
      </CollapsiblePrimitive.Trigger>
    );
  }
  return (
    <CollapsiblePrimitive.Trigger
      className={cn(
        'group flex min-h-11 w-full items-center justify-between gap-2 rounded-xl px-3 text-left text-sm font-medium text-zinc-200',
        'hover:bg-zinc-900',
        className,
      )}
      {...props}
    >
      {children}
      {showChevron ? (
        <ChevronDown
          aria-hidden
          className="h-4 w-4 shrink-0 transition-transform group-data-[state=open]:rotate-180"
        />
      ) : null}
    </CollapsiblePrimitive.Trigger>
  );
}

export function CollapsibleContent({
  className,
  ...props
}: ComponentProps<typeof CollapsiblePrimitive.Content>) {
  return <CollapsiblePrimitive.Content className={cn('overflow-hidden', className)} {...props} />;
}
