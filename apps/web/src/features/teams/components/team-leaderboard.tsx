import { isMovementName, type TimingClass } from '@gamespeed/domain';
import type { MovementName } from '@gamespeed/domain/constants';
import { ArrowLeft, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { HandMark } from '@/components/ui/hand-mark/hand-mark';
import { SegmentedToggle } from '@/components/ui/segmented/segmented-toggle';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLeaderboard } from '../api/get-leaderboard';
import {
  DEFAULT_LEADERBOARD_TEST,
  LEADERBOARD_TEST_OPTIONS,
  leaderboardLines,
  TIMING_CAPTION,
  testNameOf,
  timingFilterOptions,
} from '../leaderboard-view';
import { EmptyState } from './empty-state';

/**
 * A team's leaderboard (docs/product/teams.md, "Leaderboards"): a test picker and each current,
 * not hidden member's best value of that test, best first. The viewer's own row says "You".
 * A timed test ranks one class of times, electronic by default, with a Timing filter when
 * there is more than one (ADR 063). Shown to the team's coach and to its athletes.
 */
export function TeamLeaderboard({
  teamId,
  teamName,
  back,
}: {
  teamId: string;
  teamName: string | null;
  back: { href: string; label: string };
}) {
  const [test, setTest] = useState<MovementName>(DEFAULT_LEADERBOARD_TEST);
  // Unset: the server's choice (electronic when there are any); a test change resets it.
  const [timing, setTiming] = useState<TimingClass | undefined>(undefined);
  return (
    <div className="flex flex-col gap-5">
      <Link
        to={back.href}
        className="inline-flex h-11 items-center gap-2 self-start text-sm font-semibold text-accent hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {back.label}
      </Link>
      <header className="min-w-0">
        <h1 className="text-2xl font-bold break-words">Leaderboard</h1>
        <p className="mt-1 text-sm text-muted">
          {teamName ? `${teamName} · ` : ''}Best result of each athlete
        </p>
      </header>
      <Select
        label="Test"
        value={test}
        onValueChange={(value) => {
          if (isMovementName(value)) {
            setTest(value);
            setTiming(undefined);
          }
        }}
        options={LEADERBOARD_TEST_OPTIONS}
      />
      <LeaderboardRows teamId={teamId} test={test} timing={timing} onTimingChange={setTiming} />
    </div>
  );
}

function LeaderboardRows({
  teamId,
  test,
  timing,
  onTimingChange,
}: {
  teamId: string;
  test: MovementName;
  timing: TimingClass | undefined;
  onTimingChange: (timing: TimingClass) => void;
}) {
  const board = useLeaderboard(teamId, test, timing);
  if (board.isPending) return <Spinner label="Loading leaderboard..." />;
  if (board.isError)
    return (
      <div className="flex flex-col items-start gap-3" role="alert">
        <p className="text-sm text-red-400">
          Could not load the leaderboard. {board.error.message}
        </p>
        <Button variant="secondary" size="sm" className="h-11" onClick={() => board.refetch()}>
          Try Again
        </Button>
      </div>
    );
  const lines = leaderboardLines(test, board.data.rows);
  const shownTiming = board.data.timing;
  if (lines.length === 0 && board.data.timings.length === 0)
    return (
      <EmptyState
        icon={Trophy}
        title={`No ${testNameOf(test)} results yet`}
        hint={`Athletes on the team appear here once they save a ${testNameOf(test)} result.`}
      />
    );
  const filter = timingFilterOptions(board.data);
  return (
    <div className="flex flex-col gap-3">
      {filter.length > 0 && shownTiming ? (
        <SegmentedToggle<TimingClass>
          label="Timing"
          value={shownTiming}
          onValueChange={onTimingChange}
          options={filter}
        />
      ) : null}
      {shownTiming ? <p className="text-sm text-muted">{TIMING_CAPTION[shownTiming]}</p> : null}
      {lines.length === 0 ? <p className="text-sm text-zinc-300">No athlete has one yet.</p> : null}
      <ol aria-label={`${testNameOf(test)} leaderboard`} className="flex flex-col gap-2">
        {lines.map((line) => (
          <li
            key={line.key}
            aria-current={line.isMe ? 'true' : undefined}
            className={`flex items-center gap-3 rounded-2xl border p-4 ${
              line.isMe ? 'border-accent bg-surface-raised' : 'border-line bg-surface'
            }`}
          >
            <span className="w-8 shrink-0 text-center text-xl font-bold text-zinc-50">
              <span className="sr-only">Rank </span>
              {line.rank}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold break-words text-zinc-50">{line.name}</span>
                {line.isMe ? (
                  <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-black">
                    You
                  </span>
                ) : null}
              </span>
              <span className="text-sm text-muted">
                {line.position} · <time dateTime={line.testDate}>{line.date}</time>
              </span>
            </div>
            <span className="shrink-0 text-lg font-bold text-zinc-50 tabular-nums">
              {line.value}
              <HandMark timingMethod={shownTiming === 'hand' ? 'hand' : null} />
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
