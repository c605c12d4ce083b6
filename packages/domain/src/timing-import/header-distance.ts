/**
 * What a column header says about distance (docs/product/timing-import.md, "Reading headers"):
 * the gate a cumulative time was taken at, with its unit when the header names one. `T10`
 * names a distance but no unit (the preset or the coach says which); `Split 2` names no distance
 * at all and is asked; a segment that does not start at the line (`10-20m`) is asked too, since a
 * cumulative time cannot be read from it alone. Best-split columns are not gates.
 */
import type { DistanceUnit } from '../trials';

export type HeaderReading =
  | { kind: 'gate'; distance: number; unit: DistanceUnit | null }
  | { kind: 'ask'; reason: string }
  | { kind: 'other' };

const UNIT = '(m|meters?|metres?|yd|yds|yards?)';
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;

/** `0-5m Time [s]`, `0–10 yd`, `0 - 20m`. */
const FROM_LINE = new RegExp(String.raw`^0\s*[-–]\s*${NUMBER}\s*${UNIT}\b`, 'i');
/** `10-20m`: a segment between two gates. */
const SEGMENT = new RegExp(String.raw`^${NUMBER}\s*[-–]\s*${NUMBER}\s*${UNIT}?\b`, 'i');
/** `10m`, `10 m`, `10yd`, `10 yards`, `5m_Time`, `40 yd time`, `Time 10m`, `Split 10 m`. */
const WITH_UNIT = new RegExp(
  String.raw`^(?:(?:time|split|gate|t)[\s_@]*)?${NUMBER}\s*${UNIT}(?:$|[\s_(\[]|time)`,
  'i',
);
/** `T10`, `T 20`: a distance without a unit (Chronojump's split files, in metres). */
const T_DISTANCE = new RegExp(String.raw`^t\s?${NUMBER}$`, 'i');
/** `Split 2`, `Gate 3`, `Interval 1`: a position, not a distance. */
const NUMBERED = /^(split|gate|interval|lap|segment)\s*#?\s*\d+$/i;

const unitOf = (text: string): DistanceUnit => (/^m/i.test(text) ? 'm' : 'yd');
const numberOf = (text: string): number => Number(text.replace(',', '.'));

/** How a header reads: a gate at a distance, a header to ask about, or not a distance. */
export function readHeaderDistance(header: string): HeaderReading {
  const text = header.trim().replace(/\s+/g, ' ');
  if (text === '' || /\bbest\b/i.test(text) || /speed|velocity|accel|\[m\/s/i.test(text)) {
    return { kind: 'other' };
  }
  const fromLine = FROM_LINE.exec(text);
  if (fromLine) return gate(numberOf(fromLine[1]!), unitOf(fromLine[2]!));
  const segment = SEGMENT.exec(text);
  if (segment && numberOf(segment[1]!) > 0) {
    return {
      kind: 'ask',
      reason: `“${text}” is the time between two gates, not from the start`,
    };
  }
  const withUnit = WITH_UNIT.exec(text);
  if (withUnit) return gate(numberOf(withUnit[1]!), unitOf(withUnit[2]!));
  const tDistance = T_DISTANCE.exec(text);
  if (tDistance) return gate(numberOf(tDistance[1]!), null);
  if (NUMBERED.test(text)) {
    return { kind: 'ask', reason: `“${text}” does not say at what distance it was timed` };
  }
  return { kind: 'other' };
}

function gate(distance: number, unit: DistanceUnit | null): HeaderReading {
  if (!(distance > 0) || distance > 400) return { kind: 'other' };
  return { kind: 'gate', distance, unit };
}
