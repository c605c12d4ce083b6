import { formatDifference, formatValue, type PlottedPoint } from '@gamespeed/domain';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '@/components/ui/collapsible/collapsible';
import { TestDateLabel } from '@/components/ui/test-date-label/test-date-label';
import { cn } from '@/lib/cn';
import { athleteText, BENCHMARK_NAMES, differenceClass } from '../chart-text';

export interface ChartNumbersTableProps {
  points: readonly PlottedPoint[];
  /** Row names, one per point (defaults to each point's label). */
  names?: readonly string[];
  caption: string;
  className?: string;
}

/**
 * The chart's numbers as a table behind a 'Show numbers' disclosure: for screen readers and for
 * anyone who prefers numbers to shapes (beyond the product description).
 */
export function ChartNumbersTable({ points, names, caption, className }: ChartNumbersTableProps) {
  return (
    <Collapsible className={cn('rounded-xl border border-line bg-surface-raised', className)}>
      <CollapsibleTrigger>Show numbers</CollapsibleTrigger>
      <CollapsibleContent>
        <div className="overflow-x-auto px-1 pb-2">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">{caption}</caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="px-2 py-2 font-medium">
                  Test
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  You
                </th>
                <th scope="col" className="px-2 py-2 font-medium">
                  Benchmark
                </th>
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  Difference
                </th>
              </tr>
            </thead>
            <tbody>
              {points.map((point, i) => (
                <tr key={point.label} className="border-t border-line">
                  <th scope="row" className="px-2 py-2 font-medium text-zinc-100">
                    {names?.[i] ?? point.label}
                  </th>
                  <td
                    className={cn(
                      'px-2 py-2',
                      point.showValueLabel ? 'text-zinc-100' : 'text-muted',
                    )}
                  >
                    {athleteText(point)}
                    <TestDateLabel day={point.testedOn} />
                  </td>
                  <td className="px-2 py-2 text-zinc-300">
                    {formatValue(point.benchmarkValue, point.unit)}{' '}
                    <span className="text-xs text-muted">{BENCHMARK_NAMES[point.benchmark]}</span>
                  </td>
                  <td className={cn('px-2 py-2 text-right font-medium', differenceClass(point))}>
                    {formatDifference(point.difference, point.unit)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CollapsibleContent>
    </Collapsible>
  );
}
