import type { SprintProfileEntry, SprintProfileResponse } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import {
  cardState,
  caveatTexts,
  forceVelocityChart,
  metricRows,
  velocityChart,
} from './sprint-profile-view';

const entry: SprintProfileEntry = {
  trialId: '00000000-0000-4000-8000-000000000001',
  resultId: '00000000-0000-4000-8000-000000000002',
  testDate: '2026-11-20',
  fortySeconds: 4.55,
  splits: [
    { distance: 9.144, time: 1.6 },
    { distance: 18.288, time: 2.65 },
    { distance: 36.576, time: 4.55 },
  ],
  status: 'reliable',
  reason: null,
  message: null,
  mss: 9.62,
  tau: 0.753,
  timeTo90PercentMss: 1.734,
  timeCorrection: 0,
  f0PerKg: 12.9,
  v0: 9.85,
  pmaxPerKg: 31.8,
  rfMax: 0.5,
  drf: -0.09,
  caveats: ['hand-started'],
  standings: {
    mss: { percentile: 51, band: 'p50-p90' },
    tau: { percentile: 48, band: 'p10-p50' },
    f0PerKg: { percentile: 18, band: 'p10-p50' },
    v0: { percentile: 55, band: 'p50-p90' },
    pmaxPerKg: { percentile: 52, band: 'p50-p90' },
  },
};
const anchors = { p10: 1, p50: 2, p90: 3 };
const cohort = {
  position: 'WR' as const,
  n: 495,
  anchors: {
    mss: anchors,
    tau: anchors,
    f0PerKg: { p10: 11, p50: 12.8, p90: 14 },
    v0: { p10: 9, p50: 9.84, p90: 10 },
    pmaxPerKg: anchors,
  },
  population: 'NFL',
  years: '2007–2026',
};

describe('the sprint-profile card', () => {
  it('shows top speed in mph and m/s, each against the cohort; quicker time reads higher', () => {
    const rows = metricRows(entry, cohort);
    expect(rows[0]).toMatchObject({
      label: 'Top speed',
      value: '21.5 mph (9.62 m/s)',
      standing: '51st percentile of NFL WRs',
    });
    expect(rows[1]!.standing).toBe('52nd percentile of NFL WRs (quicker is higher)');
    expect(rows.map((r) => r.key)).toEqual(['mss', 'timeTo90', 'f0PerKg', 'v0', 'pmaxPerKg']);
  });

  it('says what is missing, an unreliable fit, or nothing at all', () => {
    const base: SprintProfileResponse = {
      position: 'WR',
      cohort,
      latest: null,
      history: [],
      missing: null,
    };
    expect(cardState(base).kind).toBe('none');
    expect(
      cardState({ ...base, missing: { testDate: '2026-11-20', message: 'Add splits' } }).kind,
    ).toBe('missing');
    expect(cardState({ ...base, latest: { ...entry, status: 'unreliable' } }).kind).toBe(
      'unreliable',
    );
    expect(caveatTexts(entry)[0]).toMatch(/Hand-timed start/);
  });

  it('draws both charts with a text alternative', () => {
    expect(forceVelocityChart(entry, cohort)?.description).toMatch(
      /12.9 N\/kg .* 9.85 m\/s\. The median of NFL WRs/,
    );
    const speed = velocityChart(entry)!;
    expect(speed.points.map((p) => p.label)).toEqual(['10 yd', '20 yd', '40 yd']);
    expect(speed.description).toMatch(/10 yd in 1.60 s, 20 yd in 2.65 s, 40 yd in 4.55 s/);
  });
});
