import { describe, expect, it } from 'vitest';
import {
  heightInchesFromParts,
  heightPartsFromInches,
  heightPartsSchema,
  physicalInfoSchema,
} from './profile';

describe('height in feet and inches', () => {
  it('adds up to the inches the API stores, and splits back', () => {
    expect(heightInchesFromParts({ feet: 5, inches: 11 })).toBe(71);
    expect(heightPartsFromInches(71)).toEqual({ feet: 5, inches: 11 });
    expect(heightPartsFromInches(72)).toEqual({ feet: 6, inches: 0 });
    for (let total = 48; total <= 96; total++) {
      expect(heightInchesFromParts(heightPartsFromInches(total))).toBe(total);
    }
  });

  it('takes inches from 0 to 11 only', () => {
    expect(heightPartsSchema.safeParse({ feet: 5, inches: 11 }).success).toBe(true);
    const twelve = heightPartsSchema.safeParse({ feet: 5, inches: 12 });
    expect(twelve.success).toBe(false);
    expect(twelve.error?.issues[0]?.message).toBe('Inches must be from 0 to 11');
    expect(heightPartsSchema.safeParse({ feet: 5.5, inches: 0 }).success).toBe(false);
  });

  it('"5 ft 11" is 71 inches, not 511', () => {
    const total = heightInchesFromParts({ feet: 5, inches: 11 });
    expect(
      physicalInfoSchema.safeParse({ position: 'CB', heightInches: total, weightLbs: 190 }).success,
    ).toBe(true);
    expect(
      physicalInfoSchema.safeParse({ position: 'CB', heightInches: 511, weightLbs: 190 }).error
        ?.issues[0]?.message,
    ).toBe('Height must be at most 96 inches');
  });
});
