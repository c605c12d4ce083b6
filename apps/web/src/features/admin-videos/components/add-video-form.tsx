import { createVideoRequestSchema } from '@gamespeed/domain/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/input/input';
import { TextareaField } from '@/components/ui/textarea/textarea';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useCreateVideo } from '../api/create-video';
import { type LibraryFields, libraryFieldsRequest, NEW_VIDEO_FIELDS } from '../library-fields';
import { messages } from '../messages';
import { VideoLibraryFields } from './video-library-fields';

type Field = 'title' | 'description' | 'vimeoId' | 'categoryId' | 'tags';

export interface AddVideoFormProps {
  onCancel: () => void;
  /** After 'Video added successfully!'. */
  onAdded: () => void;
}

/**
 * docs/product/screens.md 'Add New Video': title and Vimeo id required (the id, or the video's Vimeo address),
 * description optional, and every library field Edit Video has (docs/product/content.md): an
 * athlete drill is one form.
 */
export function AddVideoForm({ onCancel, onAdded }: AddVideoFormProps) {
  const creation = useCreateVideo();
  const [form, setForm] = useState({ title: '', description: '', vimeoId: '' });
  const [fields, setFields] = useState<LibraryFields>(NEW_VIDEO_FIELDS);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (creation.isPending) return;
    const input = { ...form, ...libraryFieldsRequest(fields) };
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
      <VideoLibraryFields value={fields} onChange={setFields} />
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
