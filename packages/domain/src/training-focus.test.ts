import { describe, expect, it } from 'vitest';
import { GEAR_2_FOCUS_TEXT, OTHER_GEAR_FOCUS_TEXT } from './assessment';
import {
  BALANCED_FOCUS_TEXT,
  BALANCED_PRESCRIPTION,
  prescriptionLine,
  trainingFocus,
} from './training-focus';

describe('trainingFocus', () => {
  it('names the gear and its sentence for Gear 2 and Gear 3', () => {
    expect(trainingFocus(2)).toEqual({ title: 'Gear 2 Training Focus', text: GEAR_2_FOCUS_TEXT });
    expect(trainingFocus(3)).toEqual({
      title: 'Gear 3 Training Focus',
      text: OTHER_GEAR_FOCUS_TEXT,
    });
  });

  it('gives a well-balanced athlete (no gear) the balanced focus', () => {
    expect(trainingFocus(null)).toEqual({
      title: 'Balanced Training Focus',
      text: BALANCED_FOCUS_TEXT,
    });
  });

  it('has weight-room and field exercises for the balanced focus', () => {
    expect(BALANCED_PRESCRIPTION.weightRoom.length).toBeGreaterThanOrEqual(3);
    expect(BALANCED_PRESCRIPTION.field.length).toBeGreaterThanOrEqual(3);
  });
});

describe('prescriptionLine', () => {
  it('says which gear is needed, and nothing without a gear', () => {
    expect(prescriptionLine(3)).toBe('You need: Gear 3 Performance Training');
    expect(prescriptionLine(null)).toBeNull();
  });
});
