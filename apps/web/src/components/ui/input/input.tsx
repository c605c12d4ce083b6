import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { FieldMessage, useFieldIds } from '../field-message/field-message';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field and announced to screen readers. */
  error?: string | null;
  hint?: string;
}

/** A labelled input: the label is always associated, errors are linked by aria-describedby. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  const { fieldId: inputId, messageId, aria } = useFieldIds(id, error, hint);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-zinc-200">
        {label}
      </label>
      <input
        id={inputId}
        {...aria}
        className={cn(
          'h-12 w-full rounded-xl border bg-surface px-4 text-base text-zinc-50 placeholder:text-zinc-400',
          'focus:border-accent',
          error ? 'border-red-500' : 'border-line',
        )}
        {...props}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
