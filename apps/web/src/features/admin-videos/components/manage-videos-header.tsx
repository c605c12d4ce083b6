import { ArrowLeft, FolderPlus, ListChecks, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button/button';
import { paths } from '@/config/paths';
import { ImportVideos } from './import-videos';

export interface ManageVideosHeaderProps {
  /** 'N unfiled · M total', once the library has loaded. */
  countLine: string | null;
  onCreateFolder: () => void;
  onBulkEdit: () => void;
}

/** The top of 'Manage Videos' (docs/product/screens.md): back link, title, counts and the ways to add. */
export function ManageVideosHeader({
  countLine,
  onCreateFolder,
  onBulkEdit,
}: ManageVideosHeaderProps) {
  return (
    <>
      <header className="flex flex-col gap-3">
        <Link
          to={paths.admin.dashboard.getHref()}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 self-start rounded-xl px-2 text-sm font-medium text-muted hover:text-zinc-50"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" /> Admin Dashboard
        </Link>
        <h1 className="text-2xl font-bold">Manage Videos</h1>
        {countLine ? <p className="text-sm text-muted">{countLine}</p> : null}
      </header>

      <div className="grid grid-cols-2 gap-3">
        <ImportVideos className="col-span-2" />
        <Link
          to={paths.admin.newVideo.getHref()}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-accent px-2 text-sm font-semibold whitespace-nowrap text-black hover:bg-accent-strong"
        >
          <Plus aria-hidden className="h-5 w-5 shrink-0" /> Add New Video
        </Link>
        <Button
          variant="secondary"
          className="px-2 text-sm whitespace-nowrap"
          onClick={onCreateFolder}
        >
          <FolderPlus aria-hidden className="h-5 w-5 shrink-0" /> Create Folder
        </Button>
        <Button variant="secondary" className="col-span-2 text-sm" onClick={onBulkEdit}>
          <ListChecks aria-hidden className="h-5 w-5 shrink-0" /> Bulk Edit
        </Button>
      </div>
    </>
  );
}
