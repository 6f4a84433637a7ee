// Tabs kept in the URL (?tab=...), so a tab can be linked to and Back returns to it. WAI-ARIA tabs: arrow keys, Home
// and End move between them; only the selected tab is in the Tab order.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from './cn';

export interface TabDef<T extends string> { id: T; label: string }

export function useTab<T extends string>(tabs: readonly TabDef<T>[]): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const current = tabs.find((t) => t.id === asked)?.id ?? tabs[0]!.id;
  const select = (tab: T) => setParams((p) => {
    const next = new URLSearchParams(p);
    if (tab === tabs[0]!.id) next.delete('tab'); else next.set('tab', tab);
    return next;
  }, { replace: true });
  return [current, select];
}

interface TabsProps<T extends string> {
  label: string;
  tabs: readonly TabDef<T>[];
  current: T;
  onSelect: (tab: T) => void;
  children: ReactNode;
}

export function Tabs<T extends string>({ label, tabs, current, onSelect, children }: TabsProps<T>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${tab.id}`)}`)?.focus();
  };
  return (
    <div>
      <div ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id} id={`${id}-${tab.id}`} type="button" role="tab" aria-selected={selected} aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1} onClick={() => onSelect(tab.id)}
              className={cn(
                '-mb-px border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
                selected ? 'border-primary-600 text-primary-700' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${current}`} tabIndex={0} className="pt-6 focus-visible:outline-none">
        {children}
      </div>
    </div>
  );
}
