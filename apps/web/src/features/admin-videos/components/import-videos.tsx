import { formatDuration } from '@gamespeed/domain';
import { IMPORT_CONFIRM_PROMPT, type ImportResponse } from '@gamespeed/domain/contracts';
import { CloudDownload, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog/alert-dialog';
import { Button } from '@/components/ui/button/button';
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from '@/components/ui/collapsible/collapsible';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog/dialog';
import { Select } from '@/components/ui/select/select';
import { Spinner } from '@/components/ui/spinner/spinner';
import { toast } from '@/components/ui/toast/use-toast';
import { useImportVimeoVideos } from '../api/import-vimeo-videos';
import { useRecheckVimeoVideos } from '../api/recheck-vimeo-videos';
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds';
import { messages } from '../messages';
import { AUDIENCE_OPTIONS, DRILL_TYPE_OPTIONS } from './video-library-fields';

/**
 * docs/product/screens.md import button, docs/product/validation.md confirm prompt, docs/product/messages.md summary: confirm, then a progress dialog with
 * elapsed time while the server pages through Vimeo, then the summary (or a failure toast).
 */
export function ImportVideos({ className }: { className?: string }) {
  const importing = useImportVimeoVideos();
  const rechecking = useRecheckVimeoVideos();
  const [confirming, setConfirming] = useState(false);
  const [audience, setAudience] = useState<'coach' | 'athlete' | 'both'>('coach');
  const [drillType, setDrillType] = useState<'none' | 'force' | 'form' | 'both'>('none');
  const [summary, setSummary] = useState<{ result: ImportResponse; recheck: boolean } | null>(null);
  const busy = importing.isPending || rechecking.isPending;
  const elapsed = useElapsedSeconds(busy);

  function start() {
    setConfirming(false);
    const choice = {
      forRole: audience,
      drillType: audience === 'coach' || drillType === 'none' ? null : drillType,
    };
    importing.mutate(choice, {
      onSuccess: (result) => setSummary({ result, recheck: false }),
      onError: (error) =>
        toast({ title: messages.importFailed(error.message), variant: 'destructive' }),
    });
  }

  function recheck() {
    rechecking.mutate(undefined, {
      onSuccess: (result) => setSummary({ result, recheck: true }),
      onError: (error) =>
        toast({ title: messages.recheckFailed(error.message), variant: 'destructive' }),
    });
  }

  return (
    <>
      <Button
        variant="secondary"
        className={className}
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        <CloudDownload aria-hidden className="h-5 w-5" />
        {importing.isPending ? 'Importing...' : 'Import from Vimeo'}
      </Button>
      <Button variant="secondary" className={className} disabled={busy} onClick={recheck}>
        <RefreshCw aria-hidden className="h-5 w-5" />
        {rechecking.isPending ? 'Checking...' : 'Re-check videos on Vimeo'}
      </Button>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Import from Vimeo"
        description={IMPORT_CONFIRM_PROMPT}
        confirmLabel="Import"
        onConfirm={start}
      >
        <div className="flex flex-col gap-3">
          <Select
            label="New videos are for"
            value={audience}
            onValueChange={(value) => setAudience(value as typeof audience)}
            options={AUDIENCE_OPTIONS}
          />
          {audience !== 'coach' ? (
            <Select
              label="Drill type"
              value={drillType}
              onValueChange={(value) => setDrillType(value as typeof drillType)}
              options={DRILL_TYPE_OPTIONS}
            />
          ) : null}
        </div>
      </ConfirmDialog>

      <Dialog open={busy}>
        <DialogContent hideClose preventOutsideClose>
          <DialogHeader className="pr-0">
            <DialogTitle>
              {rechecking.isPending ? 'Checking videos' : 'Importing videos'}
            </DialogTitle>
            <DialogDescription>Keep this page open until the import finishes.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col items-center gap-3 py-4">
            <Spinner
              size="lg"
              label={
                rechecking.isPending
                  ? 'Asking Vimeo about every video...'
                  : 'Importing videos from Vimeo...'
              }
              showLabel
              className="flex-col text-base text-zinc-100"
            />
            <p className="text-sm text-muted tabular-nums">Elapsed: {formatDuration(elapsed)}</p>
          </div>
        </DialogContent>
      </Dialog>

      <Dialog
        open={summary !== null}
        onOpenChange={(open) => {
          if (!open) setSummary(null);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{summary?.recheck ? 'Re-check complete' : 'Import complete!'}</DialogTitle>
            <DialogDescription>
              {summary?.recheck ? 'Vimeo re-check summary' : 'Vimeo import summary'}
            </DialogDescription>
          </DialogHeader>
          {summary ? <ImportSummary summary={summary.result} /> : null}
          <DialogFooter>
            <Button onClick={() => setSummary(null)}>Done</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

function ImportSummary({ summary }: { summary: ImportResponse }) {
  const rows = [
    ['Total videos found', summary.total_fetched],
    ['Newly imported', summary.newly_imported],
    ['Already existed', summary.already_existed],
    ['Not playable on Vimeo', summary.now_unavailable],
    ['Errors', summary.errors.length],
  ] as const;
  return (
    <div className="flex flex-col gap-3">
      <dl className="flex flex-col rounded-xl border border-line">
        {rows.map(([label, value]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-4 border-b border-line px-4 py-3 last:border-none"
          >
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {summary.errors.length > 0 ? (
        <Collapsible>
          <CollapsibleTrigger>Error details</CollapsibleTrigger>
          <CollapsibleContent>
            <ul className="mt-2 flex max-h-48 list-disc flex-col gap-1 overflow-y-auto pl-5 text-sm text-red-300">
              {summary.errors.map((error, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: error lines may repeat
                <li key={i}>{error}</li>
              ))}
            </ul>
          </CollapsibleContent>
        </Collapsible>
      ) : null}
    </div>
  );
}
