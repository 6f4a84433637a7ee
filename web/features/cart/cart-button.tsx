// The header's cart button: its badge is the total quantity, and it opens the cart drawer.
import { ShoppingCart } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useCart } from './cart-context';
import { CartDrawer } from './cart-drawer';

export function CartButton() {
  const { count, drawer } = useCart();
  return (
    <>
      <Button variant="ghost" size="icon" className="relative" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`} onClick={() => drawer.setOpen(true)}>
        <ShoppingCart className="h-5 w-5" aria-hidden="true" />
        {count > 0 && (
          <span aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-600 px-1 text-xs font-semibold text-white">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Button>
      <CartDrawer />
    </>
  );
}
