// Holds the cart: in localStorage for a guest, on the server once signed in. A guest's lines move to the account
// the first time a user is seen, so nothing added before signing in is lost.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Cart, CartItem } from '../../../common/cart';
import { toast } from '../../app/toast';
import { useAuth } from '../auth/auth-context';
import { cartApi, CART_QUERY_KEY } from './cart-api';
import { CartContext, type CartContextValue } from './cart-context';
import { addGuestLine, clampQuantity, readGuestCart, setGuestQuantity, writeGuestCart } from './guest-cart';

const tryAgain = { description: 'Please try again' };

const summarise = (items: CartItem[]) => ({
  count: items.reduce((sum, item) => sum + item.quantity, 0),
  totalCents: items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0),
});

export function CartProvider({ children }: { children: ReactNode }) {
  const { user, loading: userLoading } = useAuth();
  const queryClient = useQueryClient();
  const [guestLines, setGuestLines] = useState<CartItem[]>(readGuestCart);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const serverCart = useQuery({ queryKey: CART_QUERY_KEY, queryFn: ({ signal }) => cartApi.get(signal), enabled: Boolean(user) });

  useEffect(() => writeGuestCart(guestLines), [guestLines]);

  const mergedForUser = useRef<string | null>(null);
  useEffect(() => {
    if (!user) {
      mergedForUser.current = null;
      return;
    }
    if (mergedForUser.current === user.id) return;
    mergedForUser.current = user.id;
    if (!guestLines.length) return;
    cartApi.merge(guestLines.map(({ datasetId, quantity }) => ({ datasetId, quantity })))
      .then(async () => {
        setGuestLines([]);
        // A read started before the merge would answer with the account's old cart; drop it and read again.
        await queryClient.cancelQueries({ queryKey: CART_QUERY_KEY });
        await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
      })
      // The lines stay in this browser, so the merge is tried again on the next load.
      .catch(() => undefined);
  }, [user, guestLines, queryClient]);

  const value = useMemo<CartContextValue>(() => {
    const drawer = { open: drawerOpen, setOpen: setDrawerOpen };

    /** Shows the server's answer at once, then refetches so overlapping changes settle on the final state. */
    const applyServerChange = async (change: Promise<Cart>) => {
      queryClient.setQueryData(CART_QUERY_KEY, await change);
      await queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    };

    if (!user) {
      return {
        items: guestLines,
        ...summarise(guestLines),
        isLoading: userLoading,
        drawer,
        add: async (dataset) => {
          setGuestLines((lines) => addGuestLine(lines, dataset));
          toast.success('Added to cart', { description: `${dataset.title} has been added to your cart` });
        },
        setQuantity: async (itemId, quantity) => setGuestLines((lines) => setGuestQuantity(lines, itemId, quantity)),
        remove: async (itemId) => setGuestLines((lines) => lines.filter((line) => line.id !== itemId)),
        clear: async () => setGuestLines([]),
      };
    }

    return {
      items: serverCart.data?.items ?? [],
      count: serverCart.data?.count ?? 0,
      totalCents: serverCart.data?.totalCents ?? 0,
      isLoading: serverCart.isPending,
      drawer,
      add: async (dataset) => {
        try {
          await applyServerChange(cartApi.add(dataset.id));
          toast.success('Added to cart', { description: `${dataset.title} has been added to your cart` });
        } catch {
          toast.error('Failed to add to cart', tryAgain);
        }
      },
      setQuantity: async (itemId, quantity) => {
        try {
          await applyServerChange(cartApi.setQuantity(itemId, clampQuantity(quantity)));
        } catch {
          toast.error('Failed to update cart item', tryAgain);
        }
      },
      remove: async (itemId) => {
        try {
          await applyServerChange(cartApi.remove(itemId));
        } catch {
          toast.error('Failed to remove', tryAgain);
        }
      },
      clear: async () => {
        try {
          await applyServerChange(cartApi.clear());
        } catch {
          toast.error('Failed to remove', tryAgain);
        }
      },
    };
  }, [user, userLoading, guestLines, serverCart.data, serverCart.isPending, drawerOpen, queryClient]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
