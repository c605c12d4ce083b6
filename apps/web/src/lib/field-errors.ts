/**
 * Turning rule failures into words next to the right field, on the device (a zod parse with the
 * shared contract) and after the server refused a request (a 400 with `error.fields`). A person
 * never sees a field path such as `body.heightInches`.
 */
import type { FieldError } from '@gamespeed/domain/contracts';
import type { ZodType } from 'zod';
import { ApiError } from './api-client';

/** The message to show per form field; absent = the field is fine. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Which form field shows a contract field's problem, and the field's name in words. Keys are the
 * contract's dotted paths (`heightInches`, `profile.firstName`); a key also covers the paths
 * under it.
 */
export type FieldMap<K extends string> = Readonly<Record<string, { field: K; label: string }>>;

/** `body.heightInches: Height must…` → the path and the rule of the server's one-line message. */
const PREFIXED = /^(?:body|querystring|params|headers)(?:\.([\w.[\]-]+))?:\s*(.*)$/s;

/** zod's own wording for a wrong type or shape ("Invalid input: expected number…"). */
const MACHINE_WORDING = /^(invalid|too (big|small)|expected|unrecognized)/i;

/**
 * The sentence a person reads for one refused field: rules worded as a sentence ("Height must be
 * at most 96 inches") stay; a bare rule ("must be at least 1") gets the field's name in front;
 * zod's technical wording becomes "{label} is not valid".
 */
export function humanFieldMessage(label: string, message: string): string {
  const rule = message.trim();
  if (rule === '' || MACHINE_WORDING.test(rule)) return `${label} is not valid`;
  if (/^[a-z]/.test(rule)) return `${label} ${rule}`;
  return rule;
}

/** Words for a refusal no form field shows (no path, or a path the form does not know). */
export function humanFormMessage(message: string): string {
  const prefixed = PREFIXED.exec(message);
  const rule = (prefixed ? (prefixed[2] ?? '') : message).trim();
  if (rule === '' || MACHINE_WORDING.test(rule)) return 'Please check what you entered.';
  if (/^[a-z]/.test(rule)) return `Please check what you entered: it ${rule}.`;
  return rule;
}

function entryFor<K extends string>(map: FieldMap<K>, path: string) {
  const parts = path.split('.').filter(Boolean);
  for (let n = parts.length; n > 0; n--) {
    const entry = map[parts.slice(0, n).join('.')];
    if (entry) return entry;
  }
  return undefined;
}

/** The first refusal per form field, plus the words for refusals no field shows. */
export function mapFieldErrors<K extends string>(
  refused: readonly FieldError[],
  map: FieldMap<K>,
): { fields: FieldErrors<K>; unmatched: string[] } {
  const fields: FieldErrors<K> = {};
  const unmatched: string[] = [];
  for (const { path, message } of refused) {
    const entry = entryFor(map, path);
    if (!entry) {
      unmatched.push(humanFormMessage(message));
      continue;
    }
    fields[entry.field] ??= humanFieldMessage(entry.label, message);
  }
  return { fields, unmatched };
}

/**
 * The refused fields of a server answer: `error.fields`, or, from a server that does not list
 * them, the one field its message names (`body.heightInches: …`). Empty for anything but a 400.
 */
export function refusedFields(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  if (error.fields.length > 0) return [...error.fields];
  const prefixed = PREFIXED.exec(error.message);
  if (!prefixed) return [];
  return [{ path: prefixed[1] ?? '', message: prefixed[2] ?? '' }];
}

/**
 * A server 400 as form errors: each refused field at its form field, in words; `formMessage`
 * holds whatever no field shows (null when every refusal found its field, or the error was not
 * a 400 with fields).
 */
export function serverFieldErrors<K extends string>(
  error: unknown,
  map: FieldMap<K>,
): { fields: FieldErrors<K>; formMessage: string | null } {
  const { fields, unmatched } = mapFieldErrors(refusedFields(error), map);
  return { fields, formMessage: unmatched.length > 0 ? unmatched.join(' ') : null };
}

export type Checked<T, K extends string> =
  | { ok: true; data: T }
  | { ok: false; errors: FieldErrors<K>; formMessage: string | null };

/**
 * Checks a request on the device with the same zod schema the server validates with, and words
 * its problems per form field.
 */
export function checkWithSchema<T, K extends string>(
  schema: ZodType<T>,
  value: unknown,
  map: FieldMap<K>,
): Checked<T, K> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, data: result.data };
  const { fields, unmatched } = mapFieldErrors(
    result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
    map,
  );
  return {
    ok: false,
    errors: fields,
    formMessage: unmatched.length > 0 ? unmatched.join(' ') : null,
  };
}
