import type { SelfServiceRole } from '@gamespeed/domain/constants';
import { cn } from '@/lib/cn';

const ROLES: { value: SelfServiceRole; label: string }[] = [
  { value: 'athlete', label: 'Athlete' },
  { value: 'coach', label: 'Coach' },
];

/** 'I am a...': Athlete or Coach only (docs/product/screens.md, docs/product/validation.md). */
export function RolePicker({
  value,
  onChange,
}: {
  value: SelfServiceRole | null;
  onChange: (role: SelfServiceRole) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-zinc-200">I am a...</legend>
      <div className="grid grid-cols-2 gap-3">
        {ROLES.map((role) => (
          <button
            key={role.value}
            type="button"
            aria-pressed={value === role.value}
            onClick={() => onChange(role.value)}
            className={cn(
              'h-12 rounded-xl border font-semibold transition-colors',
              value === role.value
                ? 'border-accent bg-accent/15 text-accent'
                : 'border-line bg-surface text-zinc-200 hover:bg-zinc-900',
            )}
          >
            {role.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
