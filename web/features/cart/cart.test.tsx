import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, type Cart, type CartItem, type MergeCartResult, type MergeSummary } from '../../../common/cart';
import type { DatasetCard } from '../../../common/catalog';
import { clientUser } from '../../test/fixtures';
import { apiError, mockFetch, signedOut, type MockReply } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { AddToCartButton } from '../catalog';
import { CartButton } from './cart-button';
import { useCart, type CartDataset } from './cart-context';
import { mergeNotice } from './merge-notice';

const census: CartDataset = {
  id: '11111111-1111-4111-8111-111111111111', title: 'Census Leads', slug: 'census-leads',
  description: 'Households by ZIP', priceCents: 2500, providerName: 'Acme Data',
};
const censusCard = { ...census, provider: { name: census.providerName } } as unknown as DatasetCard;
const autoLeads: CartItem = {
  id: 'server-2', datasetId: '22222222-2222-4222-8222-222222222222', quantity: 1, priceCents: 4000,
  dataset: { title: 'Auto Leads', slug: 'auto-leads', description: 'Drivers', providerName: 'Acme Data' },
};

const line = (id = 'local-1'): CartItem => ({
  id, datasetId: census.id, quantity: 1, priceCents: census.priceCents,
  dataset: { title: census.title, slug: census.slug, description: census.description, providerName: census.providerName },
});
const cartOf = (...items: CartItem[]): Cart => ({ items, count: items.length, totalCents: items.reduce((s, i) => s + i.priceCents, 0) });

const storedLines = (): CartItem[] => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');

function AddButton() {
  const { add } = useCart();
  return <button onClick={() => void add(census)}>Add Census</button>;
}

function CartState() {
  const { isLoading } = useCart();
  return <p>{isLoading ? 'Cart loading' : 'Cart ready'}</p>;
}

function renderCart(me: () => MockReply, routes: Record<string, MockReply | (() => MockReply | Promise<MockReply>)> = {}) {
  const server = mockFetch({ 'GET /api/me': me, 'GET /api/content': { body: { items: [] } }, ...routes });
  const view = renderWithProviders(<><CartButton /><AddButton /><AddToCartButton dataset={censusCard} /><CartState /></>);
  return { ...view, ...server };
}

describe('guest cart', () => {
  it('keeps one line per dataset in localStorage: adding again only says it is already there', async () => {
    const user = userEvent.setup();
    renderCart(() => signedOut);
    await user.click(await screen.findByRole('button', { name: 'Add Census' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('Census Leads has been added to your cart')).toBeInTheDocument();
    expect(storedLines()).toMatchObject([{ datasetId: census.id, quantity: 1, priceCents: 2500, dataset: { title: 'Census Leads' } }]);

    await user.click(screen.getByRole('button', { name: 'Add Census' }));
    expect(await screen.findByText('Already in your cart')).toBeInTheDocument();
    expect(screen.getByText('Census Leads is already in your cart.')).toBeInTheDocument();
    expect(storedLines()).toHaveLength(1);
    const cartButton = screen.getByRole('button', { name: 'Cart, 1 item' });
    expect(within(cartButton).getByText('1')).toBeInTheDocument();
  });

  it('reads a cart stored with quantities (before one per cart) as one copy of each dataset', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([{ ...line(), quantity: 3 }, { ...line('local-2'), quantity: 2 }]));
    renderCart(() => signedOut);
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('shows the lines and total without a quantity stepper, and sends a guest to sign in, then back to checkout', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line()]));
    const { router } = renderCart(() => signedOut);
    await user.click(await screen.findByRole('button', { name: 'Cart, 1 item' }));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart (1)' });
    expect(within(drawer).getByRole('link', { name: 'Census Leads' })).toHaveAttribute('href', '/dataset/census-leads');
    expect(within(drawer).getAllByText('$25.00')).toHaveLength(2);
    expect(within(drawer).queryByRole('group', { name: /Quantity/ })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /quantity/i })).toBeNull();

    const checkout = within(drawer).getByRole('link', { name: 'Checkout' });
    expect(checkout).toHaveAttribute('href', '/?signin=true');
    await user.click(checkout);
    expect(router.state.location).toMatchObject({ pathname: '/', state: { returnTo: '/checkout' } });

    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    const reopened = await screen.findByRole('dialog', { name: 'Shopping Cart (1)' });
    await user.click(within(reopened).getByRole('button', { name: 'Remove Census Leads' }));
    expect(await within(reopened).findByText('Your cart is empty')).toBeInTheDocument();
    expect(within(reopened).getByRole('link', { name: 'Browse Datasets' })).toHaveAttribute('href', '/marketplace');
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});

