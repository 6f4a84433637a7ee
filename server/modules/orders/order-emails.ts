// The order confirmation e-mail: what was bought, what it cost, and where to download it.
import { eq } from 'drizzle-orm';
import { formatCents } from '../../../common/money';
import { DOWNLOAD_VALID_DAYS } from '../../../common/orders';
import type { Db } from '../../db/client';
import { orderItems, type orders } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';

type OrderRow = typeof orders.$inferSelect;

export async function sendOrderConfirmation(deps: { db: Db; mailer: Mailer; publicUrl: string }, order: OrderRow) {
  const name = order.billingDetails.name || 'there';
  if (order.type === 'recharge' && order.metadata.auto === true) {
    const card = order.cardLast4 ? ` to your ${order.cardBrand ?? 'card'} ending in ${order.cardLast4}` : ' to your saved card';
    await deps.mailer.send({
      to: order.userEmail, kind: 'auto-recharge-succeeded', link: `${deps.publicUrl}/account/billing`,
      subject: `Automatic recharge: ${formatCents(order.totalAmountCents)} added (${order.orderNumber})`,
      text: `Hi ${name},

Your lead balance fell under your threshold, so we charged ${formatCents(order.totalAmountCents)}${card} ` +
        `and added it to your balance.

Receipt: ${order.orderNumber}
Billing & auto-recharge settings: ${deps.publicUrl}/account/billing
`,
    });
    return;
  }
  if (order.type === 'recharge') {
    await deps.mailer.send({
      to: order.userEmail, kind: 'recharge-receipt', link: `${deps.publicUrl}/lead-import`,
      subject: `Funds added: ${formatCents(order.totalAmountCents)} (${order.orderNumber})`,
      text: `Hi ${name},\n\n${formatCents(order.totalAmountCents)} has been added to your lead balance.\n\n` +
        `Receipt: ${order.orderNumber}\nLead Import Dashboard: ${deps.publicUrl}/lead-import\n`,
    });
    return;
  }
  if (order.type === 'subscription') {
    const lines = (order.metadata.lines as { description: string; amountCents: number }[] | undefined) ?? [];
    await deps.mailer.send({
      to: order.userEmail, kind: 'plan-receipt', link: `${deps.publicUrl}/account/billing`,
      subject: `Plan payment received: ${formatCents(order.totalAmountCents)} (${order.orderNumber})`,
      text: `Hi ${name},\n\nThank you: we received your plan payment.\n\n` +
        `${lines.map((l) => `  - ${l.description}: ${formatCents(l.amountCents)}`).join('\n')}\nTotal: ${formatCents(order.totalAmountCents)}\n\n` +
        `Receipt: ${order.orderNumber}\nBilling & Plans: ${deps.publicUrl}/account/billing\n`,
    });
    return;
  }
  const items = await deps.db.select({ title: orderItems.title, priceCents: orderItems.priceCents, quantity: orderItems.quantity })
    .from(orderItems).where(eq(orderItems.orderId, order.id));
  const link = `${deps.publicUrl}/order-success?order_id=${order.id}`;
  const lines = items.map((i) => `  - ${i.title}${i.quantity > 1 ? ` x ${i.quantity}` : ''}: ${formatCents(i.priceCents * i.quantity)}`);
  await deps.mailer.send({
    to: order.userEmail, kind: 'order-confirmation', link,
    subject: `Your order ${order.orderNumber} is ready to download`,
    text: `Hi ${name},\n\nThank you for your purchase. Your payment was received.\n\n` +
      `Order: ${order.orderNumber}\n${lines.join('\n')}\nTotal: ${formatCents(order.totalAmountCents)}\n\n` +
      `Download your data (links are valid for ${DOWNLOAD_VALID_DAYS} days from purchase):\n${link}\n\n` +
      `All your purchases: ${deps.publicUrl}/downloads\n`,
  });
}
