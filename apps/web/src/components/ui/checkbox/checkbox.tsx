import { Check } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn';

export interface CheckboxFieldProps
  extends Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'children'> {
  label: string;
  description?: string;
}

/** A labelled checkbox (role checkbox); the label row is a ≥ 44 px tap target. */
export function Checkbox({ label, description, id, className, ...props }: CheckboxFieldProps) {
  const generatedId = useId();
  const checkboxId = id ?? generatedId;
  const descriptionId = `${checkboxId}-description`;
  return (
    <div className={cn('flex min-h-11 items-center gap-3', className)}>
      <CheckboxPrimitive.Root
        id={checkboxId}
        aria-describedby={description ? descriptionId : undefined}
        className={cn(
          'relative inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-md border border-line bg-surface',
          'data-[state=checked]:border-accent data-[state=checked]:bg-accent data-[state=checked]:text-black',
          'disabled:cursor-not-allowed disabled:opacity-50',
          'before:absolute before:-inset-2.5 before:content-[""]',
        )}
        {...props}
      >
        <CheckboxPrimitive.Indicator>
          <Check aria-hidden className="h-4 w-4" strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <div className="flex flex-col">
        <label htmlFor={checkboxId} className="text-base text-zinc-100">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="text-sm text-muted">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
