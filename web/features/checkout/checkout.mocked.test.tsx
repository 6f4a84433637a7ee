import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../common/cart';
import { CHECKOUT_MESSAGES, type CheckoutSession } from '../../../common/checkout';
import type { OrderDetail } from '../../../common/orders';
import { clientUser } from '../../test/fixtures';
import { apiError, mockFetch, type MockReply } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { RequireUser } from '../auth';
import { checkCardFields, formatCardNumber, formatExpiry } from '../../components/card/card-fields';
import { CheckoutPage, STRIPE_DISABLED_MESSAGE } from './checkout-page';

// Stripe.js stand-ins: the page's part is calling them in the right order with the right values.
const stripe = vi.hoisted(() => {
  const elementsOptions: unknown = null;
  return {
    submit: async (): Promise<{ error?: { message?: string } }> => ({}),
    confirmPayment: async (_params: unknown): Promise<{ error?: { message?: string } }> => ({}),
    calls: [] as string[],
    confirmed: [] as unknown[],
    elementsOptions,
  };
});
vi.mock('@stripe/stripe-js', () => ({ loadStripe: async () => ({}) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    stripe.elementsOptions = options;
    return children;
  },
  PaymentElement: () => <div>Stripe Payment Element</div>,
  useStripe: () => ({
    confirmPayment: (params: unknown) => {
      stripe.calls.push('confirmPayment');
      stripe.confirmed.push(params);
      return stripe.confirmPayment(params);
    },
  }),
  useElements: () => ({
    submit: () => {
      stripe.calls.push('submit');
      return stripe.submit();
    },
  }),
}));

beforeEach(() => {
  stripe.submit = async () => ({});
  stripe.confirmPayment = async () => ({});
  stripe.calls = [];
  stripe.confirmed = [];
  stripe.elementsOptions = null;
});

type Routes = Parameters<typeof mockFetch>[0];

const cart = (priceCents = 5000): Cart => ({
  items: [{
    id: 'line-1', datasetId: 'd1', quantity: 1, priceCents,
    dataset: { title: 'Census Leads', slug: 'census-leads', description: 'Households by ZIP', providerName: 'Acme Data' },
  }],
  totalCents: priceCents,
  count: 1,
});

const session = (overrides: Partial<CheckoutSession> = {}): CheckoutSession => ({
  orderId: 'order-1', orderNumber: 'ORDER-1-ABC', type: 'purchase', totalCents: 5000, status: 'pending', paymentStatus: 'pending',
  payment: { provider: 'local', paymentIntentId: 'pi_local_1', clientSecret: 'pi_local_1_secret_x' },
  ...overrides,
});

const config = (provider: 'local' | 'stripe' = 'local', publishableKey: string | null = null): MockReply => ({
  body: { brandName: 'DataCSV', payments: { provider, publishableKey }, devTools: false, requireEmailVerification: false },
});

const paid: MockReply = { body: { orderId: 'order-1', status: 'succeeded' } };

function renderCheckout(path: string, routes: Routes) {
  const server = mockFetch({
    'GET /api/me': { body: clientUser },
    'GET /api/content': { body: { items: [] } },
    'GET /api/config': config(),
    'GET /api/cart': { body: cart() },
    ...routes,
  });
  const view = renderRoutes([
    { Component: RequireUser, children: [{ path: '/checkout', element: <CheckoutPage /> }] },
    { path: '/order-success', element: <p>Order success page</p> },
    { path: '/marketplace', element: <p>Marketplace page</p> },
    { path: '/lead-import', element: <p>Lead import page</p> },
  ], { path });
  return { ...view, ...server };
}

async function enterCard(number = '4242424242424242') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
  return user;
}

const posts = <R extends { method: string; url: string }>(requests: R[], url: string) => requests.filter((r) => r.method === 'POST' && r.url === url);

