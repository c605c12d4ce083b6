import { useId } from 'react';

/** Ids tying a field to its message, and the aria attributes the field needs. */
export function useFieldIds(id: string | undefined, error?: string | null, hint?: string) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const messageId = `${fieldId}-message`;
  return {
    fieldId,
    messageId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error || hint ? messageId : undefined,
    },
  } as const;
}

/** The line under a field: the error (announced) or else the hint. */
export function FieldMessage({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | null;
  hint?: string;
}) {
  if (error) {
    return (
      <p id={id} role="alert" className="text-sm text-red-400">
        {error}
      </p>
    );
  }
  if (hint) {
    return (
      <p id={id} className="text-sm text-muted">
        {hint}
      </p>
    );
  }
  return null;
}
