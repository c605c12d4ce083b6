import { type AdminVideo, type Folder, SELECT_VIDEOS_MESSAGE } from '@gamespeed/domain/contracts';
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Checkbox } from '@/components/ui/checkbox/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { toast } from '@/components/ui/toast/use-toast';
import { cn } from '@/lib/cn';
import { useAddVideosToFolder } from '../api/add-videos-to-folder';
import { messages } from '../messages';

export interface AddVideosDialogProps {
  /** The folder to add to; null closes the dialog. */
  folder: Folder | null;
  /** Every video of the library (by title). */
  videos: readonly AdminVideo[];
  onClose: () => void;
}

/**
 * docs/product/screens.md 'Add Videos to Folder': a multi-select list (max 400 px high) where videos already in
 * the folder are greyed out and cannot be selected, and 'N video(s) selected'.
 */
export function AddVideosDialog({ folder, videos, onClose }: AddVideosDialogProps) {
  const adding = useAddVideosToFolder();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [query, setQuery] = useState('');

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q === '' ? videos : videos.filter((v) => v.title.toLowerCase().includes(q));
  }, [videos, query]);

  function close() {
    setSelected(new Set());
    setQuery('');
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

  function submit() {
    if (!folder || adding.isPending) return;
    if (selected.size === 0) {
      toast({
        title: messages.required,
        description: SELECT_VIDEOS_MESSAGE,
        variant: 'destructive',
      });
      return;
    }
    adding.mutate(
      { folderId: folder.id, videoIds: [...selected] },
      {
        onSuccess: (result) => {
          toast({ title: messages.videosAdded(result.added), variant: 'success' });
          close();
        },
        onError: (error) =>
          toast({
            title: messages.videosAddFailed,
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <Dialog
      open={folder !== null}
      onOpenChange={(open) => {
        if (!open && !adding.isPending) close();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Videos to Folder</DialogTitle>
          <DialogDescription>
            {folder ? `Select videos to add to "${folder.name}".` : null}
          </DialogDescription>
        </DialogHeader>
        {videos.length > 8 ? (
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-zinc-500"
            />
            <input
              type="search"
              aria-label="Search videos"
              placeholder="Search videos"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="h-11 w-full rounded-xl border border-line bg-surface pr-3 pl-9 text-base text-zinc-50 placeholder:text-zinc-400 focus:border-accent"
            />
          </div>
        ) : null}
        {videos.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted">
            There are no videos in the library yet.
          </p>
        ) : (
          <ul
            aria-label="Videos"
            className="flex max-h-[400px] flex-col gap-1 overflow-y-auto rounded-xl border border-line p-2"
          >
            {shown.map((video) => {
              const inFolder = folder !== null && (video.folderIds ?? []).includes(folder.id);
              return (
                <li
                  key={video.id}
                  className={cn('rounded-lg px-2', inFolder ? 'opacity-50' : 'hover:bg-zinc-900')}
                >
                  <Checkbox
                    label={video.title}
                    description={inFolder ? messages.alreadyInFolder : undefined}
                    disabled={inFolder}
                    checked={inFolder || selected.has(video.id)}
                    onCheckedChange={(checked) => toggle(video.id, checked === true)}
                  />
                </li>
              );
            })}
            {shown.length === 0 ? (
              <li className="p-3 text-center text-sm text-muted">No videos match your search.</li>
            ) : null}
          </ul>
        )}
        <p className="text-sm font-medium text-zinc-200" aria-live="polite">
          {messages.selectedCount(selected.size)}
        </p>
        <DialogFooter>
          <Button variant="secondary" onClick={close} disabled={adding.isPending}>
            Cancel
          </Button>
          <Button
            onClick={submit}
            disabled={adding.isPending}
            aria-busy={adding.isPending || undefined}
          >
            {adding.isPending ? 'Adding...' : 'Add Videos'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
