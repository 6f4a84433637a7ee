// /api/admin/users/*: find, look at, change (role, status), adjust the balance of, export and delete users; pause
// or resume one of their lead imports.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminUserDetail, AdminUserPage, AdminUsersQuery, BalanceAdjustment, PauseLeadImport, UpdateAdminUser } from '../../../common/admin';
import { sendCsv } from '../../lib/csv-export';
import { datedFileName } from '../../lib/dated-file-name';
import { deleteAccount } from '../account/account-deletion.service';
import { actorOf } from '../audit/audit.service';
import { adminUpdateUser } from '../auth/accounts.service';
import { adjustBalance } from '../balance/balance.service';
import { adminSetConfigActive } from '../leads/configs.service';
import { findUser, listUsers, userDetail, userRows } from './admin-users.service';

const tags = ['admin'];
const IdParams = z.object({ id: z.uuid() });

export async function adminUserRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/users', {
    schema: { tags, summary: 'Users: search (name, e-mail), status filter, sorting, paging', querystring: AdminUsersQuery, response: { 200: AdminUserPage } },
  }, (req) => listUsers(app.db, req.query));

  r.get('/api/admin/users/export.csv', {
    schema: { tags, summary: 'The filtered users as CSV (streamed)', querystring: AdminUsersQuery.omit({ page: true, limit: true }) },
  }, (req, reply) => sendCsv(reply, datedFileName('users', 'csv'), [
    { header: 'Name', value: (u) => u.name },
    { header: 'E-mail', value: (u) => u.email },
    { header: 'Role', value: (u) => u.role },
    { header: 'Status', value: (u) => u.status },
    { header: 'Verified', value: (u) => (u.emailVerified ? 'Verified' : 'Unverified') },
    { header: 'Joined', value: (u) => u.createdAt },
    { header: 'Last login', value: (u) => u.lastSignInAt },
  ], userRows(app.db, req.query)));

  r.get('/api/admin/users/:id', {
    schema: { tags, summary: 'One user: profile, orders, balance and ledger, leads', params: IdParams, response: { 200: AdminUserDetail } },
  }, (req) => userDetail(app.db, req.params.id));

  r.patch('/api/admin/users/:id', {
    schema: { tags, summary: 'Change a user\'s role or status (ban ends their sessions at once)', params: IdParams, body: UpdateAdminUser, response: { 200: AdminUserDetail } },
  }, async (req) => {
    await adminUpdateUser(app.db, app.sessionUsers, actorOf(req), req.params.id, req.body);
    return userDetail(app.db, req.params.id);
  });

  r.post('/api/admin/users/:id/balance-adjustments', {
    schema: { tags, summary: 'Credit or debit a user\'s balance, with a reason, through the ledger', params: IdParams, body: BalanceAdjustment, response: { 200: AdminUserDetail } },
  }, async (req) => {
    await findUser(app.db, req.params.id);
    await adjustBalance(app.db, app.jobs, actorOf(req), req.params.id, req.body.amountCents, req.body.reason);
    return userDetail(app.db, req.params.id);
  });

  r.patch('/api/admin/lead-configs/:id', {
    schema: { tags, summary: 'Pause or resume a user\'s lead import (audited)', params: IdParams, body: PauseLeadImport },
  }, async (req, reply) => {
    await adminSetConfigActive(app.db, actorOf(req), req.params.id, req.body.active);
    return reply.status(204).send();
  });

  r.delete('/api/admin/users/:id', {
    schema: { tags, summary: 'Delete a user: anonymised, orders and ledger kept for accounting', params: IdParams },
  }, async (req, reply) => {
    await deleteAccount(app.db, app.sessionUsers, actorOf(req), req.params.id);
    return reply.status(204).send();
  });
}
