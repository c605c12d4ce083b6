import type { BroadJumpGoal } from '@gamespeed/domain';
import { Target } from 'lucide-react';
import { goalLines } from '../comparison-and-goal-text';

/** 'Your Goal' (docs/product/screens.md): broad-jump inches still needed to reach Elite and NFL {position}. */
export function GoalBox({ goal }: { goal: BroadJumpGoal }) {
  const lines = goalLines(goal);
  return (
    <section
      aria-labelledby="your-goal-heading"
      className="rounded-xl border border-accent/40 bg-accent/10 p-4"
    >
      <h3 id="your-goal-heading" className="flex items-center gap-2 font-semibold text-accent">
        <Target aria-hidden className="h-4 w-4" />
        Your Goal
      </h3>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-zinc-100">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
