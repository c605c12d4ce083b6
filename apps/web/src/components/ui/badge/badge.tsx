import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  orange: 'border-orange-500/40 bg-orange-500/15 text-orange-300',
  blue: 'border-blue-500/40 bg-blue-500/15 text-blue-300',
  green: 'border-green-500/40 bg-green-500/15 text-green-300',
  neutral: 'border-line bg-zinc-800 text-zinc-300',
  accent: 'border-accent/40 bg-accent/15 text-accent',
} as const;

export type BadgeTone = keyof typeof tones;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** A small label chip (deficiency labels, tags). Colour is never the only signal: keep text. */
export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
