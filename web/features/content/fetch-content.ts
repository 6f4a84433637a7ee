import type { SiteContentItem } from '../../../common/api';
import { api } from '../../app/api';
import { writeCachedContent } from './content-cache';

export const contentQueryKey = ['content'] as const;

/** `no-cache` makes the browser revalidate with the ETag every time, so an unchanged store costs a 304. */
export async function fetchContent(): Promise<SiteContentItem[]> {
  const { items } = await api<{ items: SiteContentItem[] }>('/api/content', { cache: 'no-cache' });
  writeCachedContent(items);
  return items;
}
