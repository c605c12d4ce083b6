import { FOLDER_NAME_REQUIRED_MESSAGE, type Folder, type Tag } from '@gamespeed/domain/contracts';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge/badge';
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
import { toast } from '@/components/ui/toast/use-toast';
import { useCreateFolder } from '../api/create-folder';
import { messages } from '../messages';
import { SelectTagDialog } from './select-tag-dialog';

export interface CreateFolderDialogProps {
  open: boolean;
  /** The folder to create it in; null for the top level. */
  parent: Folder | null;
  onClose: () => void;
  onCreated: (folder: Folder) => void;
}

/** docs/product/screens.md 'Create New Folder': a name and tags ('Add Tag' opens 'Select Tag'). */
export function CreateFolderDialog({ open, parent, onClose, onCreated }: CreateFolderDialogProps) {
  const creation = useCreateFolder();
  const [name, setName] = useState('');
  const [tags, setTags] = useState<Tag[]>([]);
  const [pickingTag, setPickingTag] = useState(false);

  function close() {
    setName('');
    setTags([]);
    setPickingTag(false);
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (creation.isPending) return;
    if (name.trim() === '') {
      toast({
        title: messages.required,
        description: FOLDER_NAME_REQUIRED_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    creation.mutate(
      { name: name.trim(), tagIds: tags.map((t) => t.id), parentFolderId: parent?.id ?? null },
      {
        onSuccess: (folder) => {
          toast({ title: messages.folderCreated, variant: 'success' });
          onCreated(folder);
          close();
        },
        onError: (error) =>
          toast({
            title: messages.folderCreateFailed,
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !creation.isPending) close();
      }}
    >
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>Create New Folder</DialogTitle>
            <DialogDescription>
              {parent ? `Inside "${parent.name}"` : 'A new folder at the top level'}
            </DialogDescription>
          </DialogHeader>
          <TextField
            label="Folder Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={200}
            autoComplete="off"
            autoFocus
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1.5 text-sm font-medium text-zinc-200">Tags</legend>
            {tags.length > 0 ? (
              <ul aria-label="Selected tags" className="flex flex-wrap gap-2">
                {tags.map((tag) => (
                  <li key={tag.id}>
                    <Badge tone="accent" className="py-0 pr-0">
                      {tag.name}
                      <button
                        type="button"
                        aria-label={`Remove tag ${tag.name}`}
                        className="inline-flex h-8 w-8 items-center justify-center rounded-full hover:bg-accent/20"
                        onClick={() => setTags((list) => list.filter((t) => t.id !== tag.id))}
                      >
                        <X aria-hidden className="h-3.5 w-3.5" />
                      </button>
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">No tags added.</p>
            )}
            <Button
              variant="secondary"
              size="sm"
              className="h-11 self-start"
              onClick={() => setPickingTag(true)}
            >
              <Plus aria-hidden className="h-4 w-4" /> Add Tag
            </Button>
          </fieldset>
          <DialogFooter>
            <Button variant="secondary" onClick={close} disabled={creation.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={creation.isPending}
              aria-busy={creation.isPending || undefined}
            >
              {creation.isPending ? 'Creating...' : 'Create Folder'}
            </Button>
          </DialogFooter>
        </form>
        <SelectTagDialog
          open={pickingTag}
          onOpenChange={setPickingTag}
          selectedIds={tags.map((t) => t.id)}
          onSelect={(tag) =>
            setTags((list) => (list.some((t) => t.id === tag.id) ? list : [...list, tag]))
          }
        />
      </DialogContent>
    </Dialog>
  );
}
