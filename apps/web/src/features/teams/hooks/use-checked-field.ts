import { type ChangeEvent, useState } from 'react';
import type { ZodType } from 'zod';

/**
 * The one text field of a small team form (team name, invite address, team code): what is
 * typed, and the message under it — the first rule the request breaks on the device (or
 * `fallback`), or the server's refusal.
 */
export function useCheckedField(fallback: string) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    value,
    setValue,
    setError,
    /** The request checked with the server's contract, or null after saying why not. */
    check<T>(schema: ZodType<T>, request: unknown): T | null {
      const parsed = schema.safeParse(request);
      setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? fallback));
      return parsed.success ? parsed.data : null;
    },
    /** Spread on the TextField. */
    field: {
      value,
      error,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
    },
  };
}
