import type { LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button/button';
import { cn } from '@/lib/cn';

/** A square ghost button with one icon, named by `label` (a row's edit, move or delete). */
export function IconButton({
  icon: Icon,
  label,
  danger = false,
  className,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  /** Red, for a deletion. */
  danger?: boolean;
  className?: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      className={cn('h-11 w-11', className, danger && 'text-red-400 hover:text-red-300')}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden className="h-5 w-5" />
    </Button>
  );
}
