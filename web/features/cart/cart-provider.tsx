// Holds the cart: in localStorage for a guest, on the server once signed in. A guest's lines move to the account
// the first time a user is seen, so nothing added before signing in is lost. One of each dataset per cart.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Cart, CartItem } from '../../../common/cart';
import { ApiError } from '../../app/api';
import { toast } from '../../app/toast';
import { useAuth } from '../auth';
import { refreshOwnedDatasets } from '../downloads';
import { cartApi, CART_QUERY_KEY } from './cart-api';
import { CartContext, type CartContextValue, type CartDataset } from './cart-context';
import { addGuestLine, readGuestCart, writeGuestCart } from './guest-cart';
import { mergeNotice } from './merge-notice';

const tryAgain = { description: 'Please try again' };

const summarise = (items: CartItem[]) => ({
  count: items.length,
  totalCents: items.reduce((sum, item) => sum + item.priceCents, 0),
});

/** Same id: clicking Add again replaces the toast rather than stacking another. */
const sayAlreadyInCart = (dataset: Pick<CartDataset, 'title'>, message = `${dataset.title} is already in your cart.`) =>
  toast.info('Already in your cart', { description: message, id: 'cart-already' });

export function CartProvider({ children }: { children: ReactNode }) {
  const { user, loading: userLoading } = useAuth();
  const queryClient = useQueryClient();
  const [guestLines, setGuestLines] = useState<CartItem[]>(readGuestCart);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A failed merge keeps the lines in this browser (tried again on the next load) and stops waiting for it.
  const [mergeFailedFor, setMergeFailedFor] = useState<string | null>(null);
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
    const userId = user.id;
    cartApi.merge(guestLines.map((line) => line.datasetId))
      .then(async ({ merged, ...cart }) => {
        // A read started before the merge would answer with the account's old cart: drop it, show the merged cart, and
        // only then forget the guest lines, so no page (checkout) ever sees the account's cart without them.
        await queryClient.cancelQueries({ queryKey: CART_QUERY_KEY });
        queryClient.setQueryData<Cart>(CART_QUERY_KEY, cart);
        setGuestLines([]);
        void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
        const notice = mergeNotice(merged, cart.count);
        if (notice) toast.info(notice.title, { description: notice.description });
      })
      .catch(() => setMergeFailedFor(userId));
  }, [user, guestLines, queryClient]);

  const value = useMemo<CartContextValue>(() => {
    const drawer = { open: drawerOpen, setOpen: setDrawerOpen };
    const added = (dataset: CartDataset) =>
      toast.success('Added to cart', { description: `${dataset.title} has been added to your cart` });

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
        has: (datasetId) => guestLines.some((line) => line.datasetId === datasetId),
        add: async (dataset) => {
          if (guestLines.some((line) => line.datasetId === dataset.id)) {
            sayAlreadyInCart(dataset);
            return;
          }
          setGuestLines((lines) => addGuestLine(lines, dataset));
          added(dataset);
        },
        remove: async (itemId) => setGuestLines((lines) => lines.filter((line) => line.id !== itemId)),
        clear: async () => setGuestLines([]),
      };
    }

    const items = serverCart.data?.items ?? [];
    return {
      items,
      count: serverCart.data?.count ?? 0,
      totalCents: serverCart.data?.totalCents ?? 0,
      // Guest lines not merged yet: the account's cart is not the whole cart until they are in it.
      isLoading: serverCart.isPending || (guestLines.length > 0 && mergeFailedFor !== user.id),
      drawer,
      has: (datasetId) => items.some((item) => item.datasetId === datasetId),
      add: async (dataset) => {
        if (items.some((item) => item.datasetId === dataset.id)) {
          sayAlreadyInCart(dataset);
          return;
        }
        try {
          await applyServerChange(cartApi.add(dataset.id));
          added(dataset);
        } catch (error) {
          if (error instanceof ApiError && error.code === 'ALREADY_IN_CART') {
            sayAlreadyInCart(dataset, error.message);
            void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
          } else if (error instanceof ApiError && error.code === 'ALREADY_OWNED') {
            toast.info('Already purchased', { description: error.message, id: 'cart-already' });
            void refreshOwnedDatasets(queryClient);
          } else {
            toast.error('Failed to add to cart', tryAgain);
          }
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
  }, [user, userLoading, guestLines, mergeFailedFor, serverCart.data, serverCart.isPending, drawerOpen, queryClient]);

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
