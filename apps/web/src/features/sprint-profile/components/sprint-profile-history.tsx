import { formatTestDate } from '@gamespeed/domain/format';
import { metresPerSecondToMph } from '@gamespeed/domain/sprint-profile/units';
import { Card, CardTitle } from '@/components/ui/card/card';
import { useSprintProfile } from '../api/get-sprint-profile';

/**
 * The athlete's sprint profiles over their 40s, newest first, on Progress
 * (docs/product/sprint-profile.md, "In the product"). Nothing until there is one.
 */
export function SprintProfileHistory() {
  const { data } = useSprintProfile({ kind: 'own' });
  if (!data || data.history.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>Sprint profile history</CardTitle>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">Your sprint profile after each 40 with splits</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                Date
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                40
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Top speed
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                F0
              </th>
              <th scope="col" className="py-1 font-medium">
                Pmax
              </th>
            </tr>
          </thead>
          <tbody>
            {data.history.map((entry) => (
              <tr key={entry.resultId} className="border-t border-line">
                <th scope="row" className="py-2 pr-2 font-normal">
                  {formatTestDate(entry.testDate)}
                </th>
                <td className="py-2 pr-2">{entry.fortySeconds.toFixed(2)} s</td>
                {entry.status === 'reliable' ? (
                  <>
                    <td className="py-2 pr-2">
                      {entry.mss === null
                        ? '—'
                        : `${metresPerSecondToMph(entry.mss).toFixed(1)} mph`}
                    </td>
                    <td className="py-2 pr-2">
                      {entry.f0PerKg === null ? '—' : `${entry.f0PerKg.toFixed(1)} N/kg`}
                    </td>
                    <td className="py-2">
                      {entry.pmaxPerKg === null ? '—' : `${entry.pmaxPerKg.toFixed(1)} W/kg`}
                    </td>
                  </>
                ) : (
                  <td colSpan={3} className="py-2 text-muted">
                    No profile: the splits do not fit one curve
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

export default SprintProfileHistory;
