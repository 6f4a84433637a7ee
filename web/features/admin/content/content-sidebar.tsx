// The manager's sidebar: the store's sections and content types with how many items each has; choosing one filters
// the list (a section and a type can be combined).
import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';
import { TYPE_LABELS, type ContentCounts, type ContentView } from './content-list';

interface ContentSidebarProps {
  counts: ContentCounts;
  view: ContentView;
  onChange: (patch: Pick<ContentView, 'section'> | Pick<ContentView, 'type'>) => void;
}

export function ContentSidebar({ counts, view, onChange }: ContentSidebarProps) {
  return (
    <aside aria-label="Filter content" className="min-w-0 space-y-5 xl:sticky xl:top-32 xl:self-start">
      <FilterGroup title="Sections">
        <FilterButton label="All" count={counts.total} active={view.section === null} onClick={() => onChange({ section: null })} />
        {counts.sections.map((s) => (
          <FilterButton key={s.name} label={s.name} count={s.count} active={view.section === s.name} onClick={() => onChange({ section: s.name })} />
        ))}
      </FilterGroup>
      <FilterGroup title="Content types">
        <FilterButton label="All types" count={counts.total} active={view.type === null} onClick={() => onChange({ type: null })} />
        {counts.types.map((t) => (
          <FilterButton key={t.type} label={TYPE_LABELS[t.type]} count={t.count} active={view.type === t.type} onClick={() => onChange({ type: t.type })} />
        ))}
      </FilterGroup>
    </aside>
  );
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="px-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h2>
      {/* A row that scrolls sideways on phones, a column beside the list on wide screens. */}
      <ul className="-mx-1 mt-2 flex gap-1 overflow-x-auto px-1 pb-1 xl:flex-col xl:overflow-visible">{children}</ul>
    </section>
  );
}

function FilterButton({ label, count, active, onClick }: { label: string; count: number; active: boolean; onClick: () => void }) {
  return (
    <li className="shrink-0">
      <button
        type="button"
        aria-pressed={active}
        onClick={onClick}
        className={cn(
          'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-1.5 text-left text-sm whitespace-nowrap transition-colors',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
          active ? 'bg-primary-50 font-semibold text-primary-700' : 'text-slate-700 hover:bg-slate-100',
        )}
      >
        <span>{label}</span>{' '}
        <span className={cn('rounded-full px-2 text-xs tabular-nums', active ? 'bg-primary-100' : 'bg-slate-100 text-slate-600')}>{count}</span>
      </button>
    </li>
  );
}
