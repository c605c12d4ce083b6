import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import type { Audience, DrillChoice, LibraryFields } from '../library-fields';
import { CategorySelect } from './category-select';

/** Who a video is for: coaches see it in Education, athletes among their drills. */
export const AUDIENCE_OPTIONS = [
  { value: 'coach', label: 'Coaches (education)' },
  { value: 'athlete', label: 'Athletes (drill)' },
  { value: 'both', label: 'Coaches and athletes' },
];
/** The drill type drives athletes' recommendations. */
export const DRILL_TYPE_OPTIONS = [
  { value: 'none', label: 'Not a drill' },
  { value: 'force', label: 'Force (Gear 2)' },
  { value: 'form', label: 'Form (Gear 3)' },
  { value: 'both', label: 'Force and form' },
];

export const FIELD_TEXTS = {
  tagsHint: 'Separate tags with commas.',
  previewDescription: 'Anyone signed in can watch it without a subscription.',
  featuredDescription: 'Featured videos appear on the dashboard of the people they are for.',
} as const;

/**
 * The library fields Add New Video and Edit Video share (docs/product/content.md): category,
 * audience, drill type, tags, free preview and featured — one form for an athlete drill.
 */
export function VideoLibraryFields({
  value,
  onChange,
}: {
  value: LibraryFields;
  onChange: (next: LibraryFields) => void;
}) {
  const change = <K extends keyof LibraryFields>(key: K, next: LibraryFields[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <>
      <CategorySelect value={value.categoryId} onChange={(id) => change('categoryId', id)} />
      <Select
        label="Audience"
        value={value.forRole}
        onValueChange={(next) => change('forRole', next as Audience)}
        options={AUDIENCE_OPTIONS}
      />
      <Select
        label="Drill type"
        value={value.drillType}
        onValueChange={(next) => change('drillType', next as DrillChoice)}
        options={DRILL_TYPE_OPTIONS}
      />
      <TextField
        label="Tags (optional)"
        value={value.tags}
        onChange={(e) => change('tags', e.target.value)}
        hint={FIELD_TEXTS.tagsHint}
        autoComplete="off"
      />
      <Checkbox
        label="Free preview"
        description={FIELD_TEXTS.previewDescription}
        checked={value.isPreview}
        onCheckedChange={(checked) => change('isPreview', checked === true)}
      />
      <Checkbox
        label="Mark as Featured"
        description={FIELD_TEXTS.featuredDescription}
        checked={value.isFeatured}
        onCheckedChange={(checked) => change('isFeatured', checked === true)}
      />
    </>
  );
}