describe('the Add to Cart button', () => {
  it('turns into In Cart once the dataset is in the cart, which opens the cart', async () => {
    const user = userEvent.setup();
    renderCart(() => signedOut);
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const inCart = await screen.findByRole('button', { name: 'In Cart' });
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    await user.click(inCart);
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart (1)' })).toBeInTheDocument();
  });

  it('offers Download instead for a dataset the signed-in buyer owns', async () => {
    renderCart(() => ({ body: clientUser }), {
      'GET /api/cart': { body: cartOf() },
      'GET /api/me/owned-datasets': { body: { datasetIds: [census.id] } },
    });
    const download = await screen.findByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/downloads?search=Census+Leads');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'In Cart' })).toBeNull();
  });

  it('shows Add to Cart when the owned list cannot be read', async () => {
    renderCart(() => ({ body: clientUser }), {
      'GET /api/cart': { body: cartOf() },
      'GET /api/me/owned-datasets': apiError(500, 'INTERNAL_ERROR', 'boom'),
    });
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });
});

describe('signed-in cart', () => {
  const merged = (summary: Partial<MergeSummary>, ...items: CartItem[]): MergeCartResult => ({
    ...cartOf(...items), merged: { added: 0, alreadyInCart: 0, owned: 0, accountHadLines: 0, ...summary },
  });

  it('merges the guest lines once on sign-in, clears them from this browser, and says the carts were combined', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line()]));
    let signedIn = false;
    let didMerge = false;
    const { requests, queryClient } = renderCart(() => (signedIn ? { body: clientUser } : signedOut), {
      'GET /api/cart': () => ({ body: didMerge ? cartOf(autoLeads, line('server-1')) : cartOf(autoLeads) }),
      'POST /api/cart/merge': () => {
        didMerge = true;
        return { body: merged({ added: 1, accountHadLines: 1 }, autoLeads, line('server-1')) };
      },
    });
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();

    signedIn = true;
    await queryClient.invalidateQueries({ queryKey: ['me'] });
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(await screen.findByText('We added your 1 item to the cart saved in your account (2 items now).')).toBeInTheDocument();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();

    await queryClient.invalidateQueries({ queryKey: ['me'] });
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/cart').length).toBeGreaterThan(1));
    const merges = requests.filter((r) => r.url === '/api/cart/merge');
    expect(merges).toHaveLength(1);
    expect(merges[0]!.body).toEqual({ items: [{ datasetId: census.id }] });
  });

  it('counts the cart as loading until the guest lines are in it, so checkout never sees it without them', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line()]));
    let finishMerge: (reply: MockReply) => void = () => undefined;
    let account = cartOf();
    renderCart(() => ({ body: clientUser }), {
      'GET /api/cart': () => ({ body: account }),
      'POST /api/cart/merge': () => new Promise<MockReply>((resolve) => { finishMerge = resolve; }),
    });
    await waitFor(() => expect(screen.getByText('Cart loading')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Cart loading')).toBeInTheDocument();

    account = cartOf(line('server-1'));
    finishMerge({ body: merged({ added: 1 }, line('server-1')) });
    expect(await screen.findByText('Cart ready')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it('tells what the merge left out: already in the cart, or owned', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line()]));
    renderCart(() => ({ body: clientUser }), {
      'GET /api/cart': { body: cartOf(autoLeads) },
      'POST /api/cart/merge': { body: merged({ owned: 1, accountHadLines: 1 }, autoLeads) },
    });
    expect(await screen.findByText('Your cart saved in your account has 1 item.')).toBeInTheDocument();
    expect(screen.getByText('1 item you already own was left out (see your Downloads).')).toBeInTheDocument();
  });

  it('adds on the server, links the drawer to checkout, and says so when adding fails', async () => {
    const user = userEvent.setup();
    let fail = false;
    let items: CartItem[] = [autoLeads];
    renderCart(() => ({ body: clientUser }), {
      'GET /api/cart': () => ({ body: cartOf(...items) }),
      'POST /api/cart/items': () => {
        if (fail) return apiError(500, 'INTERNAL_ERROR', 'boom');
        items = [autoLeads, line('server-1')];
        return { body: cartOf(...items) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cart, 1 item' }));
    const checkout = within(await screen.findByRole('dialog')).getByRole('link', { name: 'Checkout' });
    expect(checkout).toHaveAttribute('href', '/checkout');
    await user.keyboard('{Escape}');

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Add Census' }));
    expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Add Census' }));
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In Cart' })).toBeInTheDocument();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('says a dataset is already in the cart, without asking the server when the cart shows it', async () => {
    const user = userEvent.setup();
    const { requests } = renderCart(() => ({ body: clientUser }), { 'GET /api/cart': { body: cartOf(line('server-1')) } });
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Census' }));
    expect(await screen.findByText('Already in your cart')).toBeInTheDocument();
    expect(screen.getByText('Census Leads is already in your cart.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows the server\'s refusal of a dataset added elsewhere or already owned, and refreshes what it knows', async () => {
    const user = userEvent.setup();
    let reply = apiError(409, 'ALREADY_IN_CART', 'Census Leads is already in your cart.');
    let owned: string[] = [];
    const { requests } = renderCart(() => ({ body: clientUser }), {
      'GET /api/cart': { body: cartOf() },
      'GET /api/me/owned-datasets': () => ({ body: { datasetIds: owned } }),
      'POST /api/cart/items': () => reply,
    });
    await user.click(await screen.findByRole('button', { name: 'Add Census' }));
    expect(await screen.findByText('Already in your cart')).toBeInTheDocument();
    expect(screen.getByText('Census Leads is already in your cart.')).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/cart').length).toBeGreaterThan(1));

    reply = apiError(409, 'ALREADY_OWNED', 'You already own Census Leads. Download it from your Downloads page.');
    owned = [census.id];
    await user.click(screen.getByRole('button', { name: 'Add Census' }));
    expect(await screen.findByText('Already purchased')).toBeInTheDocument();
    expect(screen.getByText('You already own Census Leads. Download it from your Downloads page.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download' })).toHaveAttribute('href', '/downloads?search=Census+Leads');
  });
});

describe('merge notice', () => {
  const summary = (s: Partial<MergeSummary>): MergeSummary => ({ added: 0, alreadyInCart: 0, owned: 0, accountHadLines: 0, ...s });

  it('says nothing when the account cart was empty and every guest item went in', () => {
    expect(mergeNotice(summary({ added: 2 }), 2)).toBeNull();
  });

  it('names the added items and the new count when the account cart had lines', () => {
    expect(mergeNotice(summary({ added: 2, accountHadLines: 1 }), 3))
      .toEqual({ title: 'We added your 2 items to the cart saved in your account (3 items now).' });
  });

  it('mentions the items left out', () => {
    expect(mergeNotice(summary({ added: 1, alreadyInCart: 2, owned: 1 }), 1)).toEqual({
      title: 'We added your 1 item to the cart saved in your account.',
      description: '2 items were already in it; 1 item you already own was left out (see your Downloads).',
    });
  });
});

it('names the provider it needs when used outside one', () => {
  expect(() => renderHook(() => useCart())).toThrow('useCartContext must be used within a CartProvider');
});
