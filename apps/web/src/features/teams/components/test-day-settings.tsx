import {
  type MovementName,
  START_KINDS,
  START_LABEL,
  type StartKind,
  TIMING_DEVICE_LABEL,
  TIMING_DEVICES,
  type TimingDevice,
} from '@gamespeed/domain';
import { Card } from '@/components/ui/card/card';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { todayOnDevice } from '@/lib/today-on-device';
import { TEST_DAY_TESTS } from '../test-day';
import type { TestDayDraft } from '../test-day-draft';

/**
 * The test day's choices: the test on screen (changed at any time), and the date, timing device
 * and start, chosen once per session — kept once something is saved (a new test day changes them).
 */
export function TestDaySettings({
  draft,
  locked,
  onChange,
}: {
  draft: TestDayDraft;
  locked: boolean;
  onChange: (changes: Partial<TestDayDraft>) => void;
}) {
  return (
    <Card className="flex flex-col gap-4">
      <Select
        label="Test"
        value={draft.movement}
        onValueChange={(v) => onChange({ movement: v as MovementName })}
        options={TEST_DAY_TESTS}
      />
      <TextField
        label="Test date"
        type="date"
        max={todayOnDevice()}
        value={draft.testDate}
        disabled={locked}
        onChange={(e) => onChange({ testDate: e.target.value })}
      />
      <div className="flex flex-col gap-4">
        <Select
          label="Timing device"
          value={draft.device}
          disabled={locked}
          onValueChange={(v) => onChange({ device: v as TimingDevice })}
          options={TIMING_DEVICES.filter((d) => d !== 'not-said').map((d) => ({
            value: d,
            label: TIMING_DEVICE_LABEL[d],
          }))}
        />
        <Select
          label="Start"
          value={draft.start}
          disabled={locked}
          onValueChange={(v) => onChange({ start: v as StartKind })}
          options={START_KINDS.filter((k) => k !== 'unknown').map((k) => ({
            value: k,
            label: START_LABEL[k],
          }))}
        />
      </div>
      {locked ? (
        <p className="text-sm text-muted">
          The date, timing device and start stay for this test day. End it to start another.
        </p>
      ) : null}
    </Card>
  );
}
