import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  airDensity,
  airResistanceCoefficient,
  forceVelocityProfile,
  frontalArea,
  STANDARD_AIR,
} from './kinetics';

describe('air resistance', () => {
  it('uses ρ = 1.293·(P/760)·273/(273 + T), Af = 0.2025·H^0.725·M^0.425·0.266, k = ½·ρ·Af·0.9', () => {
    expect(airDensity(STANDARD_AIR)).toBeCloseTo((1.293 * 273) / 298, 12);
    expect(airDensity({ pressureMmHg: 700, temperatureCelsius: 0 })).toBeCloseTo(
      (1.293 * 700) / 760,
      12,
    );
    const body = { massKg: 60, heightMetres: 1.7 };
    expect(frontalArea(body)).toBeCloseTo(0.2025 * 1.7 ** 0.725 * 60 ** 0.425 * 0.266, 12);
    expect(airResistanceCoefficient(body, STANDARD_AIR)).toBeCloseTo(0.24036, 5);
  });
});

describe('the force–velocity profile', () => {
  const curves = fc.record({
    mss: fc.double({ min: 6, max: 12, noNaN: true }),
    tau: fc.double({ min: 0.5, max: 1.5, noNaN: true }),
    massKg: fc.double({ min: 50, max: 160, noNaN: true }),
    heightMetres: fc.double({ min: 1.6, max: 2.1, noNaN: true }),
  });

  // Air resistance grows with v², so the line through F_H(v) meets v = 0 a little below M·MAC
  // and F_H = 0 a little beyond MSS.
  it('sits close to the model without air: F0/kg ≈ MAC, V0 a little above MSS', () => {
    fc.assert(
      fc.property(curves, ({ mss, tau, massKg, heightMetres }) => {
        const k = forceVelocityProfile({ mss, tau }, { massKg, heightMetres });
        expect(Math.abs(k.f0PerKg / (mss / tau) - 1)).toBeLessThan(0.05);
        expect(k.v0).toBeGreaterThan(mss);
        expect(k.v0).toBeLessThan(mss * 1.1);
        expect(k.pmax).toBeCloseTo((k.f0 * k.v0) / 4, 6);
        expect(k.fvSlopePerKg).toBeCloseTo(-k.f0PerKg / k.v0, 6);
        expect(k.rfMax).toBeGreaterThan(0);
        expect(k.rfMax).toBeLessThan(1);
        expect(k.drf).toBeLessThan(0);
      }),
    );
  });

  it('a heavier athlete with the same curve needs more force, about the same per kg', () => {
    const curve = { mss: 9, tau: 0.8 };
    const light = forceVelocityProfile(curve, { massKg: 70, heightMetres: 1.8 });
    const heavy = forceVelocityProfile(curve, { massKg: 140, heightMetres: 1.8 });
    expect(heavy.f0).toBeGreaterThan(light.f0 * 1.9);
    // Air resistance grows slower than mass (Af ∝ M^0.425): per kg, it matters less.
    expect(Math.abs(heavy.f0PerKg / light.f0PerKg - 1)).toBeLessThan(0.01);
    expect(heavy.airResistanceK / 140).toBeLessThan(light.airResistanceK / 70);
  });
});
