// What the content manager shows of the store: the sidebar's counts, and the items a section, a type and a search
// leave, sorted. The store is small (about fifty items), so all of this happens in the browser.
import type { AdminContentItem } from '../../../../common/admin';
import { CONTENT_TYPES, type ContentType } from '../../../../common/content';

export const CONTENT_SORTS = { label: 'Label', section: 'Section', updated: 'Updated' } as const;
export type ContentSort = keyof typeof CONTENT_SORTS;

export interface ContentView {
  /** null: every section / every type. */
  section: string | null;
  type: ContentType | null;
  search: string;
  sort: ContentSort;
  order: 'asc' | 'desc';
}

export const INITIAL_VIEW: ContentView = { section: null, type: null, search: '', sort: 'section', order: 'asc' };

export interface ContentCounts {
  total: number;
  sections: { name: string; count: number }[];
  types: { type: ContentType; count: number }[];
}

export function countContent(items: AdminContentItem[]): ContentCounts {
  const sections = new Map<string, number>();
  for (const item of items) sections.set(item.section, (sections.get(item.section) ?? 0) + 1);
  return {
    total: items.length,
    sections: [...sections].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name)),
    types: CONTENT_TYPES.map((type) => ({ type, count: items.filter((i) => i.type === type).length })),
  };
}

const byLabel = (a: AdminContentItem, b: AdminContentItem) => a.label.localeCompare(b.label) || a.key.localeCompare(b.key);
const COMPARE: Record<ContentSort, (a: AdminContentItem, b: AdminContentItem) => number> = {
  label: byLabel,
  section: (a, b) => a.section.localeCompare(b.section) || byLabel(a, b),
  updated: (a, b) => a.updatedAt.localeCompare(b.updatedAt) || byLabel(a, b),
};

/** The items the view shows. The search looks at the key, the label and the value (the edited value when there is one). */
export function visibleContent(items: AdminContentItem[], view: ContentView, valueOf: (item: AdminContentItem) => string): AdminContentItem[] {
  const needle = view.search.trim().toLowerCase();
  const shown = items.filter((item) =>
    (view.section === null || item.section === view.section)
    && (view.type === null || item.type === view.type)
    && (!needle || [item.key, item.label, valueOf(item)].some((text) => text.toLowerCase().includes(needle))));
  const direction = view.order === 'asc' ? 1 : -1;
  return shown.sort((a, b) => COMPARE[view.sort](a, b) * direction);
}

export const TYPE_LABELS: Record<ContentType, string> = { text: 'Text', html: 'Rich text', image: 'Image', number: 'Number', link: 'Link' };
