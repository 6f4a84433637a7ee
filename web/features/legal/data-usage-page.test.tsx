import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedOut } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { DataUsagePage } from './data-usage-page';

describe('DataUsagePage', () => {
  it('renders the policy with its date, headings and contact links', async () => {
    mockFetch({ 'GET /api/me': signedOut, 'GET /api/content': { body: { items: [] } } });
    renderWithProviders(<DataUsagePage />, { path: '/legal/data-usage' });

    expect(screen.getByRole('heading', { level: 1, name: 'Data Usage Policy' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated:/)).toBeInTheDocument();
    for (const heading of [
      '2. Licence Grant',
      '4. Prohibited Use and No Resale',
      '5. TCPA and Consent',
      '6. Do-Not-Call Scrubbing',
      '7. Storage and Security',
      '9. Retention and Deletion',
      '10. Download Window and Re-downloads',
      '11. Data Quality, Disputes and Refunds',
      '14. Contact',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: heading })).toHaveAttribute('href', expect.stringMatching(/^#/));
    }
    expect(screen.getByText(/valid for 30 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Center' })).toHaveAttribute('href', '/downloads');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(document.title).toMatch(/^Data Usage Policy \| /);
  });
});
