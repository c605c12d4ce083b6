import { parseIdentifier } from '@gamespeed/domain';

/**
 * Whether an account's e-mail or phone is listed in ADMIN_IDENTIFIERS. Entries are normalised
 * the same way as sign-in identifiers (e-mail lower-cased, phones as +1XXXXXXXXXX).
 */
export function isAdminIdentifier(
  adminIdentifiers: readonly string[],
  ...values: (string | null)[]
): boolean {
  const admins = new Set(
    adminIdentifiers.flatMap((entry) => {
      const parsed = parseIdentifier(entry);
      return parsed.kind === 'invalid' ? [] : [parsed.value];
    }),
  );
  return values.some((value) => value !== null && admins.has(value));
}
