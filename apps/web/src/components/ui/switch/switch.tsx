import { Switch as SwitchPrimitive } from 'radix-ui';
import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';

export interface SwitchFieldProps
  extends Omit<ComponentProps<typeof SwitchPrimitive.Root>, 'children'> {
  label: string;
  description?: string;
}

/** A labelled on/off switch (role switch); the whole row is a ≥ 44 px tap target. */
export function Switch({ label, description, id, className, ...props }: SwitchFieldProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  return (
    <div className={cn('flex min-h-11 items-center justify-between gap-4', className)}>
      <div className="flex flex-col">
        <label htmlFor={switchId} className="text-base font-medium text-zinc-100">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-sm text-muted">
            {description}
          </p>
        ) : null}
      </div>
      <SwitchPrimitive.Root
        id={switchId}
        aria-describedby={description ? descriptionId : undefined}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-line bg-zinc-800 transition-colors',
          'data-[state=checked]:border-accent data-[state=checked]:bg-accent',
          'disabled:cursor-not-allowed disabled:opacity-50',
          // Enlarges the hit area to 44 px without changing the visual size.
          'before:absolute before:-inset-2 before:content-[""]',
        )}
        {...props}
      >
        <SwitchPrimitive.Thumb className="block h-5 w-5 translate-x-1 rounded-full bg-zinc-50 shadow transition-transform data-[state=checked]:translate-x-6 data-[state=checked]:bg-black" />
      </SwitchPrimitive.Root>
    </div>
  );
}
