import { type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '@/lib/cn';

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
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  const messageId = `${textareaId}-message`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={textareaId} className="text-sm font-medium text-zinc-200">
        {label}
      </label>
      <textarea
        id={textareaId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cn(
          'min-h-24 w-full resize-y rounded-xl border bg-surface px-4 py-3 text-base text-zinc-50 placeholder:text-zinc-500',
          'focus:border-accent focus:outline-none',
          error ? 'border-red-500' : 'border-line',
        )}
        {...props}
      />
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
