/**
 * How a timing device and a start read on every screen that shows or asks for them (the
 * athlete's Add Test Result, a result's card, the coach's test day).
 */
import type { StartKind, TimingDevice } from './trials';

export const TIMING_DEVICE_LABEL: Record<TimingDevice, string> = {
  stopwatch: 'Stopwatch',
  laser: 'Laser',
  'timing-gates': 'Timing gates',
  'video-app': 'Video app',
  'not-said': 'Not said',
};

export const START_LABEL: Record<StartKind, string> = {
  'first-movement-hand': 'Hand on first movement',
  'first-movement-electronic': 'Electronic on first movement',
  beam: 'Beam start (lead-in)',
  signal: 'Reaction (light or sound)',
  flying: 'Flying start (run-in)',
  unknown: 'Not said',
};
