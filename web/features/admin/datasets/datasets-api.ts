// The datasets page's reads and writes: the filtered list, the insights, categories and providers, and the changes an
// admin makes to them (after each, every admin read is fetched again: counts, tops and lists all move together).
import type {
  AdminCategory, AdminDataset, AdminDatasetPage, AdminProvider, DatasetFileReport, DatasetInput, DatasetInsights, DatasetUpdate,
} from '../../../../common/admin';
import { api, uploadWithProgress } from '../../../app/api';
import { useAdminGet, useAdminMutation } from '../admin-api';

const DATASETS = '/api/admin/datasets';
export const CATEGORIES = '/api/admin/categories';
export const PROVIDERS = '/api/admin/providers';
const itemPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** `query` is the list's query string (useListParams().queryFor()). */
export const useDatasetList = (query: string) => useAdminGet<AdminDatasetPage>(`${DATASETS}${query ? `?${query}` : ''}`, { placeholder: true });
export const useDatasetInsights = () => useAdminGet<DatasetInsights>(`${DATASETS}/insights`);
export const useCategories = () => useAdminGet<AdminCategory[]>(CATEGORIES);
export const useProviders = () => useAdminGet<AdminProvider[]>(PROVIDERS);

/** Adds a dataset (no id) or saves an existing one. */
export const useSaveDataset = () =>
  useAdminMutation(({ id, input }: { id?: string; input: DatasetInput }) =>
    id ? api<AdminDataset>(itemPath(DATASETS, id), { method: 'PATCH', body: input }) : api<AdminDataset>(DATASETS, { method: 'POST', body: input }));

export const useSetDatasetActive = () =>
  useAdminMutation(({ id, active }: { id: string; active: boolean }) =>
    api<AdminDataset>(itemPath(DATASETS, id), { method: 'PATCH', body: { active } satisfies DatasetUpdate }));

export const useDeleteDataset = () => useAdminMutation((id: string) => api<void>(itemPath(DATASETS, id), { method: 'DELETE' }));

export const useUploadDatasetFile = (id: string, onProgress: (fraction: number) => void) =>
  useAdminMutation((file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return uploadWithProgress<DatasetFileReport>(`${itemPath(DATASETS, id)}/file`, form, onProgress);
  });

/** Categories and providers: POST adds, PUT saves (both answer the whole list, fetched again anyway), DELETE removes. */
export const useSaveCatalogItem = <TInput,>(base: typeof CATEGORIES | typeof PROVIDERS) =>
  useAdminMutation(({ id, input }: { id?: string; input: TInput }) =>
    api<unknown>(id ? itemPath(base, id) : base, { method: id ? 'PUT' : 'POST', body: input }));

export const useDeleteCatalogItem = (base: typeof CATEGORIES | typeof PROVIDERS) =>
  useAdminMutation((id: string) => api<void>(itemPath(base, id), { method: 'DELETE' }));
