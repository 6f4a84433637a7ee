// Above the list: search, sort and its direction, list or grid, selecting what is shown for a bulk Delete/Reset,
// and Add Content.
import { ArrowDownWideNarrow, ArrowUpNarrowWide, LayoutGrid, List, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { ToggleGroup } from '../ui/toggle-group';
import type { ContentLayout } from './content-item-card';
import { CONTENT_SORTS, type ContentSort, type ContentView } from './content-list';

const LAYOUTS = [{ value: 'list', label: 'List', icon: List }, { value: 'grid', label: 'Grid', icon: LayoutGrid }] as const;

interface ContentToolbarProps {
  view: ContentView;
  onView: (patch: Partial<ContentView>) => void;
  layout: ContentLayout;
  onLayout: (layout: ContentLayout) => void;
  shown: number;
  selected: number;
  onSelectAll: (selected: boolean) => void;
  onRemoveSelected: () => void;
  onAdd: () => void;
}

export function ContentToolbar({ view, onView, layout, onLayout, shown, selected, onSelectAll, onRemoveSelected, onAdd }: ContentToolbarProps) {
  const ascending = view.order === 'asc';
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchInput id="content-search" label="Search content" placeholder="Search keys, labels and values" value={view.search} onCommit={(search) => onView({ search })} />
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="content-sort" className="sr-only">Sort by</label>
          <Select id="content-sort" className="w-auto" value={view.sort} onChange={(e) => onView({ sort: e.target.value as ContentSort })}>
            {Object.entries(CONTENT_SORTS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </Select>
          <Button variant="outline" onClick={() => onView({ order: ascending ? 'desc' : 'asc' })}>
            {ascending ? <ArrowUpNarrowWide className="h-4 w-4" aria-hidden="true" /> : <ArrowDownWideNarrow className="h-4 w-4" aria-hidden="true" />}
            {ascending ? 'Ascending' : 'Descending'}
          </Button>
          <ToggleGroup label="Layout" options={LAYOUTS} value={layout} onChange={onLayout} />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <SelectAll shown={shown} selected={selected} onChange={onSelectAll} />
          {selected > 0 && <span className="text-sm text-slate-600">{selected} selected</span>}
          {selected > 0 && (
            <Button variant="danger" size="sm" onClick={onRemoveSelected}><Trash2 className="h-4 w-4" aria-hidden="true" /> Delete / Reset</Button>
          )}
        </div>
        <Button size="sm" onClick={onAdd}><Plus className="h-4 w-4" aria-hidden="true" /> Add Content</Button>
      </div>
    </div>
  );
}

/** Checked when every shown item is selected; mixed when only some are. */
function SelectAll({ shown, selected, onChange }: { shown: number; selected: number; onChange: (selected: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  const all = shown > 0 && selected === shown;
  useEffect(() => {
    if (box.current) box.current.indeterminate = selected > 0 && !all;
  }, [selected, all]);
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700">
      <input
        ref={box}
        type="checkbox"
        checked={all}
        disabled={shown === 0}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 rounded border-slate-300 text-primary-600 focus-visible:ring-2 focus-visible:ring-primary-500"
      />
      Select all shown ({shown})
    </label>
  );
}
