import { GEAR_GLOSSARY, isShredMillTest, type MovementName, testGuideFor } from '@gamespeed/domain';
import { CircleHelp } from 'lucide-react';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet/sheet';

/**
 * The "How to test" button and its sheet (docs/product/test-guide.md): setup, distances, start,
 * what is measured, hand against electronic timing for timed tests, and the gears and options
 * for the ShredMill tests.
 */
export function TestGuideSheet({ movement }: { movement: MovementName }) {
  const guide = testGuideFor(movement);
  const parts: [string, string][] = [
    ['Setup', guide.setup],
    ['Distances', guide.distances],
    ['Start', guide.start],
    [guide.timing ? 'What is timed' : 'What is measured', guide.measured],
    ...(guide.timing ? ([['Hand or electronic timing', guide.timing]] as [string, string][]) : []),
  ];
  return (
    <Sheet>
      <SheetTrigger className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent">
        <CircleHelp aria-hidden className="h-4 w-4" />
        How to test
      </SheetTrigger>
      <SheetContent title={`How to test: ${guide.test}`}>
        <dl className="flex flex-col gap-3 text-sm">
          {parts.map(([term, text]) => (
            <div key={term} className="flex flex-col gap-0.5">
              <dt className="font-semibold text-zinc-100">{term}</dt>
              <dd className="m-0 text-zinc-300">{text}</dd>
            </div>
          ))}
        </dl>
        {isShredMillTest(movement) ? (
          <section aria-label="Gears and options" className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">
              Gears and options
            </h3>
            <dl className="flex flex-col gap-2 text-sm">
              {GEAR_GLOSSARY.map((g) => (
                <div key={g.term} className="rounded-lg border border-line bg-surface-raised p-3">
                  <dt className="font-semibold text-zinc-100">{g.term}</dt>
                  <dd className="m-0 text-zinc-300">{g.text}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
