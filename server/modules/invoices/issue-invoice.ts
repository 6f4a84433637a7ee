// Issuing an invoice: called by payments inside the transaction that marks an order paid, under that order's row lock.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { InvoiceLine, PLAN_LINE, RECHARGE_LINE, type BillTo, type TaxLine } from '../../../common/invoices';
import type { Db } from '../../db/client';
import { billingProfiles, invoiceCounters, invoices } from '../../db/schema';
import { contentValues } from '../content/content.service';
import { itemsOfOrder, type OrderRow } from '../orders/order-lifecycle';
import { teamOf } from '../teams/team-membership';

/** INVOICE_TAX_RATE_BPS and INVOICE_TAX_LABEL (config.invoiceTax). */
export interface InvoiceTax { rateBps: number; label: string }

/** Prices are tax-inclusive: the tax contained in a total, rounded to the cent (20% of 120.00 contains 20.00). */
export const taxContained = (totalCents: number, rateBps: number) => Math.round((totalCents * rateBps) / (10_000 + rateBps));

export const invoiceNumber = (year: number, n: number) => `INV-${year}-${String(n).padStart(6, '0')}`;

/**
 * The paid order's invoice, issued once. The caller holds the order's row lock (handlePaymentEvent), so the check
 * below sees any earlier invoice; the unique order_id is the backstop, failing the payment's transaction (and giving
 * back its number) rather than issuing twice or skipping a number. Call it last in the transaction: the year's counter
 * row stays locked until the commit, and a transaction holding it must not wait for any other lock.
 */
export async function issueInvoice(tx: Db, order: OrderRow, issuedAt: Date, tax: InvoiceTax) {
  const [existing] = await tx.select({ id: invoices.id, number: invoices.number }).from(invoices).where(eq(invoices.orderId, order.id));
  if (existing) return existing;

  const team = order.userId ? await teamOf(tx, order.userId) : null;
  const lines = await linesOf(tx, order);
  const billTo = await billToOf(tx, order, team?.teamId);
  const seller = await sellerNow(tx);
  const taxCents = taxContained(order.totalAmountCents, tax.rateBps);
  const taxLines: TaxLine[] = tax.rateBps > 0 ? [{ label: tax.label, rateBps: tax.rateBps, amountCents: taxCents }] : [];

  const year = issuedAt.getUTCFullYear();
  const [counter] = await tx.insert(invoiceCounters).values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ n: invoiceCounters.lastNumber });
  const [created] = await tx.insert(invoices).values({
    number: invoiceNumber(year, counter!.n), orderId: order.id, userId: order.userId, teamId: team?.teamId ?? null, issuedAt,
    currency: order.currency, seller, billTo, lines, subtotalCents: order.totalAmountCents - taxCents, taxLines, taxCents,
    totalCents: order.totalAmountCents,
  }).returning({ id: invoices.id, number: invoices.number });
  return created!;
}

async function linesOf(tx: Db, order: OrderRow): Promise<InvoiceLine[]> {
  switch (order.type) {
    case 'recharge':
      return [{ description: RECHARGE_LINE, quantity: 1, unitCents: order.totalAmountCents, amountCents: order.totalAmountCents }];
    case 'subscription': {
      // The subscriptions module writes the plan's lines into the order. Lines that are missing or do not add up to
      // the total become one line for the total: a payment is never refused over how its invoice reads.
      const lines = z.array(InvoiceLine).safeParse(order.metadata.lines);
      return lines.success && lines.data.length && lines.data.reduce((sum, l) => sum + l.amountCents, 0) === order.totalAmountCents
        ? lines.data : [{ description: PLAN_LINE, quantity: 1, unitCents: order.totalAmountCents, amountCents: order.totalAmountCents }];
    }
    case 'purchase':
      return (await itemsOfOrder(tx, order.id))
        .sort((a, b) => a.title.localeCompare(b.title))
        .map((i) => ({ description: i.title, quantity: i.quantity, unitCents: i.priceCents, amountCents: i.priceCents * i.quantity }));
  }
}

/** The team's invoice details where saved, else the order's billing details. */
async function billToOf(tx: Db, order: OrderRow, teamId: string | undefined): Promise<BillTo> {
  const [profile] = teamId ? await tx.select().from(billingProfiles).where(eq(billingProfiles.teamId, teamId)) : [];
  const billing = order.billingDetails;
  return {
    companyName: profile?.companyName || null,
    name: billing.name,
    email: profile?.email || billing.email,
    address: profile?.address.line1 ? profile.address : (billing.address ?? {}),
    taxId: profile?.taxId || null,
  };
}

/**
 * The seller is the site as the content store names it today (brand name, footer address), kept on the invoice; an
 * address still at its placeholder example is left out.
 */
async function sellerNow(tx: Db) {
  const values = await contentValues(tx, ['brand_name', 'footer_address']);
  return { name: values.get('brand_name')!, address: values.get('footer_address')! };
}
