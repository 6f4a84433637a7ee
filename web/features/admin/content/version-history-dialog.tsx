// An item's earlier values, newest first (when, by whom, what), each of which can be put back. Restoring publishes
// at once; the value replaced becomes a version itself, so a restore can be undone the same way.
import { RotateCcw } from 'lucide-react';
import type { AdminContentItem, ContentVersion } from '../../../../common/admin';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../ui/format';
import { useContentVersions, useRestoreVersion } from './content-api';

interface VersionHistoryDialogProps {
  /** The item whose history is shown; null: closed. */
  item: AdminContentItem | null;
  hasUnsavedEdit: boolean;
  onClose: () => void;
  onRestored: (key: string) => void;
}

export function VersionHistoryDialog({ item, hasUnsavedEdit, onClose, onRestored }: VersionHistoryDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => { if (!open) onClose(); }}>
      <DialogContent width="2xl">
        {item && <VersionList item={item} hasUnsavedEdit={hasUnsavedEdit} onRestored={onRestored} />}
      </DialogContent>
    </Dialog>
  );
}

function VersionList({ item, hasUnsavedEdit, onRestored }: { item: AdminContentItem; hasUnsavedEdit: boolean; onRestored: (key: string) => void }) {
  const versions = useContentVersions(item.key);
  const restore = useRestoreVersion();

  const restoreVersion = async (version: ContentVersion) => {
    try {
      await restore.mutateAsync({ key: item.key, versionId: version.id });
      toast.success('Version restored', { description: `${item.label} now shows the value from ${formatDateTime(version.createdAt)}.` });
      onRestored(item.key);
    } catch (error) {
      toast.error('The version could not be restored.', { description: (error as Error).message });
    }
  };

  return (
    <>
      <DialogTitle>History: {item.label}</DialogTitle>
      <DialogDescription>
        Earlier values of <code>{item.key}</code>, newest first. Restoring one publishes it at once
        {hasUnsavedEdit ? ' and discards your unsaved edit of this item' : ''}.
      </DialogDescription>
      <div className="mt-5">
        {versions.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading versions">{[0, 1, 2].map((i) => <Skeleton key={i} className="h-16 rounded-lg" />)}</div>
        ) : versions.isError ? (
          <LoadError title="The history could not be loaded." error={versions.error} onRetry={() => void versions.refetch()} />
        ) : versions.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">No earlier versions yet: this item has not been changed since it was created.</p>
        ) : (
          <ol aria-label="Versions, newest first" className="space-y-2">
            {versions.data.map((version) => (
              <li key={version.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <p className="text-sm font-medium text-slate-900">
                    <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
                    <span className="font-normal text-slate-500"> · {version.editedBy ?? 'Unknown editor'}</span>
                  </p>
                  <p className="line-clamp-3 text-sm break-words whitespace-pre-wrap text-slate-700">
                    {version.value === '' ? <span className="text-slate-500 italic">(empty)</span> : version.value}
                  </p>
                </div>
                <Button variant="outline" size="sm" className="shrink-0" disabled={restore.isPending} aria-label={`Restore the version of ${formatDateTime(version.createdAt)}`} onClick={() => void restoreVersion(version)}>
                  <RotateCcw className="h-4 w-4" aria-hidden="true" /> Restore
                </Button>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
