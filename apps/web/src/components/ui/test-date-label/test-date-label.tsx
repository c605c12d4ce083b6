import { formatTestDateShort } from '@gamespeed/domain';
import { cn } from '@/lib/cn';

/**
 * The day a shown value was tested ("Nov 25", with the year when it is not this year), on its
 * own line under the value. Nothing when the day is not known.
 */
export function TestDateLabel({
  day,
  className,
}: {
  day: string | null | undefined;
  className?: string;
}) {
  if (!day) return null;
  return (
    <time dateTime={day} className={cn('block text-xs font-normal text-muted', className)}>
      {formatTestDateShort(day)}
    </time>
  );
}
