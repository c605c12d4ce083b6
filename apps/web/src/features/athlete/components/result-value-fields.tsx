import { type MovementName, unitTypeOf } from '@gamespeed/domain';
import { TextField } from '@/components/ui/input/input';
import type { FieldErrors } from '@/lib/field-errors';
import {
  type EntryField,
  type TestEntryFields,
  TIME_TO_TOP_SPEED_LABEL,
  TIME_TO_TOP_SPEED_PLACEHOLDER,
  VALUE_LABELS,
  VALUE_PLACEHOLDERS,
} from '../add-result-entry';
import { BroadJumpFields } from './broad-jump-fields';

/**
 * The value fields of one test in Add Test Result (docs/product/screens.md): feet and inches for
 * the broad jump, the time for timed tests, the top speed and the optional time to top speed
 * for the treadmill; each with its message.
 */
export function ResultValueFields({
  movement,
  fields,
  errors,
  onChange,
}: {
  movement: MovementName;
  fields: TestEntryFields;
  errors: FieldErrors<EntryField>;
  onChange: (key: keyof TestEntryFields, value: string) => void;
}) {
  const unit = unitTypeOf(movement);
  if (unit === 'distance') {
    return (
      <BroadJumpFields
        feet={fields.feet}
        inches={fields.inches}
        onFeetChange={(value) => onChange('feet', value)}
        onInchesChange={(value) => onChange('inches', value)}
      />
    );
  }
  return (
    <>
      <TextField
        label={VALUE_LABELS[unit]}
        inputMode="decimal"
        placeholder={VALUE_PLACEHOLDERS[movement as keyof typeof VALUE_PLACEHOLDERS]}
        value={fields.value}
        onChange={(e) => onChange('value', e.target.value)}
        error={errors.value}
      />
      {unit === 'speed' ? (
        <TextField
          label={TIME_TO_TOP_SPEED_LABEL}
          inputMode="decimal"
          placeholder={TIME_TO_TOP_SPEED_PLACEHOLDER}
          value={fields.timeToTopSpeed}
          onChange={(e) => onChange('timeToTopSpeed', e.target.value)}
          error={errors.timeToTopSpeed}
        />
      ) : null}
    </>
  );
}
