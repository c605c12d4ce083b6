import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';

/** An in-app link that reads as a link: accent colour, underlined, small text. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn('text-sm font-medium text-accent underline underline-offset-4', className)}
      {...props}
    />
  );
}
