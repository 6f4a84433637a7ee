import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, type Cart, type CartItem } from '../../../common/cart';
import { clientUser } from '../../test/fixtures';
import { mockFetch, signedOut, type MockReply } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { CartButton } from './cart-button';
import { useCart, type CartDataset } from './cart-context';

const census: CartDataset = {
  id: '11111111-1111-4111-8111-111111111111', title: 'Census Leads', slug: 'census-leads',
  description: 'Households by ZIP', priceCents: 2500, providerName: 'Acme Data',
};

const guestLine = (quantity: number): CartItem => ({
  id: 'local-1', datasetId: census.id, quantity, priceCents: census.priceCents,
  dataset: { title: census.title, slug: census.slug, description: census.description, providerName: census.providerName },
});

const storedLines = (): CartItem[] => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]');

function AddButton() {
  const { add } = useCart();
  return <button onClick={() => void add(census)}>Add Census</button>;
}

function renderCart(me: () => MockReply, routes: Record<string, MockReply | (() => MockReply)> = {}) {
  const server = mockFetch({ 'GET /api/me': me, 'GET /api/content': { body: { items: [] } }, ...routes });
  const view = renderWithProviders(<><CartButton /><AddButton /></>);
  return { ...view, ...server };
}

describe('guest cart', () => {
  it('keeps lines in localStorage, raising the quantity when a dataset is added again, and badges the count', async () => {
    const user = userEvent.setup();
    renderCart(() => signedOut);
    await user.click(await screen.findByRole('button', { name: 'Add Census' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByText('Census Leads has been added to your cart')).toBeInTheDocument();
    expect(storedLines()).toMatchObject([{ datasetId: census.id, quantity: 1, priceCents: 2500, dataset: { title: 'Census Leads' } }]);

    await user.click(screen.getByRole('button', { name: 'Add Census' }));
    expect(storedLines()).toMatchObject([{ datasetId: census.id, quantity: 2 }]);
    const cartButton = screen.getByRole('button', { name: 'Cart, 2 items' });
    expect(within(cartButton).getByText('2')).toBeInTheDocument();
  });

  it('shows the lines and total in the drawer and sends a guest to sign in to check out', async () => {
    const user = userEvent.setup();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([guestLine(2)]));
    renderCart(() => signedOut);
    await user.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart (2)' });
    expect(within(drawer).getByRole('link', { name: 'Census Leads' })).toHaveAttribute('href', '/dataset/census-leads');
    expect(within(drawer).getByText('$50.00')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/?signin=true');

    await user.click(within(drawer).getByRole('button', { name: 'Increase quantity' }));
    expect(storedLines()[0]!.quantity).toBe(3);
    await user.click(within(drawer).getByRole('button', { name: 'Remove Census Leads' }));
    expect(await within(drawer).findByText('Your cart is empty')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Browse Datasets' })).toHaveAttribute('href', '/marketplace');
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});

describe('signed-in cart', () => {
  const serverCart = (quantity: number): Cart => ({
    items: [{ ...guestLine(quantity), id: 'server-1' }], count: quantity, totalCents: 2500 * quantity,
  });

  it('merges the guest lines once on sign-in and clears them from this browser', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([guestLine(2)]));
    let signedIn = false;
    let merged = false;
    const { requests, queryClient } = renderCart(() => (signedIn ? { body: clientUser } : signedOut), {
      'GET /api/cart': () => ({ body: serverCart(merged ? 3 : 1) }),
      'POST /api/cart/merge': () => {
        merged = true;
        return { body: serverCart(3) };
      },
    });
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();

    signedIn = true;
    await queryClient.invalidateQueries({ queryKey: ['me'] });
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();

    await queryClient.invalidateQueries({ queryKey: ['me'] });
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/cart').length).toBeGreaterThan(1));
    const merges = requests.filter((r) => r.url === '/api/cart/merge');
    expect(merges).toHaveLength(1);
    expect(merges[0]!.body).toEqual({ items: [{ datasetId: census.id, quantity: 2 }] });
  });

  it('adds on the server, links the drawer to checkout, and says so when adding fails', async () => {
    const user = userEvent.setup();
    let fail = false;
    let quantity = 1;
    renderCart(() => ({ body: clientUser }), {
      'GET /api/cart': () => ({ body: serverCart(quantity) }),
      'POST /api/cart/items': () => {
        if (fail) return { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'boom' } } };
        quantity += 1;
        return { body: serverCart(quantity) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cart, 1 item' }));
    expect(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Add Census' }));
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Add Census' }));
    expect(await screen.findByText('Failed to add to cart')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
  });
});

it('names the provider it needs when used outside one', () => {
  expect(() => renderHook(() => useCart())).toThrow('useCartContext must be used within a CartProvider');
});
