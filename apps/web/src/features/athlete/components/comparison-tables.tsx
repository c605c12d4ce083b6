import type { GameRow, PowerRow } from '../dashboard-tables';

const th = 'px-2 py-2.5 text-left text-xs font-semibold text-muted';
const td = 'px-2 py-3 text-sm tabular-nums';

/** Power to Speed table (docs/product/screens.md): Test, NFL {position}, You, Elite. */
export function PowerTable({ rows, position }: { rows: readonly PowerRow[]; position: string }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full">
        <caption className="sr-only">Power to Speed compared with NFL {position} and elite</caption>
        <thead className="bg-surface-raised">
          <tr>
            <th scope="col" className={th}>
              Test
            </th>
            <th scope="col" className={`${th} text-blue-300`}>
              NFL {position}
            </th>
            <th scope="col" className={`${th} text-accent`}>
              You
            </th>
            <th scope="col" className={`${th} text-green-400`}>
              Elite
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.test} className="border-t border-line">
              <th scope="row" className={`${td} text-left font-medium text-zinc-200`}>
                {row.test}
              </th>
              <td className={`${td} text-zinc-300`}>{row.nfl}</td>
              <td className={`${td} font-semibold text-zinc-50`}>{row.you}</td>
              <td className={`${td} text-zinc-300`}>{row.elite}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Game Speed table (docs/product/screens.md): Test, You, Elite (weight). */
export function GameTable({
  rows,
  eliteHeader,
}: {
  rows: readonly GameRow[];
  eliteHeader: string;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full">
        <caption className="sr-only">Game Speed compared with elite</caption>
        <thead className="bg-surface-raised">
          <tr>
            <th scope="col" className={th}>
              Test
            </th>
            <th scope="col" className={`${th} text-accent`}>
              You
            </th>
            <th scope="col" className={`${th} text-green-400`}>
              {eliteHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.test} className="border-t border-line">
              <th scope="row" className={`${td} text-left font-medium text-zinc-200`}>
                {row.test}
              </th>
              <td className={`${td} font-semibold text-zinc-50`}>{row.you}</td>
              <td className={`${td} text-zinc-300`}>{row.elite}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
