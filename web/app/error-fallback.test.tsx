import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, signedOut } from '../test/mock-fetch';
import { renderRoutes } from '../test/render';
import { RootErrorBoundary } from './root-error-boundary';
import { RouteErrorFallback } from './route-error-fallback';
import { ThrowOnRequest } from './shell/throw-on-request';

let broken = true;
function Fragile() {
  if (broken) throw new Error('kaboom');
  return <p>All good</p>;
}

beforeEach(() => {
  broken = true;
  // React and the router report caught errors on the console; expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  mockFetch({ 'GET /api/me': signedOut });
});

function expectFallback() {
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(
    screen.getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
}

describe('full-page error fallback', () => {
  it('the root boundary shows it when a child throws, and Try Again renders the child again', async () => {
    const user = userEvent.setup();
    render(
      <RootErrorBoundary>
        <Fragile />
      </RootErrorBoundary>,
    );
    expectFallback();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it("the router's error element shows it for a page that throws, and Try Again recovers", async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <Fragile />, errorElement: <RouteErrorFallback /> }]);
    expectFallback();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('All good')).toBeInTheDocument();
  });

  it('?__throw=1 makes the layout throw into the fallback', async () => {
    renderRoutes(
      [{ path: '/', element: <><ThrowOnRequest /><p>Page</p></>, errorElement: <RouteErrorFallback /> }],
      { path: '/?__throw=1' },
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('Page')).not.toBeInTheDocument();
  });
});
