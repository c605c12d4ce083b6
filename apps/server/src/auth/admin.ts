import { parseIdentifier } from '@gamespeed/domain';

/** Every character that is not an ASCII digit. */
const NON_DIGITS = /\D/g;

/**
 * One ADMIN_IDENTIFIERS entry in the stored form sign-in uses: an e-mail lower-cased, a US
 * phone as +1 and 10 digits. Besides what sign-in accepts (10 digits in any layout), an entry
 * may carry the country code (`+15551234567`, `+1 (555) 123-4567`, `1-555-123-4567`), as an
 * operator writes a number in E.164. `null` when the entry is neither.
 */
export function normalizeAdminIdentifier(entry: string): string | null {
  const parsed = parseIdentifier(entry);
  if (parsed.kind !== 'invalid') return parsed.value;
  if (entry.includes('@')) return null;
  const digits = entry.replace(NON_DIGITS, '');
  if (digits.length !== 11 || !digits.startsWith('1')) return null;
  const phone = parseIdentifier(digits.slice(1));
  return phone.kind === 'phone' ? phone.value : null;
}

/** The readable entries of ADMIN_IDENTIFIERS in stored form, and those that are not readable. */
export function adminIdentifierSet(entries: readonly string[]): {
  identifiers: Set<string>;
  unreadable: string[];
} {
  const identifiers = new Set<string>();
  const unreadable: string[] = [];
  for (const entry of entries) {
    const value = normalizeAdminIdentifier(entry);
    if (value) identifiers.add(value);
    else unreadable.push(entry);
  }
  return { identifiers, unreadable };
}

/**
 * Whether an account's e-mail or phone is listed in ADMIN_IDENTIFIERS. Pass the account's own
 * verified identifiers (auth_accounts), never the profile's editable contact fields.
 */
export function isAdminIdentifier(
  adminIdentifiers: readonly string[],
  ...values: (string | null)[]
): boolean {
  const { identifiers } = adminIdentifierSet(adminIdentifiers);
  return values.some((value) => value !== null && identifiers.has(value));
}
