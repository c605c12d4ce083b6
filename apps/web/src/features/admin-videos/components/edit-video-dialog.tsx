import { type AdminVideo, updateVideoRequestSchema } from '@gamespeed/domain/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { TitledDialog } from '@/components/ui/dialog/dialog';
import { FormActions } from '@/components/ui/form-actions/form-actions';
import { TextField } from '@/components/ui/input/input';
import { TextareaField } from '@/components/ui/textarea/textarea';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useUpdateVideo } from '../api/update-video';
import { type LibraryFields, libraryFieldsOf, libraryFieldsRequest } from '../library-fields';
import { VideoLibraryFields } from './video-library-fields';

interface Draft {
  title: string;
  description: string;
  fields: LibraryFields;
}

const draftOf = (video: AdminVideo): Draft => ({
  title: video.title,
  description: video.description ?? '',
  fields: libraryFieldsOf(video),
});

/**
 * 'Edit Video' from Manage Videos (docs/product/content.md): title, description, and the library
 * fields Add New Video has too (category, audience, drill type, tags, free preview, featured).
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
      ...libraryFieldsRequest(draft.fields),
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
          <VideoLibraryFields
            value={draft.fields}
            onChange={(fields) => change('fields', fields)}
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
