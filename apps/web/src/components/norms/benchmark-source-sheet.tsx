import { type BenchmarkRef, describeBenchmark } from '@gamespeed/domain';
import { Info } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet/sheet';
import { Spinner } from '@/components/ui/spinner/spinner';
import { cn } from '@/lib/cn';
import { ProvisionalTag } from './provisional-tag';
import { useNormProvenance } from './use-norm-provenance';

export interface BenchmarkSourceSheetProps {
  benchmark: BenchmarkRef;
  /** The trigger's visible content (e.g. the column header); an info icon is added. */
  children: ReactNode;
  /** The trigger's accessible name, e.g. 'About NFL WR'. */
  label: string;
  className?: string;
}

/**
 * A benchmark's trigger and its sheet (docs/product/norm-provenance.md): what it is, the weight
 * bin, the statistic, the years, the datasets and n of each test, read from the provenance the
 * server serves with the reference data; "Provisional" on placeholder values.
 */
export function BenchmarkSourceSheet({
  benchmark,
  children,
  label,
  className,
}: BenchmarkSourceSheetProps) {
  // The sheet's content is made on the first opening (a dashboard has several triggers), and
  // kept after it, so it can animate closed.
  const [opened, setOpened] = useState(false);
  return (
    <Sheet onOpenChange={(open) => open && setOpened(true)}>
      <SheetTrigger
        aria-label={label}
        className={cn(
          'inline-flex min-h-11 items-center gap-1 rounded-md text-left underline decoration-dotted underline-offset-4 focus-visible:outline-2 focus-visible:outline-accent',
          className,
        )}
      >
        {children}
        <Info aria-hidden className="h-3.5 w-3.5 shrink-0 opacity-80" />
      </SheetTrigger>
      {opened ? <BenchmarkSourceContent benchmark={benchmark} /> : null}
    </Sheet>
  );
}

function BenchmarkSourceContent({ benchmark }: { benchmark: BenchmarkRef }) {
  const provenance = useNormProvenance();
  const source = provenance.data ? describeBenchmark(provenance.data, benchmark) : null;
  return (
    <SheetContent title={source ? `About ${source.title}` : 'About this benchmark'}>
      {!source ? (
        provenance.isError ? (
          <p className="text-sm text-muted">Where this benchmark comes from could not be loaded.</p>
        ) : (
          <Spinner label="Loading sources..." showLabel className="self-center py-4" />
        )
      ) : (
        <div className="flex flex-col gap-3 text-sm">
          <p className="text-zinc-200">{source.population}.</p>
          {source.weightBin ? (
            <p className="text-zinc-300">
              Weight bin: <strong className="text-zinc-50">{source.weightBin}</strong>
            </p>
          ) : null}
          {source.provisional ? (
            <p className="flex items-start gap-2 text-zinc-300">
              <ProvisionalTag className="mt-0.5 shrink-0" />
              Placeholder values: there are no public norms for these program tests yet.
            </p>
          ) : null}
          {source.lines.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {source.lines.map((line) => (
                <li
                  key={line.test}
                  className="flex flex-col gap-0.5 rounded-lg border border-line bg-surface-raised p-3"
                >
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-zinc-50">
                    {line.test}
                    {line.provisional ? <ProvisionalTag /> : null}
                  </span>
                  <span className="text-zinc-300">
                    {source.title}: {line.summary}
                  </span>
                  <span className="text-xs text-muted">Source: {line.datasets.join(', ')}</span>
                  {line.note ? <span className="text-xs text-muted">{line.note}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-xs text-muted">
            Full method and caveats: the reference data's sources document (
            {provenance.data?.sourcesDoc}).
          </p>
        </div>
      )}
    </SheetContent>
  );
}
