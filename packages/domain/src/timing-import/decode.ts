/**
 * Bytes of an uploaded text file to text (docs/product/timing-import.md, "Reading the file"):
 * UTF-8 with or without a byte-order mark, otherwise Windows-1252 (what Excel on Windows writes
 * for "CSV"). A file with NUL bytes or many control characters is not text: refused, never
 * guessed at.
 */
export type TextEncodingName = 'utf-8' | 'utf-8-bom' | 'utf-16le-bom' | 'windows-1252';

export type DecodedFile =
  | { ok: true; text: string; encoding: TextEncodingName }
  | { ok: false; message: string };

export const NOT_TEXT_MESSAGE =
  'This file is not a text table. Export it as CSV (or XLSX) from the timing program and try again.';
export const EMPTY_FILE_MESSAGE = 'This file is empty.';

/** Share of control characters (other than tab, CR, LF) above which a file is not text. */
const MAX_CONTROL_SHARE = 0.01;

export function decodeTimingFile(bytes: Uint8Array): DecodedFile {
  if (bytes.length === 0) return { ok: false, message: EMPTY_FILE_MESSAGE };
  let decoded: { text: string; encoding: TextEncodingName };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const text = utf8(bytes.subarray(3));
    if (text === null) return { ok: false, message: NOT_TEXT_MESSAGE };
    decoded = { text, encoding: 'utf-8-bom' };
  } else if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    decoded = {
      text: new TextDecoder('utf-16le').decode(bytes.subarray(2)),
      encoding: 'utf-16le-bom',
    };
  } else {
    const text = utf8(bytes);
    decoded =
      text === null
        ? { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' }
        : { text, encoding: 'utf-8' };
  }
  if (!looksLikeText(decoded.text)) return { ok: false, message: NOT_TEXT_MESSAGE };
  if (decoded.text.trim() === '') return { ok: false, message: EMPTY_FILE_MESSAGE };
  return { ok: true, ...decoded };
}

function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function looksLikeText(text: string): boolean {
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0) return false;
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0x7f) control++;
  }
  return control <= text.length * MAX_CONTROL_SHARE;
}
