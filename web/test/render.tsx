// Renders UI inside the app's providers and a memory router, as the real app does.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';

/** Renders `routes` (or the routes made for the test's query client) with all providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[] | ((queryClient: QueryClient) => RouteObject[]), { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(typeof routes === 'function' ? routes(queryClient) : routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Renders `ui` on every path with all providers. */
export function renderWithProviders(ui: ReactNode, options: { path?: string } = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
