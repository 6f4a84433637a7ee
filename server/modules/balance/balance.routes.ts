// /api/balance/*: the signed-in user's prepaid balance, auto-recharge settings and ledger (paged, or as CSV).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AutoRechargeSettings, Balance, LEDGER_KIND_LABELS, LedgerPage, LedgerQuery, SpendCapsSettings } from '../../../common/billing';
import { centsToDollars } from '../../../common/money';
import { sendCsv } from '../../lib/csv-export';
import { datedFileName } from '../../lib/dated-file-name';
import type { JobQueue } from '../jobs/job-queue';
import { ledgerRows, listLedger, readBalance, updateAutoRecharge, updateSpendCaps } from './balance.service';

const tags = ['balance'];

export async function balanceRoutes(app: FastifyInstance, { jobs }: { jobs: JobQueue }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/balance', {
    schema: { tags, summary: 'Balance, auto-recharge, saved card and leads waiting for funds (created with the defaults on first read)', response: { 200: Balance } },
  }, (req) => readBalance(app.db, req.user!.id));

  r.put('/api/balance/auto-recharge', {
    schema: { tags, summary: 'Save the auto-recharge settings', body: AutoRechargeSettings, response: { 200: Balance } },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  }, async (req) => {
    await updateAutoRecharge(app.db, jobs, req.user!.id, req.body);
    return readBalance(app.db, req.user!.id);
  });

  r.put('/api/balance/spend-caps', {
    schema: { tags, summary: 'Save the account\'s daily and monthly caps on lead charges (null: no cap)', body: SpendCapsSettings, response: { 200: Balance } },
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  }, async (req) => {
    await updateSpendCaps(app.db, jobs, req.user!.id, req.body);
    return readBalance(app.db, req.user!.id);
  });

  r.get('/api/balance/transactions', {
    schema: { tags, summary: 'The ledger, newest first, with the balance after each entry', querystring: LedgerQuery, response: { 200: LedgerPage } },
  }, (req) => listLedger(app.db, req.user!.id, req.query));

  r.get('/api/balance/transactions.csv', {
    schema: { tags, summary: 'The whole ledger as CSV (streamed)' },
  }, (req, reply) => sendCsv(reply, datedFileName('balance-ledger', 'csv'), [
    { header: 'Date', value: (e) => e.createdAt },
    { header: 'Type', value: (e) => LEDGER_KIND_LABELS[e.kind] },
    { header: 'Description', value: (e) => e.description },
    { header: 'Amount (USD)', value: (e) => centsToDollars(e.amountCents) },
    { header: 'Balance after (USD)', value: (e) => centsToDollars(e.balanceAfterCents) },
    { header: 'Reference', value: (e) => e.reference },
  ], ledgerRows(app.db, req.user!.id)));
}
