import { type AdminVideo, updateVideoRequestSchema } from '@gamespeed/domain/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import { TitledDialog } from '@/components/ui/dialog/dialog';
import { FormActions } from '@/components/ui/form-actions/form-actions';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { TextareaField } from '@/components/ui/textarea/textarea';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useUpdateVideo } from '../api/update-video';
import { AUDIENCE_OPTIONS, DRILL_TYPE_OPTIONS } from './add-video-form';
import { CategorySelect } from './category-select';

type Audience = AdminVideo['forRole'];

interface Draft {
  title: string;
  description: string;
  categoryId: string | null;
  forRole: Audience;
  drillType: string;
  isFeatured: boolean;
  isPreview: boolean;
  tags: string;
}

const draftOf = (video: AdminVideo): Draft => ({
  title: video.title,
  description: video.description ?? '',
  categoryId: video.categoryId,
  forRole: video.forRole,
  drillType: video.drillType ?? 'none',
  isFeatured: video.isFeatured,
  isPreview: video.isPreview,
  tags: video.tags.join(', '),
});

/**
 * 'Edit Video' from Manage Videos (docs/product/content.md): title, description, category
 * (from the list), audience, drill type, featured, free preview and tags (comma-separated).
 */
export function EditVideoDialog({
  video,
  onClose,
}: {
  video: AdminVideo | null;
  onClose: () => void;
}) {
  const update = useUpdateVideo();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [titleError, setTitleError] = useState<string | undefined>();
  useEffect(() => {
    setDraft(video ? draftOf(video) : null);
    setTitleError(undefined);
  }, [video]);

  const change = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => (current ? { ...current, [key]: value } : current));

  function save(event: FormEvent) {
    event.preventDefault();
    if (!video || !draft || update.isPending) return;
    const input = {
      title: draft.title,
      description: draft.description,
      categoryId: draft.categoryId,
      forRole: draft.forRole,
      drillType: draft.drillType === 'none' ? null : (draft.drillType as 'force' | 'form' | 'both'),
      isFeatured: draft.isFeatured,
      isPreview: draft.isPreview,
      tags: draft.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    };
    const parsed = updateVideoRequestSchema.safeParse(input);
    if (!parsed.success) {
      setTitleError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { id: video.id, ...input },
      {
        onSuccess: () => {
          toast({ title: 'Video updated', variant: 'success' });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Could not update the video',
            description: error instanceof ApiError ? error.message : undefined,
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <TitledDialog
      open={video !== null}
      onClose={onClose}
      title="Edit Video"
      description={`Vimeo ID ${video?.vimeoId ?? ''}`}
    >
      {draft ? (
        <form onSubmit={save} noValidate className="flex flex-col gap-4">
          <TextField
            label="Video Title"
            value={draft.title}
            onChange={(e) => {
              change('title', e.target.value);
              setTitleError(undefined);
            }}
            error={titleError}
            required
            maxLength={300}
            autoComplete="off"
          />
          <TextareaField
            label="Description (optional)"
            value={draft.description}
            onChange={(e) => change('description', e.target.value)}
            maxLength={5000}
            rows={3}
          />
          <CategorySelect value={draft.categoryId} onChange={(id) => change('categoryId', id)} />
          <Select
            label="Audience"
            value={draft.forRole}
            onValueChange={(value) => change('forRole', value as Audience)}
            options={AUDIENCE_OPTIONS}
          />
          <Select
            label="Drill type"
            value={draft.drillType}
            onValueChange={(value) => change('drillType', value)}
            options={DRILL_TYPE_OPTIONS}
          />
          <TextField
            label="Tags (optional)"
            value={draft.tags}
            onChange={(e) => change('tags', e.target.value)}
            hint="Separate tags with commas."
            autoComplete="off"
          />
          <Checkbox
            label="Free preview"
            description="Anyone signed in can watch it without a subscription."
            checked={draft.isPreview}
            onCheckedChange={(checked) => change('isPreview', checked === true)}
          />
          <Checkbox
            label="Mark as Featured"
            description="Featured videos appear on the dashboards."
            checked={draft.isFeatured}
            onCheckedChange={(checked) => change('isFeatured', checked === true)}
          />
          <FormActions
            onCancel={onClose}
            lockCancel
            label="Save"
            pendingLabel="Saving..."
            pending={update.isPending}
          />
        </form>
      ) : null}
    </TitledDialog>
  );
}
