// One content item in the manager: what it is (label, key, section, type, last update, versions), its editor or its
// preview, selection for bulk actions, Undo for an unsaved edit, and its version history.
import { countOf } from '../../../../common/count';
import { History, Undo2 } from 'lucide-react';
import { useId } from 'react';
import type { AdminContentItem } from '../../../../common/admin';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { formatDate } from '../ui/format';
import { TYPE_LABELS } from './content-list';
import { ContentPreview, type PreviewValue } from './content-preview';
import { ContentValueEditor } from './content-value-editor';

export type ContentLayout = 'list' | 'grid';

interface ContentItemCardProps {
  item: AdminContentItem;
  value: string;
  /** In Preview: what visitors will see (see ContentPreview). Absent in Edit, where the editor shows. */
  preview?: PreviewValue;
  layout: ContentLayout;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onChange: (value: string) => void;
  onUndo: () => void;
  onHistory: () => void;
}

export function ContentItemCard({ item, value, preview, layout, selected, onSelect, onChange, onUndo, onHistory }: ContentItemCardProps) {
  const headingId = useId();
  const edited = value !== item.value;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'min-w-0 rounded-2xl border bg-white p-4 shadow-sm',
        edited ? 'border-amber-300 ring-1 ring-amber-200' : 'border-slate-200',
        layout === 'list' && 'xl:grid xl:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] xl:gap-6',
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <input
          type="checkbox"
          aria-label={`Select ${item.label}`}
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          className="mt-1 h-4 w-4 shrink-0 rounded border-slate-300 text-primary-600 focus-visible:ring-2 focus-visible:ring-primary-500"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">{item.label}</h3>
          <p><code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs break-all text-slate-700">{item.key}</code></p>
          <p className="flex flex-wrap gap-x-2 gap-y-0.5 text-xs text-slate-500">
            <span>{item.section}</span>
            <span aria-hidden="true">·</span>
            <span>{TYPE_LABELS[item.type]}</span>
            {item.isDefault && <><span aria-hidden="true">·</span><span>Site default</span></>}
            {item.placeholder && <><span aria-hidden="true">·</span><span className="font-medium text-amber-700">Placeholder: shown nowhere until edited</span></>}
          </p>
          <p className="text-xs text-slate-500">
            Updated {formatDate(item.updatedAt)} · {countOf(item.versions, 'version')}
          </p>
          {edited && <p className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">Unsaved edit</p>}
        </div>
      </div>
      <div className={cn('mt-3 min-w-0 space-y-2', layout === 'list' && 'xl:mt-0')}>
        {preview === undefined
          ? <ContentValueEditor item={item} value={value} labelledBy={headingId} onChange={onChange} />
          : <ContentPreview item={item} shown={preview} />}
        <div className="flex flex-wrap justify-end gap-1">
          {edited && <Button variant="ghost" size="sm" onClick={onUndo}><Undo2 className="h-4 w-4" aria-hidden="true" /> Undo edit</Button>}
          <Button variant="ghost" size="sm" onClick={onHistory}><History className="h-4 w-4" aria-hidden="true" /> History</Button>
        </div>
      </div>
    </article>
  );
}
