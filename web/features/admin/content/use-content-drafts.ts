// Edits held in the browser until Save Changes: the edited value per key. A draft back at the saved value is no change.
import { useCallback, useMemo, useState } from 'react';
import type { AdminContentItem, ContentSave } from '../../../../common/admin';

export function useContentDrafts(items: AdminContentItem[]) {
  // A Map, not an object: keys are typed by admins ("constructor" is a valid key).
  const [drafts, setDrafts] = useState<ReadonlyMap<string, string>>(new Map());

  /** Only items still in the store count: an item deleted elsewhere has nothing left to save. */
  const changes = useMemo<ContentSave['changes']>(
    () => items.flatMap((item) => {
      const value = drafts.get(item.key);
      return value !== undefined && value !== item.value ? [{ key: item.key, value }] : [];
    }),
    [items, drafts],
  );

  const valueOf = useCallback((item: AdminContentItem) => drafts.get(item.key) ?? item.value, [drafts]);

  const edit = useCallback((key: string, value: string) => setDrafts((current) => new Map(current).set(key, value)), []);

  /** Drops the edits of these keys, or of every key. */
  const discard = useCallback((keys?: string[]) => setDrafts((current) => {
    if (!keys) return new Map();
    const next = new Map(current);
    for (const key of keys) next.delete(key);
    return next;
  }), []);

  /** After a save: drops the drafts that were saved, keeping any typed on while the save was under way. */
  const settle = useCallback((saved: ContentSave['changes']) => setDrafts((current) => {
    const next = new Map(current);
    for (const { key, value } of saved) if (next.get(key) === value) next.delete(key);
    return next;
  }), []);

  return { changes, valueOf, edit, discard, settle };
}
