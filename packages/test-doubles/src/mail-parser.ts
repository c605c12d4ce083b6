/**
 * A small parser for the mail nodemailer writes: `text/plain`, `text/html` and (nested)
 * `multipart/*` bodies in 7bit, 8bit, quoted-printable or base64, with RFC 2047 encoded
 * headers. Enough for tests to read a subject and a code; not a general MIME library.
 */

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string | null;
}

interface Part {
  headers: Record<string, string>;
  /** The raw body, one JS char per byte (latin1). */
  body: string;
}

export function parseMail(raw: Buffer): ParsedMail {
  const root = splitPart(raw.toString('latin1'));
  const found: { text: string | null; html: string | null } = { text: null, html: null };
  collectBodies(root, found);
  return {
    headers: Object.fromEntries(
      Object.entries(root.headers).map(([k, v]) => [k, decodeEncodedWords(v)]),
    ),
    subject: decodeEncodedWords(root.headers.subject ?? ''),
    from: decodeEncodedWords(root.headers.from ?? ''),
    to: decodeEncodedWords(root.headers.to ?? ''),
    text: found.text ?? '',
    html: found.html,
  };
}

function splitPart(source: string): Part {
  const match = /\r?\n\r?\n/.exec(source);
  const head = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  // Unfold continuation lines, then split "Name: value".
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function collectBodies(part: Part, found: { text: string | null; html: string | null }): void {
  const { type, params } = parseContentType(part.headers['content-type']);
  if (type.startsWith('multipart/') && params.boundary) {
    for (const child of splitMultipart(part.body, params.boundary)) collectBodies(child, found);
    return;
  }
  if (/^attachment/i.test(part.headers['content-disposition'] ?? '')) return;
  if (type === 'text/plain' && found.text === null) found.text = decodeBody(part, params.charset);
  if (type === 'text/html' && found.html === null) found.html = decodeBody(part, params.charset);
}

function splitMultipart(body: string, boundary: string): Part[] {
  const delimiter = `--${boundary}`;
  const parts: Part[] = [];
  const sections = body.split(new RegExp(`(?:^|\\r?\\n)${escapeRegExp(delimiter)}`));
  // sections[0] is the preamble; a section starting with "--" is the closing delimiter.
  for (const section of sections.slice(1)) {
    if (section.startsWith('--')) break;
    parts.push(splitPart(section.replace(/^[ \t]*\r?\n/, '')));
  }
  return parts;
}

function parseContentType(value: string | undefined): {
  type: string;
  params: Record<string, string>;
} {
  const [type = 'text/plain', ...rest] = (value ?? 'text/plain').split(';');
  const params: Record<string, string> = {};
  for (const param of rest) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    const key = param.slice(0, eq).trim().toLowerCase();
    params[key] = param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeBody(part: Part, charset = 'utf-8'): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') bytes = decodeQuotedPrintable(part.body);
  else bytes = Buffer.from(part.body, 'latin1');
  return decodeCharset(bytes, charset).replace(/\r\n/g, '\n').replace(/\n$/, '');
}

/** RFC 2045 quoted-printable: soft line breaks `=\r\n` vanish, `=XX` is one byte. */
export function decodeQuotedPrintable(input: string): Buffer {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Caf=C3=A9?=` or `=?UTF-8?B?Q2Fmw6k=?=`. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_, charset: string, enc: string, text: string) => {
        const bytes =
          enc.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : decodeQuotedPrintable(text.replace(/_/g, ' '));
        return decodeCharset(bytes, charset);
      },
    );
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
