// /api/admin/datasets, /api/admin/categories, /api/admin/providers: the catalog as administrators manage it.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCategory, AdminDataset, AdminDatasetPage, AdminDatasetsQuery, AdminProvider, CategoryInput, DatasetFileReport, DatasetInput,
  DatasetInsights, DatasetUpdate, MAX_DATASET_FILE_BYTES, ProviderInput,
} from '../../../common/admin';
import { AppError } from '../../lib/errors';
import {
  createDataset, datasetInsights, deleteCategory, deleteDataset, deleteProvider, getAdminDataset, listAdminCategories, listAdminDatasets,
  listAdminProviders, saveCategory, saveProvider, updateDataset,
} from '../catalog/catalog-admin.service';
import { assertCsvPart, assertMultipart, isFileTooLarge, uploadError } from '../../lib/uploads';
import { actorOf } from '../audit/audit.service';
import { storeDatasetFile } from '../catalog/dataset-upload';

const tags = ['admin'];
const IdParams = z.object({ id: z.uuid() });

export async function adminCatalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage, changes: app.changes, jobs: app.jobs };

  r.get('/api/admin/datasets', {
    schema: { tags, summary: 'Datasets: search (title, description), category and status filters, sorting, paging', querystring: AdminDatasetsQuery, response: { 200: AdminDatasetPage } },
  }, (req) => listAdminDatasets(app.db, req.query));

  r.get('/api/admin/datasets/insights', {
    schema: { tags, summary: 'Catalog totals and the top 5 datasets by downloads and by revenue', response: { 200: DatasetInsights } },
  }, () => datasetInsights(app.db));

  r.get('/api/admin/datasets/:id', {
    schema: { tags, summary: 'One dataset, active or not, with its file', params: IdParams, response: { 200: AdminDataset } },
  }, (req) => getAdminDataset(app.db, req.params.id));

  r.post('/api/admin/datasets', {
    schema: { tags, summary: 'Add a dataset', body: DatasetInput, response: { 201: AdminDataset } },
  }, async (req, reply) => reply.status(201).send(await createDataset(deps, actorOf(req), req.body)));

  r.patch('/api/admin/datasets/:id', {
    schema: { tags, summary: 'Edit, activate or deactivate a dataset (deactivated: gone from the catalog at once, buyers keep their downloads)', params: IdParams, body: DatasetUpdate, response: { 200: AdminDataset } },
  }, (req) => updateDataset(deps, actorOf(req), req.params.id, req.body));

  r.delete('/api/admin/datasets/:id', {
    schema: { tags, summary: 'Delete a dataset that was never ordered', params: IdParams },
  }, async (req, reply) => {
    await deleteDataset(deps, actorOf(req), req.params.id);
    return reply.status(204).send();
  });

  r.post('/api/admin/datasets/:id/file', {
    schema: { tags, summary: 'Upload the dataset\'s CSV (multipart, field "file"): stored, counted, its dictionary and masked sample inferred', params: IdParams, consumes: ['multipart/form-data'], response: { 200: DatasetFileReport } },
  }, async (req) => {
    assertMultipart(req, 'Send the file as multipart/form-data.');
    const part = await req.file({ limits: { fileSize: MAX_DATASET_FILE_BYTES, files: 1 } }).catch((err) => { throw uploadError(err); });
    if (!part) throw new AppError('VALIDATION_ERROR', 400, 'Choose a CSV file to upload.');
    assertCsvPart(part, () => new AppError('NOT_CSV', 415, 'Upload a .csv file.'));
    try {
      return await storeDatasetFile(deps, actorOf(req), req.params.id, part.file);
    } catch (err) {
      if (isFileTooLarge(err)) {
        throw new AppError('PAYLOAD_TOO_LARGE', 413, `The file is larger than ${MAX_DATASET_FILE_BYTES / 1024 ** 3} GB.`);
      }
      throw uploadError(err);
    }
  });

  r.get('/api/admin/categories', {
    schema: { tags, summary: 'Categories with their dataset counts', response: { 200: z.array(AdminCategory) } },
  }, () => listAdminCategories(app.db));
  r.post('/api/admin/categories', {
    schema: { tags, summary: 'Add a category', body: CategoryInput, response: { 201: z.array(AdminCategory) } },
  }, async (req, reply) => {
    await saveCategory(deps, actorOf(req), null, req.body);
    return reply.status(201).send(await listAdminCategories(app.db));
  });
  r.put('/api/admin/categories/:id', {
    schema: { tags, summary: 'Edit a category', params: IdParams, body: CategoryInput, response: { 200: z.array(AdminCategory) } },
  }, async (req) => {
    await saveCategory(deps, actorOf(req), req.params.id, req.body);
    return listAdminCategories(app.db);
  });
  r.delete('/api/admin/categories/:id', {
    schema: { tags, summary: 'Delete an empty category', params: IdParams },
  }, async (req, reply) => {
    await deleteCategory(deps, actorOf(req), req.params.id);
    return reply.status(204).send();
  });

  r.get('/api/admin/providers', {
    schema: { tags, summary: 'Providers with their dataset counts and verified flag', response: { 200: z.array(AdminProvider) } },
  }, () => listAdminProviders(app.db));
  r.post('/api/admin/providers', {
    schema: { tags, summary: 'Add a provider', body: ProviderInput, response: { 201: z.array(AdminProvider) } },
  }, async (req, reply) => {
    await saveProvider(deps, actorOf(req), null, req.body);
    return reply.status(201).send(await listAdminProviders(app.db));
  });
  r.put('/api/admin/providers/:id', {
    schema: { tags, summary: 'Edit a provider (verified flag included)', params: IdParams, body: ProviderInput, response: { 200: z.array(AdminProvider) } },
  }, async (req) => {
    await saveProvider(deps, actorOf(req), req.params.id, req.body);
    return listAdminProviders(app.db);
  });
  r.delete('/api/admin/providers/:id', {
    schema: { tags, summary: 'Delete a provider without datasets', params: IdParams },
  }, async (req, reply) => {
    await deleteProvider(deps, actorOf(req), req.params.id);
    return reply.status(204).send();
  });
}
