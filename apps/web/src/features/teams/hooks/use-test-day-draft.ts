import {
  type MovementName,
  type TestDaySummary,
  testDaySummary,
  unitTypeOf,
} from '@gamespeed/domain';
import type { RosterRow, TestDay as ServerTestDay } from '@gamespeed/domain/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast/use-toast';
import { queueOwner } from '@/lib/queue-owner';
import { refreshAfter } from '@/lib/refresh-after';
import { todayOnDevice } from '@/lib/today-on-device';
import { useOfflineQueue } from '@/lib/use-offline-queue';
import { openTestDayQueryOptions, useTestDayBaselines } from '../api/test-days';
import {
  EMPTY_INPUT,
  type Line,
  newLine,
  type ShownTrial,
  shownTrials,
  type TestDayInput,
  unusualTrial,
} from '../test-day';
import { newDraft, type TestDayDraft, writeDraft } from '../test-day-draft';
import { type HandedOver, handOverTestDay, saveTestDayEntries, type ToFix } from '../test-day-save';

const EMPTY_TRIALS: ServerTestDay['results'][number]['trials'] = [];
/** What a line reads before anything is typed (a new line gets its id when first typed in). */
const EMPTY_LINE: Line = { input: EMPTY_INPUT, clientId: '', sent: [] };

/**
 * The state of the test day's entry list (docs/product/teams.md 'Test day'): the device's draft
 * (written to IndexedDB as it changes), the trials of each line — the server's and those handed
 * over here, each with where it stands in the queue — the last save's report, and the actions:
 * type, mark absent, open the splits, save (asking about a value unusual for the athlete first),
 * save anyway, end the test day (with its summary when the server answers). `onFirstToFix` is told the line a save left to fix first.
 */
