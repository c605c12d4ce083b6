/**
 * One spelling per e-mail address, so that addresses that reach the same mailbox compare equal
 * (docs/product/validation.md, "Login identifier"): the sign-in account, the per-address limits
 * on codes and team invites, and who an invite was sent to all read the address this way.
 *
 * 1. NFKC: full-width and other compatibility forms become their plain letters (`ｅ` → `e`).
 * 2. Unicode format characters (general category Cf: zero-width spaces and joiners, the soft
 *    hyphen, the byte-order mark, bidirectional marks) are removed: they are invisible, and mail
 *    systems drop or refuse them, so `a@ex\u200Bample.com` would otherwise count as a new address.
 * 3. Lower case.
 * 4. The domain in its ASCII (punycode) form, as DNS and mail servers know it: `bücher.example`
 *    → `xn--bcher-kva.example`. The WHATWG URL parser does this (UTS #46 processing) the same way
 *    in browsers and in Node; a domain it cannot read is left as it is.
 */

/** The WHATWG URL class, global in browsers and in Node (the package's lib has neither's types). */
declare const URL: new (input: string) => { hostname: string };

/** Invisible Unicode format characters (general category Cf). */
export const FORMAT_CHARACTERS = /\p{Cf}/gu;

/** The ASCII form of a domain, or the domain itself when it cannot be read as a host name. */
function asciiDomain(domain: string): string {
  if (/^[\x21-\x7e]*$/.test(domain)) return domain;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return domain;
  }
}

/** The one spelling of an e-mail address (see the top of this file); no validation. */
export function normalizeEmail(address: string): string {
  const plain = address.normalize('NFKC').replace(FORMAT_CHARACTERS, '').trim().toLowerCase();
  const at = plain.lastIndexOf('@');
  if (at < 0) return plain;
  return `${plain.slice(0, at)}@${asciiDomain(plain.slice(at + 1))}`;
}
