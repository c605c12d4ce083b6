import type { LucideIcon } from 'lucide-react';

/** What a team list says while it has nothing to show: an icon, a title and what to do. */
export function EmptyState({
  icon: Icon,
  title,
  hint,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-line px-6 py-10 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-surface-raised">
        <Icon aria-hidden className="h-8 w-8 text-zinc-500" />
      </span>
      <div className="flex flex-col gap-1">
        <p className="text-lg font-semibold text-zinc-100">{title}</p>
        <p className="text-sm text-muted">{hint}</p>
      </div>
    </div>
  );
}
