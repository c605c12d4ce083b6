import type { ForceOrForm } from '@gamespeed/domain';

/** docs/product/screens.md: 'Training Drills' and whom the recommendations are for. */
export function DrillsHeading({ forceOrForm }: { forceOrForm: ForceOrForm }) {
  return (
    <header className="flex flex-col gap-1">
      <h1 className="text-2xl font-bold">Training Drills</h1>
      <p className="text-sm text-muted">
        {forceOrForm === 'unassigned'
          ? 'Complete your assessment for personalized recommendations'
          : `Personalized for ${forceOrForm} training`}
      </p>
    </header>
  );
}
