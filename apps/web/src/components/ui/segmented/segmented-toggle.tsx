import { cn } from '@/lib/cn';

const tones = {
  accent: 'aria-pressed:border-accent aria-pressed:bg-accent aria-pressed:text-black',
  green: 'aria-pressed:border-green-500 aria-pressed:bg-green-700 aria-pressed:text-white',
  blue: 'aria-pressed:border-blue-500 aria-pressed:bg-blue-600 aria-pressed:text-white',
} as const;

export interface SegmentedOption<T extends string = string> {
  value: T;
  label: string;
  /** Colour when pressed (Elite green, NFL blue); defaults to accent. */
  tone?: keyof typeof tones;
  disabled?: boolean;
}

export interface SegmentedToggleProps<T extends string = string> {
  /** Accessible name of the group, e.g. 'Benchmark'. */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  /**
   * Called with the pressed button's value, also when it is already active, so a caller can
   * implement "pressing the active button switches to the other benchmark".
   */
  onValueChange: (value: T) => void;
  className?: string;
}

/** A row of toggle buttons (aria-pressed) inside a named group. */
export function SegmentedToggle<T extends string = string>({
  label,
  options,
  value,
  onValueChange,
  className,
}: SegmentedToggleProps<T>) {
  return (
    <fieldset aria-label={label} className={cn('m-0 flex min-w-0 gap-2 border-0 p-0', className)}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          disabled={option.disabled}
          onClick={() => onValueChange(option.value)}
          className={cn(
            'inline-flex min-h-11 flex-1 items-center justify-center rounded-xl border border-line bg-surface-raised px-4 text-sm font-semibold text-zinc-300 transition-colors',
            'hover:text-zinc-50 disabled:cursor-not-allowed disabled:opacity-40',
            tones[option.tone ?? 'accent'],
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
