// App-wide state that does not depend on the route: server cache, site content, the signed-in user, the cart, toasts.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '../features/auth/auth-provider';
import { CartProvider } from '../features/cart/cart-provider';
import { ContentProvider } from '../features/content/content-provider';
import { VISIBLE_TOASTS } from './toast';

const TOAST_DURATION_MS = 5000;

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ContentProvider>
        <AuthProvider>
          <CartProvider>
            {/* Before the pages: its subscription must exist when a page's first effect raises a toast. */}
            {/* Below the sticky header, so a toast never covers the cart badge or avatar it is telling about. */}
            <Toaster position="top-right" duration={TOAST_DURATION_MS} visibleToasts={VISIBLE_TOASTS} closeButton richColors offset={{ top: 124, right: 16 }} mobileOffset={{ top: 76, right: 12, left: 12 }} />
            {children}
          </CartProvider>
        </AuthProvider>
      </ContentProvider>
    </QueryClientProvider>
  );
}
