import { TIMING_METHODS, type TimingMethod } from '@gamespeed/domain';
import { RESULT_NOTE_MAX } from '@gamespeed/domain/contracts';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { TextareaField } from '@/components/ui/textarea/textarea';
import { todayOnDevice } from '@/lib/today-on-device';

export const TIMING_METHOD_LABEL: Record<TimingMethod, string> = {
  hand: 'Hand timed',
  electronic: 'Electronic (laser / gates)',
};

/** The earliest test date the date picker offers: two years back. */
export function earliestTestDate(now: Date = new Date()): string {
  const back = new Date(now);
  back.setFullYear(back.getFullYear() - 2);
  return todayOnDevice(back);
}

/** The test date of a result: two years back at most, today at the latest (the athlete's day). */
export function TestDateField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (day: string) => void;
  error?: string | undefined;
}) {
  return (
    <TextField
      label="Test date"
      type="date"
      min={earliestTestDate()}
      max={todayOnDevice()}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

export interface ResultDetails {
  testDate: string;
  /** '' when not said. */
  timingMethod: string;
  note: string;
}

/**
 * Test date, timing method (timed tests only) and an optional note: the same fields when a
 * result is added and when it is edited (docs/product/results.md).
 */
export function ResultDetailsFields({
  details,
  onChange,
  timed,
  dateError,
}: {
  details: ResultDetails;
  onChange: (next: ResultDetails) => void;
  timed: boolean;
  dateError?: string;
}) {
  return (
    <>
      <TestDateField
        value={details.testDate}
        onChange={(testDate) => onChange({ ...details, testDate })}
        error={dateError}
      />
      {timed ? (
        <Select
          label="Timing"
          value={details.timingMethod}
          onValueChange={(timingMethod) => onChange({ ...details, timingMethod })}
          placeholder="Not said"
          options={TIMING_METHODS.map((m) => ({ value: m, label: TIMING_METHOD_LABEL[m] }))}
        />
      ) : null}
      <TextareaField
        label="Note (optional)"
        rows={2}
        maxLength={RESULT_NOTE_MAX}
        value={details.note}
        onChange={(e) => onChange({ ...details, note: e.target.value })}
      />
    </>
  );
}

/** The details as request fields: method only for timed tests, an empty note left out. */
export function detailsRequest(details: ResultDetails, timed: boolean) {
  const note = details.note.trim();
  return {
    testDate: details.testDate,
    ...(timed && details.timingMethod !== ''
      ? { timingMethod: details.timingMethod as TimingMethod }
      : {}),
    ...(note === '' ? {} : { note }),
  };
}
