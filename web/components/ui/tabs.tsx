// Tabs on Radix (WAI-ARIA tabs: arrow keys, Home and End move between them and open them; only the selected tab is in
// the Tab order). The caller holds the selected tab; useTab keeps it in the URL (?tab=...), so a tab can be linked to
// and Back returns to it. Only the selected tab's panel is rendered (children).
import * as RadixTabs from '@radix-ui/react-tabs';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from './cn';

/** `badge`: shown after the label (a count that asks for attention). */
export interface TabDef<T extends string> { id: T; label: string; icon?: LucideIcon; badge?: ReactNode }

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

const listStyles = {
  underline: 'flex gap-1 overflow-x-auto border-b border-slate-200',
  pills: 'flex gap-1 overflow-x-auto rounded-xl border border-slate-200 bg-slate-50 p-1',
};
const tabStyles = {
  underline: cn(
    '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-inset',
    'border-transparent text-slate-600 hover:text-slate-900 data-[state=active]:border-primary-600 data-[state=active]:text-primary-700',
  ),
  pills: cn(
    'flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
    'text-slate-700 hover:bg-white/70 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-primary-700 data-[state=active]:shadow-sm',
  ),
};

interface TabsProps<T extends string> {
  label: string;
  tabs: readonly TabDef<T>[];
  current: T;
  onSelect: (tab: T) => void;
  /** underline (default): tabs over a rule; pills: a segmented bar. */
  variant?: keyof typeof listStyles;
  listClassName?: string;
  /** Replaces the panel's default top padding. */
  panelClassName?: string;
  children: ReactNode;
}

export function Tabs<T extends string>({ label, tabs, current, onSelect, variant = 'underline', listClassName, panelClassName, children }: TabsProps<T>) {
  return (
    <RadixTabs.Root value={current} onValueChange={(value) => onSelect(value as T)}>
      <RadixTabs.List aria-label={label} className={cn(listStyles[variant], listClassName)}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.id} value={tab.id} className={tabStyles[variant]}>
            {tab.icon && <tab.icon className="h-4 w-4" aria-hidden="true" />}
            {tab.label}
            {tab.badge && <> {tab.badge}</>}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      <RadixTabs.Content value={current} className={cn('focus-visible:outline-none', panelClassName ?? 'pt-6')}>
        {children}
      </RadixTabs.Content>
    </RadixTabs.Root>
  );
}
