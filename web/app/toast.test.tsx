import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedOut } from '../test/mock-fetch';
import { renderWithProviders } from '../test/render';
import { toast, VISIBLE_TOASTS } from './toast';

describe('toasts', () => {
  it('never stack the same message twice, and show at most two at once', async () => {
    mockFetch({ 'GET /api/me': signedOut, 'GET /api/content': { body: { items: [] } } });
    renderWithProviders(<p>Page</p>);
    await screen.findByText('Page');
    act(() => {
      for (let i = 0; i < 4; i++) toast.error('Could not add to cart', { description: 'The server did not answer.' });
    });
    expect(await screen.findAllByText('Could not add to cart')).toHaveLength(1);

    act(() => {
      toast.success('Saved');
      toast.info('Copied');
      toast.warning('Almost out of balance');
    });
    await screen.findByText('Almost out of balance');
    const toasts = [...document.querySelectorAll('[data-sonner-toast]')];
    expect(toasts).toHaveLength(4);
    expect(toasts.filter((t) => t.getAttribute('data-visible') === 'true')).toHaveLength(VISIBLE_TOASTS);
    expect(VISIBLE_TOASTS).toBe(2);
  });
});
