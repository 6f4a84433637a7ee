// Renders UI inside the app's providers and a memory router, as the real app does.
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';

/** Renders `routes` with all providers, starting at `path`. */
export function renderRoutes(routes: RouteObject[], { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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
