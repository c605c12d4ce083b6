import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

/** A tappable card leading to another screen: icon, title, one line of description. */
export function LinkCard({
  to,
  icon: Icon,
  title,
  description,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <Link
      to={to}
      className="flex min-h-20 items-center gap-4 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-accent/60 hover:bg-surface-raised"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
        <Icon aria-hidden className="h-6 w-6" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-zinc-50">{title}</span>
        <span className="text-sm text-muted">{description}</span>
      </span>
      <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-zinc-500" />
    </Link>
  );
}
