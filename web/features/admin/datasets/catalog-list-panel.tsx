// A managed list for the Overview: categories or providers with their dataset counts, added and edited in a small
// dialog; one no dataset uses can be deleted after a confirm (the server refuses while datasets still use it).
import { countOf } from '../../../../common/count';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '../../../components/ui/dialog';
import { ListState } from '../../../components/ui/table';
import { DeleteConfirm } from './delete-confirm';

interface Item { id: string; name: string; slug: string; datasets: number }

interface CatalogListPanelProps<T extends Item> {
  /** Plural, as the heading: "Categories". */
  title: string;
  /** Singular, in buttons and dialogs: "category". */
  noun: string;
  list: { data?: T[]; isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  /** More about one item, after its name (a Verified mark, a colour). */
  details?: (item: T) => ReactNode;
  /** The add (no item) or edit form; calls onDone once saved or cancelled. */
  form: (props: { item?: T; onDone: () => void }) => ReactNode;
  onDelete: (item: T) => Promise<unknown>;
}

export function CatalogListPanel<T extends Item>({ title, noun, list, details, form, onDelete }: CatalogListPanelProps<T>) {
  const [editing, setEditing] = useState<{ item?: T } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const headingId = `${noun}-list-title`;

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">{title}</h2>
        <Button variant="outline" size="sm" onClick={() => setEditing({})}><Plus className="h-4 w-4" aria-hidden="true" /> Add {noun}</Button>
      </div>
      <div className="mt-4">
        <ListState query={list} what={title.toLowerCase()} empty={list.data?.length === 0} emptyText={`No ${title.toLowerCase()} yet`}>
          <ul className="divide-y divide-slate-100">
            {list.data?.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">{item.name}{details?.(item)}</p>
                  <p className="truncate text-sm text-slate-500">{item.slug} · {countOf(item.datasets, 'dataset')}</p>
                </div>
                <span className="flex gap-2">
                  <Button variant="outline" size="sm" aria-label={`Edit ${item.name}`} onClick={() => setEditing({ item })}>Edit</Button>
                  {/* Only an unused one can go (the server refuses otherwise): no Delete to press in vain. */}
                  {item.datasets === 0 && (
                    <Button variant="outline" size="sm" className="text-red-700" aria-label={`Delete ${item.name}`} onClick={() => setDeleting(item)}>Delete</Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </ListState>
      </div>

      <Dialog open={editing !== null} onOpenChange={(open) => { if (!open) setEditing(null); }}>
        {editing && (
          <DialogContent width="lg" aria-describedby={undefined}>
            <DialogTitle>{editing.item ? `Edit ${noun}` : `Add ${noun}`}</DialogTitle>
            {form({ item: editing.item, onDone: () => setEditing(null) })}
          </DialogContent>
        )}
      </Dialog>
      <DeleteConfirm
        open={deleting !== null} onOpenChange={(open) => { if (!open) setDeleting(null); }} title={`Delete ${noun}`}
        onDelete={() => onDelete(deleting!)}
      >
        <p>{`Are you sure you want to delete the ${noun} "${deleting?.name}"?`}</p>
      </DeleteConfirm>
    </section>
  );
}
