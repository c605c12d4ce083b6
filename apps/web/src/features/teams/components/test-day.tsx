import { type MovementName, TIMING_METHODS, testDayCount, unitTypeOf } from '@gamespeed/domain';
import type { RosterRow } from '@gamespeed/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Card } from '@/components/ui/card/card';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { offlineQueue, queueOwner } from '@/lib/offline-queue';
import { TEAMS_QUERY_ROOT } from '@/lib/refresh-after';
import { todayOnDevice } from '@/lib/today-on-device';
import { useOfflineQueue } from '@/lib/use-offline-queue';
import { useRoster } from '../api/get-roster';
import { teamEntryWrite } from '../api/team-results';
import { athleteName } from '../roster-view';
import {
  EMPTY_INPUT,
  entryLabel,
  isBlank,
  TEST_DAY_TESTS,
  type TestDayInput,
  testDayEntry,
  testName,
  VALUE_UNIT_LABEL,
} from '../test-day';
import { BackToMyTeam } from './back-to-my-team';

export const TIMING_LABEL = { hand: 'Hand timed', electronic: 'Electronic (laser / gates)' };

/** One athlete's line: what was typed, the id of its entry, and whether it was handed over. */
interface Line {
  input: TestDayInput;
  clientId: string;
  /** The entry is in the device's queue or was sent: the line is locked. */
  submitted: boolean;
  error?: string;
}

/** A distance is typed in two fields. */
const DISTANCE_PARTS = [
  { part: 'feet', label: 'Feet' },
  { part: 'inches', label: 'Inches' },
] as const;

const fieldId = (key: string) => `test-day-${key.replace(':', '-')}`;
const SAVE_ID = 'test-day-save';

type Lines = Record<string, Line>;

const newLine = (): Line => ({
  input: EMPTY_INPUT,
  clientId: crypto.randomUUID(),
  submitted: false,
});

/**
 * Test day (docs/product/teams.md 'Test day'): the coach picks a test, the date (today) and the
 * timing method (timed tests), then types one value per athlete; Enter goes to the next athlete.
 * 'Save' hands every new value to the device's queue, each with an id made here, and sends them
 * when there is a connection — the sync state shows what still waits, and a value saved twice
 * (a double tap, a reload, a retry) is one result on the server.
 */
export function TestDay({ teamId }: { teamId: string }) {
  const roster = useRoster(teamId);
  if (roster.isPending) return <Spinner label="Loading roster..." />;
  if (roster.isError)
    return (
      <div className="flex flex-col gap-4">
        <BackToMyTeam />
        <p className="text-sm text-red-400">Could not load the roster. {roster.error.message}</p>
      </div>
    );
  return (
    <div className="flex flex-col gap-5">
      <BackToMyTeam />
      <header>
        <h1 className="text-2xl font-bold break-words">Test Day</h1>
        <p className="mt-1 text-sm text-muted">{roster.data.team.name}</p>
      </header>
      {roster.data.athletes.length === 0 ? (
        <p className="text-sm text-muted">
          No athletes added yet. Athletes who join your team appear here.
        </p>
      ) : (
        <EntryList teamId={teamId} athletes={roster.data.athletes} />
      )}
    </div>
  );
}

