/**
 * The layouts GameSpeed knows by name (docs/product/timing-import.md, "Presets"), recognised
 * from a file's headers: what unit a bare `T10` is in, what timed the runs, and how the clock
 * started. A coach can still change every choice before saving.
 */
import type { DistanceUnit, StartKind, TimingDevice } from '../trials';

export const PRESET_IDS = [
  '1080-motion-linear-sprint',
  'chronojump-sprint-export',
  'chronojump-split-times',
  'generic-per-row',
  'generic-per-split',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export interface TimingPreset {
  id: PresetId;
  name: string;
  layout: 'per-row' | 'per-split';
  /** The unit of a header naming a distance without one (`T10`), when the layout says it. */
  bareDistanceUnit: DistanceUnit | null;
  device: TimingDevice;
  deviceName: string | null;
  start: StartKind;
}

export const TIMING_PRESETS: Record<PresetId, TimingPreset> = {
  '1080-motion-linear-sprint': {
    id: '1080-motion-linear-sprint',
    name: '1080 Motion linear sprint export',
    layout: 'per-row',
    bareDistanceUnit: null,
    // The 1080 Sprint measures position continuously along its cable: electronic, like a laser.
    device: 'laser',
    deviceName: '1080 Sprint',
    start: 'first-movement-electronic',
  },
  'chronojump-sprint-export': {
    id: 'chronojump-sprint-export',
    name: 'Chronojump sprint export',
    layout: 'per-row',
    bareDistanceUnit: 'm',
    device: 'timing-gates',
    deviceName: 'Chronojump photocells',
    start: 'unknown',
  },
  'chronojump-split-times': {
    id: 'chronojump-split-times',
    name: 'Chronojump split times (T10, T20, …)',
    layout: 'per-row',
    bareDistanceUnit: 'm',
    device: 'timing-gates',
    deviceName: null,
    start: 'signal',
  },
  'generic-per-row': {
    id: 'generic-per-row',
    name: 'One row per run, a column per split',
    layout: 'per-row',
    bareDistanceUnit: null,
    device: 'timing-gates',
    deviceName: null,
    start: 'unknown',
  },
  'generic-per-split': {
    id: 'generic-per-split',
    name: 'One row per gate: athlete, run, gate distance, time',
    layout: 'per-split',
    bareDistanceUnit: null,
    device: 'timing-gates',
    deviceName: null,
    start: 'unknown',
  },
};

const has = (headers: readonly string[], pattern: RegExp) =>
  headers.some((h) => pattern.test(h.trim()));

/** The preset a file's headers belong to; the generic layouts when no vendor's is recognised. */
export function recognisePreset(headers: readonly string[]): TimingPreset {
  if (
    has(headers, /^TopSpeed$/i) &&
    (has(headers, /^MaxAcceleration$/i) || has(headers, /^0-5\s?(m|yd) Time/i))
  ) {
    return TIMING_PRESETS['1080-motion-linear-sprint'];
  }
  if (has(headers, /^Person$/i) && has(headers, /^\d+(\.\d+)?m_Time$/i)) {
    return TIMING_PRESETS['chronojump-sprint-export'];
  }
  if (has(headers, /^Surname$/i) && has(headers, /^T\d+$/)) {
    return TIMING_PRESETS['chronojump-split-times'];
  }
  if (has(headers, /^(gate|gate ?distance|split ?distance|distance|position)\b/i)) {
    return TIMING_PRESETS['generic-per-split'];
  }
  return TIMING_PRESETS['generic-per-row'];
}
