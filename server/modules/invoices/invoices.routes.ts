// /api/invoices (the billing page's list and each invoice's PDF) and /api/billing/profile (the team's invoice details).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BillingProfile, BillingProfileView, InvoicePage, InvoicesQuery } from '../../../common/invoices';
import { billingProfileOf, saveBillingProfile } from './billing-profile.service';
import { invoicePdf } from './invoice-pdf';
import { findReadableInvoice, listInvoices } from './invoices.service';

const tags = ['invoices'];

export async function invoiceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/invoices', {
    schema: { tags, summary: 'Invoices the user may read (their own; the whole team\'s for its owner and admins), newest first', querystring: InvoicesQuery, response: { 200: InvoicePage } },
  }, (req) => listInvoices(app.db, req.user!.id, req.query));

  r.get('/api/invoices/:id/pdf', {
    schema: { tags, summary: 'One invoice as a PDF download (payer, team owner or admin, site admin; anyone else 404)', params: z.object({ id: z.uuid() }) },
  }, async (req, reply) => {
    const invoice = await findReadableInvoice(app.db, req.user!, req.params.id);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
      .header('cache-control', 'private, no-store').send(invoicePdf(invoice));
  });

  r.get('/api/billing/profile', {
    schema: { tags, summary: 'The team\'s invoice details, and whether the user may change them', response: { 200: BillingProfileView } },
  }, (req) => billingProfileOf(app.db, req.user!.id));

  r.put('/api/billing/profile', {
    schema: { tags, summary: 'Change the team\'s invoice details (team owner or admin); invoices issued later carry them', body: BillingProfile, response: { 200: BillingProfileView } },
  }, (req) => saveBillingProfile(app.db, req.user!.id, req.body));
}
