// A dataset row's Edit, Activate / Deactivate and Delete. Deactivating asks first and says what it does (gone from the
// catalog at once, buyers keep their downloads); activating does not need asking.
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminDataset } from '../../../../common/admin';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteDataset, useSetDatasetActive } from './datasets-api';
import { DeleteConfirm } from './delete-confirm';

export const DEACTIVATE_NOTICE = 'It leaves the catalog and search at once. Buyers who already bought it keep their downloads.';

export function DatasetActions({ dataset, onEdit }: { dataset: AdminDataset; onEdit: () => void }) {
  const [asking, setAsking] = useState<'deactivate' | 'delete' | null>(null);
  const setActive = useSetDatasetActive();
  const remove = useDeleteDataset();
  const { title } = dataset;

  const changeActive = (active: boolean) => setActive.mutate({ id: dataset.id, active }, {
    onSuccess: () => {
      setAsking(null);
      toast.success(active ? `"${title}" is active` : `"${title}" is deactivated`, {
        description: active ? 'It is back in the catalog and search.' : DEACTIVATE_NOTICE,
      });
    },
    onError: (error) => toast.error(active ? `Could not activate "${title}"` : `Could not deactivate "${title}"`, { description: error.message }),
  });

  return (
    <span className="flex items-center gap-2">
      {/* Icons keep the row on one line beside the table's other columns; names and tooltips say what each does. */}
      <Button variant="outline" size="sm" className="w-8 px-0" title="Edit" aria-label={`Edit ${title}`} onClick={onEdit}><Pencil className="h-4 w-4" aria-hidden="true" /></Button>
      {dataset.active ? (
        <Button variant="outline" size="sm" className="w-8 px-0" title="Deactivate" aria-label={`Deactivate ${title}`} onClick={() => setAsking('deactivate')}><EyeOff className="h-4 w-4" aria-hidden="true" /></Button>
      ) : (
        <Button variant="outline" size="sm" className="w-8 px-0" title="Activate" aria-label={`Activate ${title}`} disabled={setActive.isPending} onClick={() => changeActive(true)}><Eye className="h-4 w-4" aria-hidden="true" /></Button>
      )}
      <Button variant="outline" size="sm" className="w-8 px-0 text-red-700" title="Delete" aria-label={`Delete ${title}`} onClick={() => setAsking('delete')}><Trash2 className="h-4 w-4" aria-hidden="true" /></Button>

      <ConfirmDialog
        open={asking === 'deactivate'} onOpenChange={(open) => setAsking(open ? 'deactivate' : null)}
        title={`Deactivate "${title}"?`} confirmLabel="Deactivate" tone="primary" busy={setActive.isPending} onConfirm={() => changeActive(false)}
      >
        <p>{DEACTIVATE_NOTICE}</p>
        <p>You can activate it again at any time.</p>
      </ConfirmDialog>
      <DeleteConfirm
        open={asking === 'delete'} onOpenChange={(open) => setAsking(open ? 'delete' : null)} title="Delete dataset"
        onDelete={async () => {
          await remove.mutateAsync(dataset.id);
          toast.success(`"${title}" is deleted`);
        }}
      >
        <p>{`Are you sure you want to delete "${title}"?`}</p>
        <p>Its page and its file go too. A dataset that has been ordered cannot be deleted: deactivate it instead.</p>
      </DeleteConfirm>
    </span>
  );
}
