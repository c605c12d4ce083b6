import type { PrescriptionCategory } from '@gamespeed/domain';
import type { AdminPrescription } from '@gamespeed/domain/contracts';

const GEAR_TITLES: Record<number, string> = { 2: 'Gear 2 · Force', 3: 'Gear 3 · Form' };
const CATEGORY_TITLES: Record<PrescriptionCategory, string> = {
  weight_room: 'Weight Room',
  field: 'Field Work',
};

export interface PrescriptionGroup {
  title: string;
  categories: { title: string; items: AdminPrescription[] }[];
}

/**
 * The Prescriptions screen's order: by gear level (2, then 3), within it Weight Room before Field
 * Work, each in the server's order. Items of another gear level come last under their own title.
 */
export function prescriptionGroups(items: readonly AdminPrescription[]): PrescriptionGroup[] {
  const gears = [...new Set(items.map((i) => i.gearLevel))].sort((a, b) => a - b);
  return gears.map((gear) => {
    const ofGear = items.filter((i) => i.gearLevel === gear);
    const categories = [...new Set(ofGear.map((i) => i.category))].sort(
      (a, b) => categoryRank(a) - categoryRank(b),
    );
    return {
      title: GEAR_TITLES[gear] ?? `Gear ${gear}`,
      categories: categories.map((category) => ({
        title: CATEGORY_TITLES[category as PrescriptionCategory] ?? category,
        items: ofGear.filter((i) => i.category === category),
      })),
    };
  });
}

function categoryRank(category: string): number {
  const rank = Object.keys(CATEGORY_TITLES).indexOf(category);
  return rank === -1 ? Number.MAX_SAFE_INTEGER : rank;
}