function EntryList({ teamId, athletes }: { teamId: string; athletes: RosterRow[] }) {
  const [movement, setMovement] = useState<MovementName>('forty');
  const [testDate, setTestDate] = useState(() => todayOnDevice());
  const [timingMethod, setTimingMethod] = useState<string>('hand');
  // One list per test: switching the test keeps what was typed for the others, and Save sends
  // every test's entries (a session may cover several tests).
  const [linesByTest, setLinesByTest] = useState<Partial<Record<MovementName, Lines>>>({});
  const queue = useOfflineQueue();
  const queryClient = useQueryClient();
  const unit = unitTypeOf(movement);
  const lines = linesByTest[movement] ?? {};
  const lineOf = (id: string) => lines[id] ?? newLine();
  const setLines = (update: (current: Lines) => Lines) =>
    setLinesByTest((all) => ({ ...all, [movement]: update(all[movement] ?? {}) }));

  /** A new date starts fresh lists (new ids): what was saved stays saved. */
  function restart(change: () => void) {
    change();
    setLinesByTest({});
  }

  const setInput = (athleteId: string, changes: Partial<TestDayInput>) =>
    setLines((current) => {
      const line = current[athleteId] ?? newLine();
      return {
        ...current,
        [athleteId]: { ...line, input: { ...line.input, ...changes }, error: undefined },
      };
    });

  /** The fields of the athletes still to enter, in list order (Enter goes to the next). */
  const order = athletes.flatMap((a) => {
    const line = lineOf(a.athleteId);
    if (line.submitted || line.input.absent) return [];
    return unit === 'distance' ? [`${a.athleteId}:feet`, `${a.athleteId}:inches`] : [a.athleteId];
  });
  /** What every value field has: its id, Enter to the next, and locked once handed over. */
  const entryField = (key: string, locked: boolean) => ({
    id: fieldId(key),
    enterKeyHint: 'next' as const,
    disabled: locked,
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      const next = order[order.indexOf(key) + 1];
      document.getElementById(next ? fieldId(next) : SAVE_ID)?.focus();
    },
  });

  const statusOf = (line: Line): { text: string; tone: 'wait' | 'ok' | 'bad' } | null => {
    if (!line.submitted) return null;
    const refused = queue.refused.find((w) => w.id === line.clientId);
    if (refused) return { text: `Not saved: ${refused.reason}`, tone: 'bad' };
    if (queue.pending.some((w) => w.id === line.clientId))
      return { text: 'Waiting to sync', tone: 'wait' };
    return { text: 'Saved', tone: 'ok' };
  };

  const counted = testDayCount(
    athletes.map((a) => {
      const line = lineOf(a.athleteId);
      return { entered: !isBlank(movement, line.input), absent: line.input.absent };
    }),
  );
  const tests = Object.keys(linesByTest) as MovementName[];
  /** How many entries each test has typed and not yet handed to the queue. */
  const waiting = tests.map((test) => ({
    test,
    count: athletes.filter((a) => {
      const line = linesByTest[test]?.[a.athleteId];
      return line && !line.submitted && !line.input.absent && !isBlank(test, line.input);
    }).length,
  }));
  const waitingTotal = waiting.reduce((n, w) => n + w.count, 0);
  const waitingElsewhere = waiting
    .filter((w) => w.test !== movement && w.count > 0)
    .map((w) => `${testName(w.test)} (${w.count})`);

  async function save() {
    const ownerId = queueOwner();
    if (!ownerId) return;
    const next: Partial<Record<MovementName, Lines>> = {};
    let handed = 0;
    let refused = 0;
    for (const test of tests) {
      const testLines = { ...linesByTest[test] };
      next[test] = testLines;
      for (const athlete of athletes) {
        const line = testLines[athlete.athleteId];
        if (!line || line.submitted) continue;
        const made = testDayEntry(test, line.input, {
          athleteId: athlete.athleteId,
          clientId: line.clientId,
          testDate,
          timingMethod: unitTypeOf(test) === 'time' ? timingMethod : '',
        });
        if (made === null) continue;
        if (!made.ok) {
          testLines[athlete.athleteId] = { ...line, error: made.message };
          refused += 1;
          continue;
        }
        testLines[athlete.athleteId] = { ...line, submitted: true };
        handed += 1;
        // The queue keeps it on the device (IndexedDB) until the server has it; the same id
        // twice is one write.
        await offlineQueue.enqueue(
          teamEntryWrite(teamId, made.entry, ownerId, entryLabel(athleteName(athlete), made.entry)),
        );
      }
    }
    setLinesByTest((all) => ({ ...all, ...next }));
    if (handed > 0) {
      const online = typeof navigator === 'undefined' || navigator.onLine;
      toast({
        title: online
          ? `${handed} ${handed === 1 ? 'result' : 'results'} saving`
          : `${handed} ${handed === 1 ? 'result' : 'results'} saved on this device`,
        description: online ? undefined : "They will sync when you're back online.",
        variant: 'success',
      });
      if (online) {
        const accepted = await offlineQueue.flush(ownerId).catch(() => 0);
        if (accepted > 0) void queryClient.invalidateQueries({ queryKey: [TEAMS_QUERY_ROOT] });
      }
    }
    if (refused > 0)
      toast({ title: 'Some values need a fix before saving', variant: 'destructive' });
  }

  return (
    <>
      <Card className="flex flex-col gap-4">
        <Select
          label="Test"
          value={movement}
          onValueChange={(v) => setMovement(v as MovementName)}
          options={TEST_DAY_TESTS}
        />
        <TextField
          label="Test date"
          type="date"
          max={todayOnDevice()}
          value={testDate}
          onChange={(e) => restart(() => setTestDate(e.target.value))}
        />
        {unit === 'time' ? (
          <Select
            label="Timing"
            value={timingMethod}
            onValueChange={setTimingMethod}
            options={TIMING_METHODS.map((m) => ({ value: m, label: TIMING_LABEL[m] }))}
          />
        ) : null}
      </Card>

      <p className="text-sm font-medium text-zinc-200" aria-live="polite">
        {counted.entered} of {counted.expected} entered
      </p>
      {waitingElsewhere.length > 0 ? (
        <p className="text-sm text-muted">Also to save: {waitingElsewhere.join(', ')}</p>
      ) : null}

      <ul aria-label="Athletes" className="flex flex-col gap-2">
        {athletes.map((athlete) => {
          const id = athlete.athleteId;
          const line = lineOf(id);
          const name = athleteName(athlete);
          const status = statusOf(line);
          const locked = line.submitted || line.input.absent;
          return (
            <li
              key={id}
              className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-3"
            >
              <div className="flex items-center justify-between gap-3">
                <span className="font-semibold break-words text-zinc-50">{name}</span>
                <Checkbox
                  label="Absent"
                  aria-label={`${name} absent`}
                  checked={line.input.absent}
                  disabled={line.submitted}
                  onCheckedChange={(checked) => setInput(id, { absent: checked === true })}
                />
              </div>
              {unit === 'distance' ? (
                <div className="grid grid-cols-2 gap-3">
                  {DISTANCE_PARTS.map(({ part, label }) => (
                    <TextField
                      key={part}
                      label={label}
                      aria-label={`${name}, ${part}`}
                      inputMode="numeric"
                      value={line.input[part]}
                      {...entryField(`${id}:${part}`, locked)}
                      onChange={(e) => setInput(id, { [part]: e.target.value })}
                    />
                  ))}
                </div>
              ) : (
                <TextField
                  label={VALUE_UNIT_LABEL[unit]}
                  aria-label={`${name}, ${testName(movement)} ${VALUE_UNIT_LABEL[unit]}`}
                  inputMode="decimal"
                  value={line.input.value}
                  {...entryField(id, locked)}
                  onChange={(e) => setInput(id, { value: e.target.value })}
                  error={line.error}
                />
              )}
              {unit === 'distance' && line.error ? (
                <p className="text-sm text-red-400">{line.error}</p>
              ) : null}
              {status ? (
                <p
                  className={
                    status.tone === 'bad'
                      ? 'text-sm text-red-400'
                      : status.tone === 'wait'
                        ? 'text-sm text-accent'
                        : 'text-sm text-emerald-400'
                  }
                >
                  {status.text}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>

      <Button
        id={SAVE_ID}
        onClick={() => void save()}
        disabled={waitingTotal === 0}
        className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))]"
      >
        {waitingTotal === 0
          ? 'Save'
          : `Save ${waitingTotal} ${waitingTotal === 1 ? 'result' : 'results'}`}
      </Button>
    </>
  );
}
