import { POSITIONS, type Position } from '@gamespeed/domain';
import type { PhysicalInfo, Profile } from '@gamespeed/domain/contracts';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';

/** What the person has typed so far: position, height (in) and weight (lbs) as text. */
export interface PhysicalDraft {
  position: string;
  height: string;
  weight: string;
}

export const physicalDraftFrom = (
  profile: Pick<Profile, 'position' | 'heightInches' | 'weightLbs'>,
): PhysicalDraft => ({
  position: profile.position ?? '',
  height: profile.heightInches?.toString() ?? '',
  weight: profile.weightLbs?.toString() ?? '',
});

/** The request once all three are filled (docs/product/validation.md: required, whole numbers), else null. */
export function physicalInfoFromDraft(draft: PhysicalDraft): PhysicalInfo | null {
  if (draft.position === '' || draft.height === '' || draft.weight === '') return null;
  return {
    position: draft.position as Position,
    heightInches: Number(draft.height),
    weightLbs: Number(draft.weight),
  };
}

const positionOptions = POSITIONS.map((p) => ({ value: p, label: p }));
const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 3);

/** Position, 'Height (inches)' and 'Weight (lbs)': used by onboarding and by settings. */
export function PhysicalInfoFields({
  value,
  onChange,
  examples = false,
}: {
  value: PhysicalDraft;
  onChange: (next: PhysicalDraft) => void;
  /** Show example values as placeholders (first-time entry). */
  examples?: boolean;
}) {
  return (
    <>
      <Select
        label="Position"
        value={value.position}
        onValueChange={(position) => onChange({ ...value, position })}
        options={positionOptions}
        placeholder="Select position"
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Height (inches)"
          inputMode="numeric"
          placeholder={examples ? '71' : undefined}
          value={value.height}
          onChange={(e) => onChange({ ...value, height: digitsOnly(e.target.value) })}
        />
        <TextField
          label="Weight (lbs)"
          inputMode="numeric"
          placeholder={examples ? '190' : undefined}
          value={value.weight}
          onChange={(e) => onChange({ ...value, weight: digitsOnly(e.target.value) })}
        />
      </div>
    </>
  );
}
