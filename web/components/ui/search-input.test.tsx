import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render';
import { SEARCH_DEBOUNCE_MS, SearchInput } from './search-input';

/** A list whose search lives in the URL, with a link away from it. */
function List() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <SearchInput id="q" label="Search" placeholder="" value={params.get('q') ?? ''} onCommit={(q) => setParams({ q }, { replace: true })} />
      <Link to="/next">Next</Link>
    </>
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SearchInput', () => {
  it('commits what was typed to the URL once typing stops', async () => {
    const { router } = renderRoutes([{ path: '/list', element: <List /> }], { path: '/list' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'auto');
    await waitFor(() => expect(router.state.location.search).toBe('?q=auto'));
  });

  it('does not commit while the user is on the way to another page, which the commit would cancel', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => { arrive = resolve; });
    const { router } = renderRoutes([
      { path: '/list', element: <List /> },
      // The next page's code still loading when the wait for typing to stop ends.
      { path: '/next', lazy: async () => { await arrived; return { Component: () => <h1>Next page</h1> }; } },
    ], { path: '/list' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'auto');
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await pause(SEARCH_DEBOUNCE_MS * 2);
    arrive();
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/next');
  });

  it('drops the commit when the address has moved on while this page is still shown', async () => {
    const { router } = renderRoutes([{ path: '/list', element: <List /> }], { path: '/list' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'auto');
    // As the browser's router does on a click, before the next page has rendered.
    window.history.pushState(null, '', '/next');
    try {
      await pause(SEARCH_DEBOUNCE_MS * 2);
      expect(router.state.location.search).toBe('');
    } finally {
      window.history.back();
    }
  });
});