// Typing card numbers key by key is slow on a busy 2-core machine.
describe('checkout with the local test gateway', { timeout: 20_000 }, () => {
  it('sends no prices, pays with the card form, refreshes the cart and goes to order success', async () => {
    let cartEmptied = false;
    const { requests, router } = renderCheckout('/checkout', {
      'GET /api/cart': () => ({ body: cartEmptied ? { items: [], totalCents: 0, count: 0 } : cart() }),
      'POST /api/checkout': { status: 201, body: session() },
      'POST /api/payments/local/confirm': () => {
        cartEmptied = true;
        return paid;
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Census Leads')).toBeInTheDocument();
    expect(within(summary).getByText('Acme Data')).toBeInTheDocument();
    expect(within(summary).getByText('Quantity: 1')).toBeInTheDocument();
    expect(within(summary).getAllByText('$50.00')).toHaveLength(2);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    expect(screen.getByText(/4242 4242 4242 4242/)).toBeInTheDocument();

    const user = await enterCard();
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/34');
    await user.click(screen.getByRole('button', { name: 'Pay $50.00' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'));
    expect(router.state.location.search).toBe('?order_id=order-1');
    expect(await screen.findByText('Order success page')).toBeInTheDocument();

    const [start] = posts(requests, '/api/checkout');
    expect(start!.body).toEqual({
      type: 'purchase',
      billing: { name: 'Ada Lovelace', email: 'ada@example.com', address: { country: 'US' } },
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(posts(requests, '/api/payments/local/confirm')[0]!.body).toEqual({
      paymentIntentId: 'pi_local_1', clientSecret: 'pi_local_1_secret_x',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/cart').length).toBeGreaterThan(1));
    // The emptied cart did not bounce the buyer to the marketplace.
    expect(router.state.location.pathname).toBe('/order-success');
  });

  it('shows a decline as the provider says it, stays on checkout, and pays the same order with another card', async () => {
    let declines = 1;
    const { requests, router } = renderCheckout('/checkout', {
      'POST /api/checkout': { status: 201, body: session() },
      'POST /api/payments/local/confirm': () =>
        declines-- > 0 ? apiError(402, 'card_declined', 'Your card was declined.') : paid,
    });
    const user = await enterCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay $50.00' }));

    expect(await screen.findByText('Your card was declined.')).toHaveAttribute('role', 'alert');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Your card was declined.');

    const number = screen.getByLabelText('Card number');
    await user.clear(number);
    await user.type(number, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $50.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'));
    expect(posts(requests, '/api/checkout')).toHaveLength(1);
    expect(posts(requests, '/api/payments/local/confirm')).toHaveLength(2);
  });

  it('starts a new order when the cart changes after a decline', async () => {
    let lines = cart();
    let declines = 1;
    const { requests, router, queryClient } = renderCheckout('/checkout', {
      'GET /api/cart': () => ({ body: lines }),
      'POST /api/checkout': () => ({ status: 201, body: session() }),
      'POST /api/payments/local/confirm': () => (declines-- > 0 ? apiError(402, 'card_declined', 'Your card was declined.') : paid),
    });
    const user = await enterCard();
    await user.click(screen.getByRole('button', { name: 'Pay $50.00' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();

    lines = cart(7500);
    await queryClient.invalidateQueries({ queryKey: ['me', 'cart'] });
    await user.click(await screen.findByRole('button', { name: 'Pay $75.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'));
    const [first, second] = posts(requests, '/api/checkout').map((r) => r.body as { idempotencyKey: string });
    expect(second!.idempotencyKey).not.toBe(first!.idempotencyKey);
  });

  it('shows the Payment Error box when payments are unavailable, and Try Again retries', async () => {
    let unavailable = true;
    const { requests, router } = renderCheckout('/checkout', {
      'POST /api/checkout': () =>
        unavailable ? apiError(503, 'PAYMENTS_UNAVAILABLE', CHECKOUT_MESSAGES.unavailable) : { status: 201, body: session() },
      'POST /api/payments/local/confirm': paid,
    });
    const user = await enterCard();
    await user.click(screen.getByRole('button', { name: 'Pay $50.00' }));

    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_MESSAGES.unavailable)).toBeInTheDocument();
    expect(posts(requests, '/api/payments/local/confirm')).toHaveLength(0);

    unavailable = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-success'));
    expect(posts(requests, '/api/checkout')).toHaveLength(2);
    // Both attempts are the same visit, so the server can hand back the same order.
    const [first, second] = posts(requests, '/api/checkout').map((r) => r.body as { idempotencyKey: string });
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('maps a network failure to SPEC\'s message', async () => {
    renderCheckout('/checkout', {});
    const fetchMock = globalThis.fetch as unknown as { mockImplementationOnce: (fn: () => Promise<never>) => void };
    const user = await enterCard();
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(screen.getByRole('button', { name: 'Pay $50.00' }));
    expect(await screen.findByText('Payment processing unavailable. This usually means the backend API is not accessible.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows a business refusal from the server as its message', async () => {
    renderCheckout('/checkout', {
      'POST /api/checkout': apiError(422, 'BELOW_MINIMUM', CHECKOUT_MESSAGES.belowMinimum),
    });
    const user = await enterCard();
    await user.click(screen.getByRole('button', { name: 'Pay $50.00' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.belowMinimum)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Error' })).not.toBeInTheDocument();
  });

  it('sends a purchase with an empty cart to the marketplace', async () => {
    const { router } = renderCheckout('/checkout', { 'GET /api/cart': { body: { items: [], totalCents: 0, count: 0 } } });
    expect(await screen.findByText('Marketplace page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/marketplace');
    expect(await screen.findByText(CHECKOUT_MESSAGES.cartEmpty)).toBeInTheDocument();
  });

  it('checks the minimum charge before asking the server', async () => {
    const { requests } = renderCheckout('/checkout', { 'GET /api/cart': { body: cart(40) } });
    expect(await screen.findByText(CHECKOUT_MESSAGES.belowMinimum)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $0.40' })).toBeDisabled();
    expect(posts(requests, '/api/checkout')).toHaveLength(0);
  });

  it('validates the billing details and the card before paying', async () => {
    const { requests } = renderCheckout('/checkout', {});
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/Full name/));
    await user.clear(screen.getByLabelText(/Email/));
    await user.click(screen.getByRole('button', { name: 'Pay $50.00' }));

    expect(await screen.findByText('Billing name is required')).toBeInTheDocument();
    expect(screen.getByText('Billing email is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Full name/)).toHaveAccessibleDescription('Billing name is required');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Your card number is incomplete.');
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription('Your card\'s security code is incomplete.');

    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Pay $50.00' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(posts(requests, '/api/checkout')).toHaveLength(0);
  });

  it('tops up the balance as Add Funds and goes to lead import', async () => {
    const { requests, router } = renderCheckout('/checkout?type=recharge&amount=100', {
      'POST /api/checkout': { status: 201, body: session({ type: 'recharge', totalCents: 10000 }) },
      'POST /api/payments/local/confirm': paid,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Funds' })).toBeInTheDocument();
    expect(screen.getByText('Account balance top-up')).toBeInTheDocument();
    const user = await enterCard();
    await user.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lead-import'));
    // The lead import page waits for this order's funds to land, then shows the new balance.
    expect(router.state.location.search).toMatch(/^\?recharged=/);
    expect(posts(requests, '/api/checkout')[0]!.body).toMatchObject({ type: 'recharge', amountDollars: 100 });
  });

  it('refuses an unusable recharge amount', async () => {
    renderCheckout('/checkout?type=recharge&amount=abc', {});
    expect(await screen.findByText(CHECKOUT_MESSAGES.invalidRecharge)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  });

  it('reuses an existing payment from ?payment_intent= without creating an order', async () => {
    const order: OrderDetail = {
      id: 'order-7', orderNumber: 'ORDER-7', type: 'purchase', status: 'pending', paymentStatus: 'failed', totalCents: 4900,
      currency: 'usd', createdAt: '2026-03-01T10:00:00.000Z', paidAt: null, paymentIntentId: 'pi_local_7', failureMessage: 'Your card was declined.',
      billing: { name: 'Ada Byron', email: 'byron@example.com', address: { country: 'GB', city: 'London' } }, card: null,
      items: [{ id: 'i1', datasetId: 'd9', title: 'Auto Leads', slug: 'auto-leads', priceCents: 4900, quantity: 1 }], invoice: null,
      downloads: [],
    };
    const { requests, router } = renderCheckout('/checkout?payment_intent=pi_local_7', {
      'GET /api/checkout': { body: session({ orderId: 'order-7', totalCents: 4900, payment: { provider: 'local', paymentIntentId: 'pi_local_7', clientSecret: 'sec_7' } }) },
      'GET /api/orders/order-7': { body: order },
      'POST /api/payments/local/confirm': { body: { orderId: 'order-7', status: 'succeeded' } },
    });
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(await within(summary).findByText('Auto Leads')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada Byron'));
    expect(screen.getByLabelText('Country')).toHaveValue('GB');

    const user = await enterCard();
    await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order_id=order-7'));
    expect(requests.some((r) => r.method === 'GET' && r.url === '/api/checkout?payment_intent=pi_local_7')).toBe(true);
    expect(posts(requests, '/api/checkout')).toHaveLength(0);
    expect(posts(requests, '/api/payments/local/confirm')[0]!.body).toMatchObject({ paymentIntentId: 'pi_local_7', clientSecret: 'sec_7' });
  });
});

describe('checkout with Stripe', () => {
  const stripeSession = session({ payment: { provider: 'stripe', paymentIntentId: 'pi_123', clientSecret: 'pi_123_secret_abc' } });

  it('validates the Payment Element, creates the order, then confirms with the billing details', async () => {
    const { requests, router } = renderCheckout('/checkout', {
      'GET /api/config': config('stripe', 'pk_test_123'),
      'POST /api/checkout': () => {
        stripe.calls.push('POST /api/checkout');
        return { status: 201, body: stripeSession };
      },
    });
    expect(await screen.findByText('Stripe Payment Element')).toBeInTheDocument();
    expect(stripe.elementsOptions).toEqual({ mode: 'payment', amount: 5000, currency: 'usd' });
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay $50.00' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order_id=order-1'));
    expect(stripe.calls).toEqual(['submit', 'POST /api/checkout', 'confirmPayment']);
    expect(stripe.confirmed[0]).toEqual({
      elements: expect.anything(),
      clientSecret: 'pi_123_secret_abc',
      confirmParams: {
        return_url: `${window.location.origin}/order-success?order_id=order-1`,
        payment_method_data: {
          billing_details: { name: 'Ada Lovelace', email: 'ada@example.com', address: expect.objectContaining({ country: 'US' }) },
        },
      },
      redirect: 'if_required',
    });
    expect(posts(requests, '/api/payments/local/confirm')).toHaveLength(0);
  });

  it('shows Stripe\'s error and stays on checkout', async () => {
    stripe.confirmPayment = async () => ({ error: { message: 'Your card has insufficient funds.' } });
    const { router } = renderCheckout('/checkout', {
      'GET /api/config': config('stripe', 'pk_test_123'),
      'POST /api/checkout': { status: 201, body: stripeSession },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay $50.00' }));
    expect(await screen.findByText('Your card has insufficient funds.')).toHaveAttribute('role', 'alert');
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('does not create an order when the Payment Element is incomplete', async () => {
    stripe.submit = async () => ({ error: { message: 'Your card number is incomplete.' } });
    const { requests } = renderCheckout('/checkout', { 'GET /api/config': config('stripe', 'pk_test_123') });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay $50.00' }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(posts(requests, '/api/checkout')).toHaveLength(0);
  });

  it('disables card payments with a warning when the publishable key is missing', async () => {
    renderCheckout('/checkout', { 'GET /api/config': config('stripe', null) });
    expect(await screen.findByText(STRIPE_DISABLED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});

describe('card fields', () => {
  it('formats and checks like the gateway does', () => {
    expect(formatCardNumber('4242abc4242424242424299')).toBe('4242 4242 4242 4242 429');
    expect(formatExpiry('1/2/34')).toBe('12/34');
    const now = new Date(2026, 5, 15);
    expect(checkCardFields({ number: '4242 4242 4242 4241', expiry: '05/26', cvc: '12' }, now).errors).toEqual({
      number: 'Your card number is invalid.',
      expiry: 'Your card\'s expiration date is in the past.',
      cvc: 'Your card\'s security code is incomplete.',
    });
    expect(checkCardFields({ number: '4242 4242 4242 4242', expiry: '13/30', cvc: '123' }, now).errors.expiry)
      .toBe('Your card\'s expiration month is invalid.');
    expect(checkCardFields({ number: '4000 0000 0000 0002', expiry: '06/26', cvc: '1234' }, now).card)
      .toEqual({ number: '4000000000000002', expMonth: 6, expYear: 2026, cvc: '1234' });
  });
});
