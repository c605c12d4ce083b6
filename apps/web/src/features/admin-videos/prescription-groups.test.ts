import type { AdminPrescription } from '@gamespeed/domain/contracts';
import { describe, expect, it } from 'vitest';
import { testId } from '@/testing/fixtures';
import { prescriptionGroups } from './prescription-groups';

let n = 0;
const item = (gearLevel: number, category: string, exerciseName: string): AdminPrescription => ({
  id: testId(++n),
  deficiencyType: gearLevel === 2 ? 'force_deficient' : 'form_deficient',
  gearLevel,
  category,
  exerciseName,
  videoId: null,
  videoTitle: null,
});

describe('prescriptionGroups', () => {
  it('orders Gear 2 before Gear 3 and Weight Room before Field Work, items in the given order', () => {
    const groups = prescriptionGroups([
      item(3, 'field', 'Wicket runs'),
      item(2, 'field', 'Sled pushes'),
      item(2, 'weight_room', 'Trap bar jumps'),
      item(2, 'weight_room', 'Split squats'),
    ]);
    expect(groups.map((g) => g.title)).toEqual(['Gear 2 · Force', 'Gear 3 · Form']);
    expect(groups[0]?.categories.map((c) => c.title)).toEqual(['Weight Room', 'Field Work']);
    expect(groups[0]?.categories[0]?.items.map((i) => i.exerciseName)).toEqual([
      'Trap bar jumps',
      'Split squats',
    ]);
    expect(groups[1]?.categories.map((c) => c.title)).toEqual(['Field Work']);
  });

  it('is empty without items', () => {
    expect(prescriptionGroups([])).toEqual([]);
  });
});
