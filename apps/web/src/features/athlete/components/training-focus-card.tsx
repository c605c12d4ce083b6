import { trainingFocus } from '@gamespeed/domain';
import type { Prescription } from '@gamespeed/domain/contracts';
import { Card, CardTitle } from '@/components/ui/card/card';

function ExerciseList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold tracking-wide text-zinc-300 uppercase">{title}</h3>
      <ul className="flex flex-col gap-1.5">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-lg border border-line bg-surface-raised px-3 py-2 text-sm text-zinc-100"
          >
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * 'Gear N Training Focus' (docs/product/screens.md), or the balanced focus of a well-balanced
 * athlete (docs/product/diagnosis.md): the focus sentence and the prescribed exercises.
 */
export function TrainingFocusCard({ prescription }: { prescription: Prescription }) {
  const focus = trainingFocus(prescription.gearLevel);
  return (
    <Card className="flex flex-col gap-4" aria-label={focus.title} role="region">
      <div className="flex flex-col gap-1.5">
        <CardTitle>{focus.title}</CardTitle>
        <p className="text-sm text-zinc-300">{focus.text}</p>
      </div>
      <ExerciseList title="Weight Room" items={prescription.weightRoom} />
      <ExerciseList title="Field Work" items={prescription.field} />
    </Card>
  );
}
