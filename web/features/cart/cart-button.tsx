// The header's cart button: its badge is the number of datasets in the cart, and it opens the cart drawer.
import { countOf } from '../../../common/count';
import { ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useCart } from './cart-context';

// The drawer (and its dialog library) loads on first use or intent, keeping it out of the first page load.
const loadDrawer = () => import('./cart-drawer');
const CartDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CartDrawer })));

export function CartButton() {
  const { count, drawer } = useCart();
  // Once opened it stays mounted, so closing animates and reopening is instant.
  const [used, setUsed] = useState(false);
  if (drawer.open && !used) setUsed(true);
  return (
    <>
      <Button variant="ghost" size="icon" className="relative" aria-label={`Cart, ${countOf(count, 'item')}`}
        onPointerEnter={loadDrawer} onFocus={loadDrawer} onClick={() => drawer.setOpen(true)}>
        <ShoppingCart className="h-5 w-5" aria-hidden="true" />
        {count > 0 && (
          <span aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-600 px-1 text-xs font-semibold text-white">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Button>
      {used && <Suspense fallback={null}><CartDrawer /></Suspense>}
    </>
  );
}
