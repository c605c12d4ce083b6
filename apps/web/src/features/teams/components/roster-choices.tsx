import { Select, type SelectOption } from '@/components/ui/select/select';

/** One labelled choice of a roster view; its value is one of the view's own words. */
export interface RosterChoice<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly SelectOption[];
}

/** Keeps the choice's own value type while the list of choices mixes several. */
export const rosterChoice = <T extends string>(choice: RosterChoice<T>) => ({
  label: choice.label,
  value: choice.value,
  onValueChange: (value: string) => choice.onChange(value as T),
  options: choice.options,
});

/**
 * The choices above a roster view (the roster list, the percentiles): two side by side, the sort
 * across the width under them.
 */
export function RosterChoices({
  choices,
}: {
  choices: readonly [
    ReturnType<typeof rosterChoice>,
    ReturnType<typeof rosterChoice>,
    ReturnType<typeof rosterChoice>,
  ];
}) {
  const [first, second, sort] = choices;
  return (
    <div className="grid grid-cols-2 gap-3">
      <Select {...first} />
      <Select {...second} />
      <Select {...sort} className="col-span-2" />
    </div>
  );
}

/** The frame of one athlete's card in a roster view. */
export const ROSTER_CARD_CLASS = 'rounded-2xl border border-line bg-surface p-4';
