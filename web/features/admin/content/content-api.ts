// The content manager's calls to /api/admin/content. Every change also reloads the site's content store, so this
// browser shows it at once (other visitors get it within 30 seconds).
import { useQuery } from '@tanstack/react-query';
import type { AdminContentItem, ContentPreview, ContentSave, ContentVersion, NewContentItem } from '../../../../common/admin';
import { api } from '../../../app/api';
import { useContent } from '../../content';
import { adminKey, useAdminGet, useAdminMutation } from '../admin-api';

const CONTENT = '/api/admin/content';
type Items = { items: AdminContentItem[] };

const versionsPath = (key: string) => `${CONTENT}/${encodeURIComponent(key)}/versions`;

export const useAdminContent = () => useAdminGet<Items>(CONTENT);

export const useContentVersions = (key: string) => useAdminGet<ContentVersion[]>(versionsPath(key));

/** An admin mutation after which the site's content store is reloaded too. */
function useContentChange<TInput>(run: (input: TInput) => Promise<Items>) {
  const { refresh } = useContent();
  return useAdminMutation(async (input: TInput) => {
    const result = await run(input);
    // The change is saved; if the store cannot be reached now, its 30 s refresh picks the change up.
    void refresh().catch(() => undefined);
    return result;
  });
}

/** The unsaved values as Save Changes would store them (rich text sanitised by the server), for Preview. */
export const useContentPreview = (changes: ContentSave['changes'], enabled: boolean) =>
  useQuery({
    queryKey: adminKey(`${CONTENT}/preview`, changes),
    queryFn: ({ signal }) => api<ContentPreview>(`${CONTENT}/preview`, { method: 'POST', body: { changes }, signal }),
    enabled: enabled && changes.length > 0,
  });

export const useSaveContent = () => useContentChange((changes: ContentSave['changes']) => api<Items>(CONTENT, { method: 'PUT', body: { changes } }));

export const useAddContent = () => useContentChange((item: NewContentItem) => api<Items>(CONTENT, { method: 'POST', body: item }));

export const useRemoveContent = () => useContentChange((keys: string[]) => api<Items>(`${CONTENT}/delete`, { method: 'POST', body: { keys } }));

export const useRestoreVersion = () => useContentChange(({ key, versionId }: { key: string; versionId: string }) =>
  api<Items>(`${versionsPath(key)}/${encodeURIComponent(versionId)}/restore`, { method: 'POST' }));

export const CONTENT_IMAGE_UPLOAD = `${CONTENT}/images`;
