import type { Tag } from '@gamespeed/domain/contracts';
import { Check, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { TextField } from '@/components/ui/input/input';
import { Spinner } from '@/components/ui/spinner/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { cn } from '@/lib/cn';
import { useCreateTag } from '../api/create-tag';
import { useTags } from '../api/get-tags';
import { messages } from '../messages';

export interface SelectTagDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Tags the folder has already; shown checked and not offered again. */
  selectedIds: readonly string[];
  /** A tag was picked (or created): the dialog closes. */
  onSelect: (tag: Tag) => void;
}

/** docs/product/screens.md 'Select Tag': the tag list (max 300 px high), and 'Create New Tag' below it. */
export function SelectTagDialog({
  open,
  onOpenChange,
  selectedIds,
  onSelect,
}: SelectTagDialogProps) {
  const tags = useTags();
  const creation = useCreateTag();
  const [name, setName] = useState('');

  function pick(tag: Tag) {
    onSelect(tag);
    setName('');
    onOpenChange(false);
  }

  function create(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || creation.isPending) return;
    creation.mutate(
      { name: trimmed },
      {
        onSuccess: (tag) => {
          toast({ title: messages.tagCreated, variant: 'success' });
          pick(tag);
        },
        onError: (error) =>
          toast({
            title: messages.tagCreateFailed,
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  }

  const list = tags.data?.tags ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Select Tag</DialogTitle>
          <DialogDescription>Choose a tag for this folder, or create a new one.</DialogDescription>
        </DialogHeader>
        {tags.isPending ? (
          <Spinner label="Loading tags..." showLabel />
        ) : list.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted">
            {messages.noTags}
          </p>
        ) : (
          <ul aria-label="Tags" className="flex max-h-[300px] flex-col gap-1 overflow-y-auto pr-1">
            {list.map((tag) => {
              const selected = selectedIds.includes(tag.id);
              return (
                <li key={tag.id}>
                  <button
                    type="button"
                    disabled={selected}
                    onClick={() => pick(tag)}
                    className={cn(
                      'flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-line px-4 text-left',
                      selected ? 'cursor-not-allowed opacity-50' : 'hover:bg-zinc-900',
                    )}
                  >
                    <span className="break-words">{tag.name}</span>
                    {selected ? (
                      <span className="flex items-center gap-1 text-xs text-muted">
                        <Check aria-hidden className="h-4 w-4" /> Added
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <form onSubmit={create} className="flex flex-col gap-3 border-t border-line pt-4">
          <TextField
            label="New tag name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={100}
            autoComplete="off"
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={name.trim() === '' || creation.isPending}
            aria-busy={creation.isPending || undefined}
          >
            <Plus aria-hidden className="h-4 w-4" />
            {creation.isPending ? 'Creating...' : 'Create New Tag'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
