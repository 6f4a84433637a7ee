// /api/admin/*: administrator-only endpoints.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/auth.guard';
import { adminStats } from './admin.service';

const AdminStats = z.object({
  users: z.object({ total: z.number(), active: z.number(), inactive: z.number(), banned: z.number(), admins: z.number() }),
  datasets: z.number(),
  orders: z.number(),
});

export async function adminRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/admin/stats', {
    schema: { tags: ['admin'], summary: 'Overview counts', response: { 200: AdminStats } },
    preHandler: requireAdmin,
  }, () => adminStats(app.db));
}