export function useTestDayDraft({
  teamId,
  athletes,
  initial,
  onServer,
  onFirstToFix,
}: {
  teamId: string;
  athletes: readonly RosterRow[];
  initial: TestDayDraft;
  onServer: ServerTestDay | null;
  onFirstToFix: (line: ToFix) => void;
}) {
  const [draft, setDraft] = useState(initial);
  /** The last save: the trials it handed over and the lines it left to fix. */
  const [report, setReport] = useState<{ handedOver: HandedOver[]; toFix: number } | null>(null);
  /** The summary of the test day just ended, until closed. */
  const [summary, setSummary] = useState<TestDaySummary | null>(null);
  const saving = useRef(false);
  const queue = useOfflineQueue();
  const queryClient = useQueryClient();
  const baselines = useTestDayBaselines(teamId);
  const { movement } = draft;
  const lines = draft.linesByTest[movement] ?? {};
  const lineOf = (id: string): Line => lines[id] ?? EMPTY_LINE;

  // Every change is on the device at once: a reload or a discarded tab brings it back.
  useEffect(() => {
    void writeDraft(queueOwner() ?? '', teamId, draft);
  }, [teamId, draft]);

  const serverTrials = (test: MovementName, athleteId: string) =>
    (onServer?.id === draft.sessionId
      ? onServer.results.find((r) => r.movement === test && r.athleteId === athleteId)?.trials
      : undefined) ?? EMPTY_TRIALS;
  const trialsOf = (test: MovementName, athleteId: string): ShownTrial[] =>
    shownTrials(draft.linesByTest[test]?.[athleteId], serverTrials(test, athleteId)).map(
      (trial) => ({ ...trial, status: queueStatus(trial) }),
    );
  /** A queued trial is saved once the queue sent it, refused when the server refused it. */
  function queueStatus(trial: ShownTrial): ShownTrial['status'] {
    if (trial.status.kind !== 'queued') return trial.status;
    const refused = queue.refused.find((w) => w.id === trial.id);
    if (refused) return { kind: 'refused', reason: refused.reason };
    return queue.pending.some((w) => w.id === trial.id) ? trial.status : { kind: 'saved' };
  }

  const update = (changes: Partial<TestDayDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const withLine = (d: TestDayDraft, athleteId: string, change: (line: Line) => Line) => {
    const testLines = d.linesByTest[d.movement] ?? {};
    const line = testLines[athleteId] ?? newLine();
    return {
      ...d,
      linesByTest: { ...d.linesByTest, [d.movement]: { ...testLines, [athleteId]: change(line) } },
    };
  };
  /** A change to what is typed clears the line's messages: the next save checks it again. */
  const setInput = (athleteId: string, changes: Partial<TestDayInput>) =>
    setDraft((d) =>
      withLine(d, athleteId, (line) => ({
        ...line,
        input: { ...line.input, ...changes },
        error: undefined,
        splitError: undefined,
        unusual: undefined,
      })),
    );
  const openSplits = (athleteId: string, open: boolean) =>
    setDraft((d) => withLine(d, athleteId, (line) => ({ ...line, splitsOpen: open })));
  function setAbsent(athleteId: string, absent: boolean) {
    const next = {
      ...draft,
      absent: absent
        ? [...new Set([...draft.absent, athleteId])]
        : draft.absent.filter((id) => id !== athleteId),
    };
    setDraft(next);
    // Kept on the server too once the test day has started (or in the queue, in order).
    if (next.started) void handOverTestDay(teamId, next).catch(() => undefined);
  }
  const isAbsent = (athleteId: string) => draft.absent.includes(athleteId);

  /** A trial the server refused is one to fix, never one saved. */
  const refusedNow = (h: HandedOver) =>
    trialsOf(h.test, h.athleteId).find((t) => t.id === h.trialId)?.status.kind === 'refused';
  const reportCounts = report && {
    saved: report.handedOver.filter((h) => !refusedNow(h)).length,
    toFix: report.toFix + report.handedOver.filter(refusedNow).length,
  };

  async function save(from: TestDayDraft = draft) {
    // A double tap saves once.
    if (saving.current) return;
    saving.current = true;
    try {
      const started = { ...from, started: true };
      const saved = await saveTestDayEntries({
        teamId,
        athletes,
        draft: started,
        hasValidTrial: (test, athleteId) =>
          trialsOf(test, athleteId).some((t) => !t.foul && t.status.kind !== 'refused'),
        unusualOf: (test, athleteId, value) =>
          unusualTrial(
            test,
            value,
            baselineOf(athleteId, test),
            trialsOf(test, athleteId).filter((t) => !t.foul),
          ),
        // The trials move to their lines (the fields clear) before anything is sent.
        onLines: (next) =>
          setDraft((d) => ({
            ...d,
            started: started.started || d.started,
            linesByTest: { ...d.linesByTest, ...next },
          })),
        onStatus: (test, athleteId, trialId, status) =>
          setDraft((d) => {
            const line = d.linesByTest[test]?.[athleteId];
            if (!line) return d;
            const sent = line.sent.map((t) => (t.id === trialId ? { ...t, status } : t));
            return {
              ...d,
              linesByTest: {
                ...d.linesByTest,
                [test]: { ...d.linesByTest[test], [athleteId]: { ...line, sent } },
              },
            };
          }),
      });
      const firstToFix = saved.toFix.find((f) => f.test === from.movement) ?? saved.toFix[0];
      setReport({ handedOver: saved.handedOver, toFix: saved.toFix.length });
      if (firstToFix) {
        if (firstToFix.test !== from.movement) update({ movement: firstToFix.test });
        onFirstToFix(firstToFix);
      }
      if (saved.handedOver.length > 0) void refreshAfter(queryClient, 'teamResultsChanged');
    } finally {
      saving.current = false;
    }
  }

  /** 'Save anyway' at a line asked about: its value is confirmed, and the save goes on. */
  function confirmUnusual(athleteId: string) {
    const next = withLine(draft, athleteId, (line) =>
      line.unusual ? { ...line, unusual: { ...line.unusual, confirmed: true } } : line,
    );
    setDraft(next);
    void save(next);
  }

  function baselineOf(athleteId: string, test: MovementName) {
    const row = baselines.data?.athletes.find((a) => a.athleteId === athleteId);
    return row && { best: row.best[test], elite: row.elite[test] };
  }

  async function endTestDay() {
    const ended = await handOverTestDay(teamId, draft, true).catch(() => undefined);
    // The summary needs the server's bests before the day: none when the end waits in the queue.
    setSummary(
      ended?.status === 'sent'
        ? testDaySummary({
            athleteIds: athletes.map((a) => a.athleteId),
            absentAthleteIds: ended.answer.absentAthleteIds,
            results: ended.answer.results,
          })
        : null,
    );
    setDraft(
      newDraft(todayOnDevice(), {
        device: draft.device,
        deviceModel: null,
        start: { kind: draft.start, distance: null, unit: null },
      }),
    );
    setReport(null);
    toast({ title: 'Test day ended', variant: 'success' });
    void queryClient.invalidateQueries({ queryKey: openTestDayQueryOptions(teamId).queryKey });
  }

  return {
    draft,
    unit: unitTypeOf(movement),
    lineOf,
    trialsOf,
    isAbsent,
    reportCounts,
    update,
    setInput,
    openSplits,
    setAbsent,
    save,
    confirmUnusual,
    endTestDay,
    summary,
    closeSummary: () => setSummary(null),
  };
}
