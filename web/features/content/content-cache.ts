// The last content the server sent, kept in localStorage so a failed load still shows the site's own texts.
import type { SiteContentItem } from '../../../common/api';
import { readLocal, writeLocal } from '../../app/local-storage';

export const CONTENT_CACHE_KEY = 'datacsv_content';

export function readCachedContent(): SiteContentItem[] | null {
  const raw = readLocal(CONTENT_CACHE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) && parsed.every(isContentItem) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeCachedContent(items: SiteContentItem[]): void {
  writeLocal(CONTENT_CACHE_KEY, JSON.stringify(items));
}

function isContentItem(value: unknown): value is SiteContentItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.key === 'string' && typeof item.value === 'string';
}
