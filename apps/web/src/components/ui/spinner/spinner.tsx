import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

const sizes = {
  sm: 'h-4 w-4',
  md: 'h-6 w-6',
  lg: 'h-10 w-10',
} as const;

export interface SpinnerProps {
  /** Announced text, e.g. 'Loading drills...'. */
  label?: string;
  /** Show the label beside the icon; otherwise it is screen-reader only. */
  showLabel?: boolean;
  size?: keyof typeof sizes;
  className?: string;
}

/** A spinning loader in a polite status region (role status). */
export function Spinner({
  label = 'Loading...',
  showLabel = false,
  size = 'md',
  className,
}: SpinnerProps) {
  return (
    <output
      aria-live="polite"
      className={cn('inline-flex items-center gap-2 text-sm text-muted', className)}
    >
      <LoaderCircle aria-hidden className={cn('animate-spin text-accent', sizes[size])} />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </output>
  );
}
