import { describe, expect, it } from 'vitest';
import { readHeaderDistance } from './header-distance';

describe('readHeaderDistance', () => {
  it.each([
    ['T10', { kind: 'gate', distance: 10, unit: null }],
    ['T100', { kind: 'gate', distance: 100, unit: null }],
    ['10m', { kind: 'gate', distance: 10, unit: 'm' }],
    ['10 m', { kind: 'gate', distance: 10, unit: 'm' }],
    ['10yd', { kind: 'gate', distance: 10, unit: 'yd' }],
    ['40 yards', { kind: 'gate', distance: 40, unit: 'yd' }],
    ['0-5m Time [s]', { kind: 'gate', distance: 5, unit: 'm' }],
    ['0-10yd Time [s]', { kind: 'gate', distance: 10, unit: 'yd' }],
    ['0 – 20 m', { kind: 'gate', distance: 20, unit: 'm' }],
    ['5m_Time', { kind: 'gate', distance: 5, unit: 'm' }],
    ['2.5m_Time', { kind: 'gate', distance: 2.5, unit: 'm' }],
    ['Split 10 m', { kind: 'gate', distance: 10, unit: 'm' }],
    ['Time 30m', { kind: 'gate', distance: 30, unit: 'm' }],
    ['20 yd time', { kind: 'gate', distance: 20, unit: 'yd' }],
  ] as const)('%s is a gate', (header, expected) => {
    expect(readHeaderDistance(header)).toEqual(expected);
  });

  it.each(['Split 2', 'Gate 3', 'Interval 1', '10-20m', '20 – 30 yd'])(
    '%s is asked about',
    (header) => {
      expect(readHeaderDistance(header).kind).toBe('ask');
    },
  );

  it.each([
    'TopSpeed',
    'MaxAcceleration',
    'Best 5m Split Time [s]',
    'Best 10m Split Speed [m/s]',
    'Best 10yd Split Time [s]',
    'Name',
    'RT',
    'Year',
    'Mass',
    'Vmax.fitted',
    '',
  ])('%s is not a gate', (header) => {
    expect(readHeaderDistance(header)).toEqual({ kind: 'other' });
  });
});
