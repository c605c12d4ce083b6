import type { TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { FieldMessage, useFieldIds } from '../field-message/field-message';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Shown under the field and announced to screen readers. */
  error?: string | null;
  hint?: string;
}

/** A labelled textarea, the multi-line twin of TextField. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className,
  rows = 4,
  ...props
}: TextareaFieldProps) {
  const { fieldId: textareaId, messageId, aria } = useFieldIds(id, error, hint);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={textareaId} className="text-sm font-medium text-zinc-200">
        {label}
      </label>
      <textarea
        id={textareaId}
        rows={rows}
        {...aria}
        className={cn(
          'min-h-24 w-full resize-y rounded-xl border bg-surface px-4 py-3 text-base text-zinc-50 placeholder:text-zinc-400',
          'focus:border-accent',
          error ? 'border-red-500' : 'border-line',
        )}
        {...props}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
