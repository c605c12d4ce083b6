import {
  BROAD_JUMP_FEET_MAX,
  BROAD_JUMP_FEET_MIN,
  BROAD_JUMP_INCHES_MAX,
  BROAD_JUMP_INCHES_MIN,
  formatDistance,
  INCHES_PER_FOOT,
} from '@gamespeed/domain';
import { Select } from '@/components/ui/select/select';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const value = String(from + i);
    return { value, label: value };
  });

/** docs/product/validation.md, docs/product/constants.md: feet 1 to 13 and inches 0 to 11. */
const FEET_OPTIONS = range(BROAD_JUMP_FEET_MIN, BROAD_JUMP_FEET_MAX);
const INCHES_OPTIONS = range(BROAD_JUMP_INCHES_MIN, BROAD_JUMP_INCHES_MAX);

export interface BroadJumpFieldsProps {
  feet: string;
  inches: string;
  onFeetChange: (feet: string) => void;
  onInchesChange: (inches: string) => void;
  /** Messages at the two selects (the shared rules, or the server's refusal in words). */
  errors?: { feet?: string; inches?: string };
}

/** The broad jump as two selects, 'Feet' and 'Inches', with the total once both are chosen. */
export function BroadJumpFields({
  feet,
  inches,
  onFeetChange,
  onInchesChange,
  errors = {},
}: BroadJumpFieldsProps) {
  const total =
    feet !== '' && inches !== '' ? Number(feet) * INCHES_PER_FOOT + Number(inches) : null;
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-3">
        <Select
          label="Feet"
          value={feet}
          onValueChange={onFeetChange}
          options={FEET_OPTIONS}
          placeholder="ft"
          error={errors.feet}
        />
        <Select
          label="Inches"
          value={inches}
          onValueChange={onInchesChange}
          options={INCHES_OPTIONS}
          placeholder="in"
          error={errors.inches}
        />
      </div>
      <p className="min-h-5 text-sm text-muted" aria-live="polite">
        {total === null ? '' : `Total: ${formatDistance(total)} (${total} inches)`}
      </p>
    </div>
  );
}
