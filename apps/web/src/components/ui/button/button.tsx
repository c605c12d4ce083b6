import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  primary:
    'bg-accent text-black hover:bg-accent-strong disabled:bg-zinc-700 disabled:text-zinc-400',
  secondary:
    'border border-line bg-surface-raised text-zinc-50 hover:bg-zinc-800 disabled:text-zinc-500',
  ghost: 'text-zinc-300 hover:bg-zinc-900 hover:text-zinc-50 disabled:text-zinc-600',
  danger: 'bg-red-600 text-white hover:bg-red-500 disabled:bg-zinc-700 disabled:text-zinc-400',
} as const;

const sizes = {
  md: 'h-12 px-5 text-base',
  sm: 'h-9 px-3 text-sm',
  icon: 'h-10 w-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  fullWidth?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        fullWidth && 'w-full',
        className,
      )}
      {...props}
    />
  );
}
