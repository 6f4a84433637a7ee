// The cart as a right-hand sheet: its lines (one copy of each dataset, so no quantity), the total and the way to checkout.
import * as Sheet from '@radix-ui/react-dialog';
import { ShoppingCart, Trash2, X } from 'lucide-react';
import { Link } from 'react-router';
import type { CartItem } from '../../../common/cart';
import { formatCents } from '../../../common/money';
import { Button, buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { SIGN_IN_PATH, useAuth, type SignInRedirectState } from '../auth';
import { useCart } from './cart-context';

/** A guest checking out signs in first, then lands on checkout with the cart merged into the account's. */
const CHECKOUT_AFTER_SIGN_IN: SignInRedirectState = { returnTo: '/checkout' };

export function CartDrawer() {
  const { items, count, totalCents, isLoading, clear, drawer } = useCart();
  const { user } = useAuth();
  const close = () => drawer.setOpen(false);

  return (
    <Sheet.Root open={drawer.open} onOpenChange={drawer.setOpen}>
      <Sheet.Portal>
        <Sheet.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm data-[state=open]:animate-fade-in" />
        <Sheet.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl focus:outline-none data-[state=open]:animate-fade-in">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-4 sm:px-6">
            <Sheet.Title className="text-lg font-semibold text-slate-900">Shopping Cart ({count})</Sheet.Title>
            <Sheet.Close className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500" aria-label="Close cart">
              <X className="h-5 w-5" aria-hidden="true" />
            </Sheet.Close>
          </div>
          <Sheet.Description className="sr-only">The datasets in your cart and their total.</Sheet.Description>

          {isLoading ? (
            <div className="flex flex-1 items-center justify-center"><Spinner /></div>
          ) : items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
              <ShoppingCart className="h-12 w-12 text-slate-300" aria-hidden="true" />
              <p className="font-medium text-slate-900">Your cart is empty</p>
              <Link to="/marketplace" onClick={close} className={buttonClasses('primary')}>Browse Datasets</Link>
            </div>
          ) : (
            <>
              <ul className="flex-1 divide-y divide-slate-100 overflow-y-auto px-4 sm:px-6">
                {items.map((item) => <CartLine key={item.id} item={item} onNavigate={close} />)}
              </ul>
              <div className="space-y-3 border-t border-slate-200 px-4 py-4 sm:px-6">
                <div className="flex items-center justify-between text-base font-semibold text-slate-900">
                  <span>Total</span>
                  <span>{formatCents(totalCents)}</span>
                </div>
                <Link to={user ? '/checkout' : SIGN_IN_PATH} state={user ? undefined : CHECKOUT_AFTER_SIGN_IN} onClick={close}
                  className={buttonClasses('primary', 'lg', 'w-full')}>
                  Checkout
                </Link>
                <Button variant="outline" className="w-full" onClick={() => void clear()}>Clear Cart</Button>
              </div>
            </>
          )}
        </Sheet.Content>
      </Sheet.Portal>
    </Sheet.Root>
  );
}

function CartLine({ item, onNavigate }: { item: CartItem; onNavigate: () => void }) {
  const { remove } = useCart();
  const { title, slug, providerName } = item.dataset;
  return (
    <li className="flex gap-3 py-4">
      <div className="min-w-0 flex-1">
        <Link to={`/dataset/${slug}`} onClick={onNavigate} className="line-clamp-2 font-medium text-slate-900 hover:text-primary-700">
          {title}
        </Link>
        <p className="truncate text-sm text-slate-500">{providerName}</p>
        <p className="mt-1 text-sm font-semibold text-slate-900">{formatCents(item.priceCents)}</p>
      </div>
      <Button variant="ghost" size="sm" className="self-start px-2 text-red-600 hover:bg-red-50" aria-label={`Remove ${title}`} onClick={() => void remove(item.id)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </li>
  );
}
