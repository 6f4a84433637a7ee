// Checkout: turns the cart (or a recharge amount) into a pending order priced from the database, and asks the
// gateway for its payment intent. Nothing the browser says about prices is used.
import {
  CHECKOUT_MESSAGES, MAX_CHARGE_CENTS, MAX_RECHARGE_DOLLARS, MIN_CHARGE_CENTS, type BillingDetails, type CheckoutSession,
} from '../../../common/checkout';
import type { Me } from '../../../common/api';
import { centsToDollars, dollarsToCents } from '../../../common/money';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { readCart } from '../cart/cart.service';
import {
  attachIntent, createPendingOrder, findOrderByIntent, findOrderByKey, type OrderRow,
} from '../orders/order-lifecycle';
import { paymentsUnavailable, type IntentState, type PaymentGateway } from '../payments/gateway';

export interface CheckoutInput {
  type: 'purchase' | 'recharge';
  amountDollars?: number;
  billing: BillingDetails;
  idempotencyKey?: string;
}

const rule = (code: string, message: string) => new AppError(code, 422, message);

export async function startCheckout(db: Db, gateway: PaymentGateway | null, user: Me, input: CheckoutInput): Promise<CheckoutSession> {
  if (!gateway) throw paymentsUnavailable();
  const order = input.idempotencyKey ? await findOrderByKey(db, user.id, input.idempotencyKey) : null;
  return openPayment(db, gateway, order ?? await createOrder(db, user, input, gateway.provider));
}

/** SPEC.md's `payment_intent` reuse: the user's own unpaid order, no new order or intent. */
export async function resumeCheckout(db: Db, gateway: PaymentGateway | null, userId: string, paymentIntentId: string): Promise<CheckoutSession> {
  if (!gateway) throw paymentsUnavailable();
  const order = await findOrderByIntent(db, userId, paymentIntentId);
  if (!order) throw notFound('Order');
  return openPayment(db, gateway, order);
}

/**
 * The order of one automatic recharge: no cart, no browser; the key (one per attempt) makes a retried job find the
 * order it already created instead of starting a second one.
 */
export async function createAutoRechargeOrder(
  db: Db, provider: PaymentGateway['provider'], user: { id: string; email: string; firstName: string; lastName: string }, amountCents: number, key: string,
): Promise<OrderRow> {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return createOrder(db, user, {
    type: 'recharge', amountDollars: centsToDollars(amountCents), billing: { name, email: user.email, address: { country: 'US' } }, idempotencyKey: key,
  }, provider, { auto: true });
}

/** The order, priced from the database, created `pending` by its owner (the orders module). */
async function createOrder(
  db: Db, user: Pick<Me, 'id' | 'email'>, input: CheckoutInput, provider: PaymentGateway['provider'], metadata: Record<string, unknown> = {},
): Promise<OrderRow> {
  const { totalCents, lines } = await priceOrder(db, user.id, input);
  return createPendingOrder(db, {
    user, type: input.type, totalCents, lines, billing: input.billing, paymentProvider: provider, metadata, idempotencyKey: input.idempotencyKey,
  });
}

async function priceOrder(db: Db, userId: string, input: CheckoutInput) {
  if (input.type === 'recharge') {
    const dollars = input.amountDollars;
    if (dollars === undefined || !Number.isInteger(dollars) || dollars < 1 || dollars > MAX_RECHARGE_DOLLARS) {
      throw rule('INVALID_RECHARGE', CHECKOUT_MESSAGES.invalidRecharge);
    }
    return { totalCents: dollarsToCents(dollars), lines: [] };
  }
  const cart = await readCart(db, userId);
  if (!cart.items.length) throw rule('CART_EMPTY', CHECKOUT_MESSAGES.cartEmpty);
  if (cart.totalCents <= 0) throw rule('INVALID_TOTAL', CHECKOUT_MESSAGES.invalidTotal);
  if (cart.totalCents < MIN_CHARGE_CENTS) throw rule('BELOW_MINIMUM', CHECKOUT_MESSAGES.belowMinimum);
  if (cart.totalCents > MAX_CHARGE_CENTS) throw rule('ABOVE_MAXIMUM', CHECKOUT_MESSAGES.aboveMaximum);
  const lines = cart.items.map((i) => ({ datasetId: i.datasetId, title: i.dataset.title, priceCents: i.priceCents, quantity: i.quantity }));
  return { totalCents: cart.totalCents, lines };
}

/** The order's intent (created once: the gateway's idempotency key is the order id). */
async function openPayment(db: Db, gateway: PaymentGateway, order: OrderRow): Promise<CheckoutSession> {
  if (order.paymentStatus === 'paid') throw new AppError('ORDER_ALREADY_PAID', 409, 'This order has already been paid.');
  if (order.paymentIntentId && order.paymentProvider !== gateway.provider) {
    throw new AppError('PAYMENT_PROVIDER_CHANGED', 409, 'This order was started with another payment provider. Please check out again.');
  }
  let intent: IntentState;
  try {
    intent = order.paymentIntentId
      ? await gateway.retrieveIntent(order.paymentIntentId)
      : await gateway.createIntent({
        amountCents: order.totalAmountCents,
        currency: order.currency,
        idempotencyKey: `order:${order.id}`,
        receiptEmail: order.billingDetails.email,
        metadata: {
          order_id: order.id, order_number: order.orderNumber, user_id: order.userId!,
          type: order.type === 'recharge' ? 'balance_recharge' : 'dataset_purchase',
        },
      });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new PaymentProviderError(err);
  }
  if (!order.paymentIntentId) await attachIntent(db, order.id, intent.id);
  return {
    orderId: order.id, orderNumber: order.orderNumber, type: order.type, totalCents: order.totalAmountCents,
    status: order.status, paymentStatus: order.paymentStatus,
    payment: { provider: gateway.provider, paymentIntentId: intent.id, clientSecret: intent.clientSecret },
  };
}

/** The gateway could not be reached or refused the request; the route logs the cause, the user sees SPEC.md's text. */
export class PaymentProviderError extends AppError {
  constructor(readonly reason: unknown) {
    super('PAYMENT_PROVIDER_ERROR', 502, 'Failed to initialize payment');
  }
}
