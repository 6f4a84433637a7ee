// /api/admin/content: the content manager. Saves are transactional, versioned and audited; rich text is sanitised and
// images are checked by their bytes on the server.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminContentItem, CONTENT_MESSAGES, ContentKeys, ContentPreview, ContentPreviewRequest, ContentSave, ContentVersion, MAX_CONTENT_IMAGE_BYTES, NewContentItem,
} from '../../../common/admin';
import { AppError } from '../../lib/errors';
import { assertMultipart, uploadError } from '../../lib/uploads';
import { actorOf } from '../audit/audit.service';
import {
  contentHistory, createContentItem, listAdminContent, previewContent, removeContent, restoreVersion, saveContent, storeContentImage,
} from '../content/content-admin.service';

const tags = ['admin'];
const Items = z.object({ items: z.array(AdminContentItem) });
const KeyParams = z.object({ key: z.string().max(80) });

export async function adminContentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage, changes: app.changes };
  const items = async () => ({ items: await listAdminContent(app.db) });

  r.get('/api/admin/content', {
    schema: { tags, summary: 'Every content item with its version count', response: { 200: Items } },
  }, items);

  r.post('/api/admin/content', {
    schema: { tags, summary: 'Add a content item', body: NewContentItem, response: { 201: Items } },
  }, async (req, reply) => {
    await createContentItem(deps, actorOf(req), req.body);
    return reply.status(201).send(await items());
  });

  r.put('/api/admin/content', {
    schema: { tags, summary: 'Save changes to many items at once (all or none); each keeps its previous value as a version', body: ContentSave, response: { 200: Items } },
  }, async (req) => {
    await saveContent(deps, actorOf(req), req.body.changes);
    return items();
  });

  r.post('/api/admin/content/preview', {
    schema: { tags, summary: 'Unsaved values as visitors would get them once saved (rich text sanitised), or why a save would refuse each; stores nothing', body: ContentPreviewRequest, response: { 200: ContentPreview } },
  }, async (req) => ({ items: await previewContent(app.db, req.body.changes) }));

  r.post('/api/admin/content/delete', {
    schema: { tags, summary: 'Delete added items; the site\'s default items are reset to their default value', body: ContentKeys, response: { 200: Items } },
  }, async (req) => {
    await removeContent(deps, actorOf(req), req.body.keys);
    return items();
  });

  r.get('/api/admin/content/:key/versions', {
    schema: { tags, summary: 'The previous values of one item, newest first', params: KeyParams, response: { 200: z.array(ContentVersion) } },
  }, (req) => contentHistory(app.db, req.params.key));

  r.post('/api/admin/content/:key/versions/:versionId/restore', {
    schema: { tags, summary: 'Put a previous value back (the current one becomes a version)', params: KeyParams.extend({ versionId: z.uuid() }), response: { 200: Items } },
  }, async (req) => {
    await restoreVersion(deps, actorOf(req), req.params.key, req.params.versionId);
    return items();
  });

  r.post('/api/admin/content/images', {
    schema: { tags, summary: 'Upload an image (multipart, field "file"; PNG, JPEG, GIF or WebP up to 5 MB)', consumes: ['multipart/form-data'], response: { 201: z.object({ url: z.string() }) } },
  }, async (req, reply) => {
    assertMultipart(req, 'Send the image as multipart/form-data.');
    try {
      const part = await req.file({ limits: { fileSize: MAX_CONTENT_IMAGE_BYTES, files: 1 } });
      if (!part) throw new AppError('VALIDATION_ERROR', 400, CONTENT_MESSAGES.notImage);
      return reply.status(201).send(await storeContentImage(deps, actorOf(req), part.file));
    } catch (err) {
      throw uploadError(err);
    }
  });
}
