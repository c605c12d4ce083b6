import { formatValue, type MovementName, type TestDaySummary, unitTypeOf } from '@gamespeed/domain';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button/button';
import { testName } from '../test-day';

const percent = (fraction: number) => `${(Math.round(fraction * 1000) / 10).toFixed(1)} %`;

function Section({ title, empty, items }: { title: string; empty: string; items: string[] }) {
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-zinc-50">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul aria-label={title} className="flex flex-col gap-0.5 text-sm text-zinc-200">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The summary shown when a test day ends (docs/product/teams.md 'Test day'): the personal
 * records set in it, the biggest improvements since each athlete's previous result, and who was
 * not tested; computed by the domain's `testDaySummary`.
 */
export function TestDaySummaryCard({
  summary,
  nameOf,
  onClose,
}: {
  summary: TestDaySummary;
  nameOf: (athleteId: string) => string;
  onClose: () => void;
}) {
  const value = (movement: MovementName, v: number) => formatValue(v, unitTypeOf(movement));
  // The 'End test day' button is gone once it ended: the summary takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="test-day-summary"
      className="flex flex-col gap-3 rounded-xl border border-accent/50 bg-surface px-3 py-3"
    >
      <h2
        id="test-day-summary"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-zinc-50 outline-none"
      >
        Test day summary
      </h2>
      <Section
        title="Personal records"
        empty="No personal records this time."
        items={summary.personalRecords.map(
          (r) =>
            `${nameOf(r.athleteId)} · ${testName(r.movement)} ${value(r.movement, r.value)} (best before: ${value(r.movement, r.previousBest)})`,
        )}
      />
      <Section
        title="Biggest improvements"
        empty="No improvements on a previous result this time."
        items={summary.improvements.map(
          (i) =>
            `${nameOf(i.athleteId)} · ${testName(i.movement)} ${value(i.movement, i.value)}, ${percent(i.fraction)} better than ${value(i.movement, i.previousValue)}`,
        )}
      />
      <Section
        title="Not tested"
        empty="Every athlete was tested."
        items={summary.notTested.map((n) => `${nameOf(n.athleteId)}${n.absent ? ' (absent)' : ''}`)}
      />
      <Button variant="secondary" size="sm" className="self-start" onClick={onClose}>
        Close summary
      </Button>
    </section>
  );
}
