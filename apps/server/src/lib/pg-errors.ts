/** PostgreSQL SQLSTATE codes the routes turn into client errors. */
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_UNIQUE_VIOLATION = '23505';
/** Text PostgreSQL cannot store: a NUL character (`\u0000`) in a string. */
export const PG_CHARACTER_NOT_IN_REPERTOIRE = '22021';
export const PG_UNTRANSLATABLE_CHARACTER = '22P05';

/**
 * The SQLSTATE of a database error, looking through wrappers (Drizzle wraps driver errors in
 * `cause`); null for anything else.
 */
export function pgErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
