import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { cn } from '@/lib/cn';
import { FieldMessage, useFieldIds } from '../field-message/field-message';

export interface SelectOption {
  /** Must not be empty: Radix reserves '' for "no value" (shows the placeholder). */
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * Options with an empty value are a programming error (docs/product/validation.md: "A select item may not have an
 * empty value"). In development and tests they throw; in production they are dropped so the
 * page still works.
 */
export function getSelectableOptions(options: readonly SelectOption[]): readonly SelectOption[] {
  const invalid = options.filter((option) => option.value === '');
  if (invalid.length === 0) return options;
  const names = invalid.map((option) => `'${option.label}'`).join(', ');
  if (import.meta.env.DEV) {
    throw new Error(`Select option ${names} has an empty value; use a non-empty value.`);
  }
  return options.filter((option) => option.value !== '');
}

export interface SelectFieldProps {
  label: string;
  /** '' (or undefined) shows the placeholder. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** Form field name; Radix then renders a hidden native select for form submission. */
  name?: string;
  id?: string;
  className?: string;
  triggerClassName?: string;
  /** Shown under the field and announced; the trigger points at it (aria-describedby). */
  error?: string | null;
}

/**
 * A labelled Radix Select. The trigger (role combobox) is named by the visible label through
 * aria-labelledby, so `getByLabel(label)` / `getByLabelText(label)` find it.
 */
export function Select({
  label,
  value,
  defaultValue,
  onValueChange,
  options,
  placeholder = 'Select...',
  disabled,
  required,
  name,
  id,
  className,
  triggerClassName,
  error,
}: SelectFieldProps) {
  const { fieldId: triggerId, messageId, aria } = useFieldIds(id, error);
  const labelId = `${triggerId}-label`;
  const items = getSelectableOptions(options);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className="text-sm font-medium text-zinc-200">
        {label}
      </span>
      <SelectPrimitive.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        disabled={disabled}
        required={required}
        name={name}
      >
        <SelectPrimitive.Trigger
          id={triggerId}
          aria-labelledby={labelId}
          {...aria}
          className={cn(
            'flex h-12 w-full items-center justify-between gap-2 rounded-xl border bg-surface px-4 text-left text-base text-zinc-50',
            error ? 'border-red-500' : 'border-line',
            'focus:border-accent data-[placeholder]:text-zinc-400',
            'disabled:cursor-not-allowed disabled:opacity-50',
            triggerClassName,
          )}
        >
          <SelectPrimitive.Value placeholder={placeholder} />
          <SelectPrimitive.Icon asChild>
            <ChevronDown aria-hidden className="h-5 w-5 shrink-0 text-zinc-400" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={6}
            className={cn(
              'z-50 max-h-[min(var(--radix-select-content-available-height),20rem)] w-[var(--radix-select-trigger-width)]',
              'overflow-hidden rounded-xl border border-line bg-surface-raised shadow-2xl',
            )}
          >
            <SelectPrimitive.Viewport className="p-1">
              {items.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={cn(
                    'relative flex min-h-11 cursor-pointer items-center rounded-lg py-2 pr-3 pl-9 text-base text-zinc-100 select-none',
                    'outline-none data-[highlighted]:bg-zinc-800 data-[state=checked]:text-accent',
                    'data-[disabled]:pointer-events-none data-[disabled]:text-zinc-600',
                  )}
                >
                  <SelectPrimitive.ItemIndicator className="absolute left-2.5 inline-flex">
                    <Check aria-hidden className="h-4 w-4" />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
      <FieldMessage id={messageId} error={error} />
    </div>
  );
}
