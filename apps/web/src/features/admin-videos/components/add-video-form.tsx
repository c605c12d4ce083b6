import { createVideoRequestSchema } from '@gamespeed/domain/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { TextareaField } from '@/components/ui/textarea/textarea';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useCreateVideo } from '../api/create-video';
import { messages } from '../messages';
import { CategorySelect } from './category-select';

type Field = 'title' | 'description' | 'vimeoId' | 'categoryId';

/**
 * Beyond the documented form (which adds coach videos only): who the video is for, so admins can
 * publish athlete drills; the drill type drives athletes' recommendations.
 */
export const AUDIENCE_OPTIONS = [
  { value: 'coach', label: 'Coaches (education)' },
  { value: 'athlete', label: 'Athletes (drill)' },
  { value: 'both', label: 'Coaches and athletes' },
];
export const DRILL_TYPE_OPTIONS = [
  { value: 'none', label: 'Not a drill' },
  { value: 'force', label: 'Force (Gear 2)' },
  { value: 'form', label: 'Form (Gear 3)' },
  { value: 'both', label: 'Force and form' },
];

export interface AddVideoFormProps {
  onCancel: () => void;
  /** After 'Video added successfully!'. */
  onAdded: () => void;
}

/**
 * docs/product/screens.md 'Add New Video': title and Vimeo id required (the id, or the video's Vimeo address),
 * description and category optional (picked from the list, docs/product/content.md), 'Mark as Featured'.
 */
export function AddVideoForm({ onCancel, onAdded }: AddVideoFormProps) {
  const creation = useCreateVideo();
  const [form, setForm] = useState({ title: '', description: '', vimeoId: '', categoryId: '' });
  const [featured, setFeatured] = useState(false);
  const [audience, setAudience] = useState<'coach' | 'athlete' | 'both'>('coach');
  const [drillType, setDrillType] = useState<'none' | 'force' | 'form' | 'both'>('none');
  const [preview, setPreview] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (creation.isPending) return;
    const input = {
      ...form,
      isFeatured: featured,
      forRole: audience,
      drillType: drillType === 'none' ? null : drillType,
      isPreview: preview,
    };
    const parsed = createVideoRequestSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    creation.mutate(input, {
      onSuccess: () => {
        toast({ title: messages.videoAdded, variant: 'success' });
        onAdded();
      },
      onError: (error) => {
        const reason =
          error instanceof ApiError && (error.status === 400 || error.status === 409)
            ? error.message
            : undefined;
        toast({ title: messages.videoAddFailed, description: reason, variant: 'destructive' });
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        label="Video Title"
        value={form.title}
        onChange={set('title')}
        error={errors.title}
        required
        aria-required
        maxLength={300}
        autoComplete="off"
      />
      <TextareaField
        label="Description (optional)"
        value={form.description}
        onChange={set('description')}
        error={errors.description}
        maxLength={5000}
        rows={4}
      />
      <TextField
        label="Vimeo Video ID"
        value={form.vimeoId}
        onChange={set('vimeoId')}
        error={errors.vimeoId}
        hint="The number in the video’s Vimeo address, e.g. 76979871 from vimeo.com/76979871. You can paste the whole address."
        required
        aria-required
        inputMode="url"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
      />
      <CategorySelect
        value={form.categoryId === '' ? null : form.categoryId}
        onChange={(id) => setForm((current) => ({ ...current, categoryId: id ?? '' }))}
      />
      <Select
        label="Audience"
        value={audience}
        onValueChange={(value) => setAudience(value as typeof audience)}
        options={AUDIENCE_OPTIONS}
      />
      {audience !== 'coach' ? (
        <>
          <Select
            label="Drill type"
            value={drillType}
            onValueChange={(value) => setDrillType(value as typeof drillType)}
            options={DRILL_TYPE_OPTIONS}
          />
          <Checkbox
            label="Free preview"
            description="Athletes without a subscription can watch it."
            checked={preview}
            onCheckedChange={(checked) => setPreview(checked === true)}
          />
        </>
      ) : null}
      <Checkbox
        label="Mark as Featured"
        description="Featured videos appear on the coach dashboard."
        checked={featured}
        onCheckedChange={(checked) => setFeatured(checked === true)}
      />
      <div className="mt-2 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={creation.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={creation.isPending}
          aria-busy={creation.isPending || undefined}
        >
          {creation.isPending ? 'Adding...' : 'Add Video'}
        </Button>
      </div>
    </form>
  );
}
