// The Add / Edit dataset dialog. Adding ends on an upload step (a dataset is sold as its CSV file); editing saves and
// closes, with the file section under the form.
import type { AdminDataset, DatasetInput } from '../../../../common/admin';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { DatasetFileSection } from './dataset-file';
import { DatasetForm } from './dataset-form';
import { useSaveDataset } from './datasets-api';

export type DatasetDialogState = { step: 'add' } | { step: 'edit'; dataset: AdminDataset } | { step: 'added'; dataset: AdminDataset };

interface DatasetDialogProps {
  state: DatasetDialogState | null;
  onChange: (state: DatasetDialogState | null) => void;
}

export function DatasetDialog({ state, onChange }: DatasetDialogProps) {
  const save = useSaveDataset();
  const close = () => onChange(null);

  const add = async (input: DatasetInput) => {
    const created = await save.mutateAsync({ input });
    toast.success('Dataset Added', { description: `"${created.title}" is ${created.active ? 'in the catalog' : 'saved, inactive'}.` });
    onChange({ step: 'added', dataset: created });
  };
  const edit = (dataset: AdminDataset) => async (input: DatasetInput) => {
    await save.mutateAsync({ id: dataset.id, input });
    toast.success('Dataset saved');
    close();
  };

  return (
    <Dialog open={state !== null} onOpenChange={(open) => { if (!open) close(); }}>
      {state && (
        <DialogContent width="2xl">
          {state.step === 'add' && (
            <>
              <DialogTitle>Add Dataset</DialogTitle>
              <DialogDescription>It is sold from its page once it is active. Its CSV file is uploaded next.</DialogDescription>
              <DatasetForm onSubmit={add} onCancel={close} />
            </>
          )}
          {state.step === 'edit' && (
            <>
              <DialogTitle>Edit dataset</DialogTitle>
              <DialogDescription>{state.dataset.title}</DialogDescription>
              <DatasetForm key={state.dataset.id} dataset={state.dataset} onSubmit={edit(state.dataset)} onCancel={close} />
            </>
          )}
          {state.step === 'added' && (
            <>
              <DialogTitle>Dataset Added</DialogTitle>
              <DialogDescription>Upload the CSV file buyers of "{state.dataset.title}" get, now or later from Edit.</DialogDescription>
              <DatasetFileSection dataset={state.dataset} />
              <div className="mt-6 flex justify-end">
                <Button onClick={close}>Done</Button>
              </div>
            </>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
