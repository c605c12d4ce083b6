import { cn } from '@/lib/cn';

/** The visible tag on a value SOURCES.md marks PROVISIONAL (docs/product/norm-provenance.md). */
export function ProvisionalTag({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border border-amber-500/50 bg-amber-500/15 px-1.5 py-px text-[10px] font-semibold tracking-wide text-amber-300 uppercase',
        className,
      )}
    >
      Provisional
    </span>
  );
}
