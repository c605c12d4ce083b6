import { ApiError } from './api-client';

/** A field path in front of a server's sentence: 'body.value: ', 'params.id: ', 'value: '. */
const FIELD_PATH = /^(?:(?:body|params|query|querystring)\.)?[\w.[\]-]+: /;

export const REFUSAL_FALLBACK = 'Something went wrong. Please try again.';

/**
 * What the server said when it refused a change, in words for the person: its message (or a
 * reason from an answer) without the field path in front. Anything that is not the server's
 * answer reads as `fallback`. The one place a refusal becomes a sentence, on the screens and in
 * the device's queue alike.
 */
export function refusalMessage(refusal: unknown, fallback = REFUSAL_FALLBACK): string {
  const text =
    refusal instanceof ApiError ? refusal.message : typeof refusal === 'string' ? refusal : null;
  if (text === null) return fallback;
  const message = text.replace(FIELD_PATH, '').trim();
  return message === '' ? fallback : message;
}
