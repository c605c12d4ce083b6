import { type AdminVideo, SELECT_VIDEOS_MESSAGE } from '@gamespeed/domain/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/input/input';
import { Select } from '@/components/ui/select/select';
import { toast } from '@/components/ui/toast/use-toast';
import { ApiError } from '@/lib/api-client';
import { useBulkEditVideos } from '../api/bulk-edit-videos';
import { useAdminCategories } from '../api/categories';
import { type BulkDraft, bulkChangesOf, EMPTY_BULK_DRAFT, KEEP } from '../bulk-changes';
import { messages, UNDO_TOAST_MS } from '../messages';
import { AUDIENCE_OPTIONS, DRILL_TYPE_OPTIONS } from './video-library-fields';
import { VideoPicker } from './video-picker';

const KEEP_OPTION = { value: KEEP, label: 'Leave as is' };
const YES_NO_OPTIONS = [KEEP_OPTION, { value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }];

/**
 * 'Bulk Edit' in Manage Videos (docs/product/content.md): pick several videos, set any of audience,
 * category, drill type, tags, free preview and featured for all of them, then Undo from the toast
 * puts back each video's own previous values.
 */
export function BulkEditDialog({
  open,
  videos,
  onClose,
}: {
  open: boolean;
  videos: readonly AdminVideo[];
  onClose: () => void;
}) {
  const bulkEdit = useBulkEditVideos();
  const categories = useAdminCategories();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [draft, setDraft] = useState<BulkDraft>(EMPTY_BULK_DRAFT);
  const set = (key: keyof BulkDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  function close() {
    setSelected(new Set());
    setDraft(EMPTY_BULK_DRAFT);
    onClose();
  }

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  const undo = (previous: Parameters<typeof bulkEdit.mutate>[0]['edits']) =>
    bulkEdit.mutate(
      { edits: previous },
      {
        onSuccess: () => toast({ title: messages.bulkEditUndone, variant: 'success' }),
        onError: () => toast({ title: messages.undoFailed, variant: 'destructive' }),
      },
    );

  function apply() {
    if (bulkEdit.isPending) return;
    const changes = bulkChangesOf(draft);
    if (selected.size === 0 || !changes) {
      toast({
        title: messages.required,
        description: selected.size === 0 ? SELECT_VIDEOS_MESSAGE : messages.chooseAChange,
        variant: 'destructive',
      });
      return;
    }
    bulkEdit.mutate(
      { edits: [...selected].map((videoId) => ({ videoId, changes })) },
      {
        onSuccess: (result) => {
          toast({
            title: messages.videosUpdated(result.videos.length),
            variant: 'success',
            duration: UNDO_TOAST_MS,
            action: {
              label: messages.undo,
              altText: messages.undoBulkEditLabel(result.videos.length),
              onAction: () => undo(result.previous),
            },
          });
          close();
        },
        onError: (error) =>
          toast({
            title: messages.bulkEditFailed,
            description: error instanceof ApiError ? error.message : undefined,
            variant: 'destructive',
          }),
      },
    );
  }

  const categoryOptions = [
    KEEP_OPTION,
    { value: 'none', label: 'No category' },
    ...(categories.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !bulkEdit.isPending) close();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Bulk Edit</DialogTitle>
          <DialogDescription>
            Select videos, then set what they should all have. Fields left as they are stay as each
            video has them.
          </DialogDescription>
        </DialogHeader>
        <VideoPicker videos={videos} selected={selected} onToggle={toggle} compact />
        <Select
          label="Audience"
          value={draft.forRole}
          onValueChange={set('forRole')}
          options={[KEEP_OPTION, ...AUDIENCE_OPTIONS]}
        />
        <Select
          label="Category"
          value={draft.categoryId}
          onValueChange={set('categoryId')}
          options={categoryOptions}
          disabled={categories.isPending}
        />
        <Select
          label="Drill type"
          value={draft.drillType}
          onValueChange={set('drillType')}
          options={[KEEP_OPTION, ...DRILL_TYPE_OPTIONS]}
        />
        <TextField
          label="Tags (optional)"
          value={draft.tags}
          onChange={(e) => set('tags')(e.target.value)}
          hint="Replace each video's tags: separate tags with commas. Leave empty to keep them."
          autoComplete="off"
        />
        <Select
          label="Free preview"
          value={draft.isPreview}
          onValueChange={set('isPreview')}
          options={YES_NO_OPTIONS}
        />
        <Select
          label="Featured"
          value={draft.isFeatured}
          onValueChange={set('isFeatured')}
          options={YES_NO_OPTIONS}
        />
        <DialogFooter>
          <Button variant="secondary" onClick={close} disabled={bulkEdit.isPending}>
            Cancel
          </Button>
          <Button
            onClick={apply}
            disabled={bulkEdit.isPending}
            aria-busy={bulkEdit.isPending || undefined}
          >
            {bulkEdit.isPending ? 'Saving...' : 'Apply'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
