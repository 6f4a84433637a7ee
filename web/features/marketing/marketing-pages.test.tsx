import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedOut } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import { stats } from '../../test/catalog-fixtures';
import { AboutPage } from './about-page';
import { ForBusinessPage } from './for-business-page';
import { LeadGenerationPage } from './lead-generation-page';
import { contentReply } from './marketing-test-utils';
import { PricingPage } from './pricing-page';
import { PrivacyPage } from './privacy-page';
import { ResourcesPage } from './resources-page';
import { TermsPage } from './terms-page';

function mockApi(content: Record<string, string> = {}) {
  return mockFetch({
    'GET /api/me': signedOut,
    'GET /api/content': contentReply(content),
    'GET /api/stats': { body: { ...stats, activeProviders: 14 } },
    'GET /api/forms/token': { body: { token: 't' } },
  });
}

describe('PricingPage', () => {
  it('shows the three plans with Professional as most popular, add-ons and FAQ, with working buttons', async () => {
    mockApi();
    renderWithProviders(<PricingPage />, { path: '/pricing' });
    const plans = screen.getByRole('region', { name: 'Plans' });
    const starter = within(plans).getByRole('article', { name: 'Starter' });
    expect(starter).toHaveTextContent('$99/month');
    expect(within(starter).getByRole('link', { name: 'Get Started: Starter' })).toHaveAttribute('href', '/account/billing?plan=starter#plans');
    const professional = within(plans).getByRole('article', { name: 'Professional' });
    expect(professional).toHaveTextContent('Most Popular');
    expect(professional).toHaveTextContent('$299/month');
    const enterprise = within(plans).getByRole('article', { name: 'Enterprise' });
    expect(enterprise).toHaveTextContent('$799/month');
    expect(within(enterprise).getByRole('link', { name: 'Get Started: Enterprise' })).toHaveAttribute('href', '/account/billing?plan=enterprise#plans');
    const addons = screen.getByRole('region', { name: 'Add-ons' });
    expect(within(addons).getAllByRole('listitem')).toHaveLength(4);
    expect(addons).toHaveTextContent('Team Management$19 per user/month');
    expect(screen.getByText('How do I pay?')).toBeInTheDocument();
    expect(document.title).toMatch(/^Simple, Transparent Pricing \| /);
  });

  it('shows what an admin edited in the content store', async () => {
    mockApi({ pricing_plan_1_price: '$129', pricing_popular_plan: '3', pricing_faq: 'Edited question?\nEdited answer.' });
    renderWithProviders(<PricingPage />, { path: '/pricing' });
    const plans = screen.getByRole('region', { name: 'Plans' });
    expect(await within(plans).findByText('$129')).toBeInTheDocument();
    expect(within(plans).getByRole('article', { name: 'Enterprise' })).toHaveTextContent('Most Popular');
    expect(within(plans).getByRole('article', { name: 'Professional' })).not.toHaveTextContent('Most Popular');
    expect(screen.getByText('Edited question?')).toBeInTheDocument();
    expect(screen.queryByText('How do I pay?')).not.toBeInTheDocument();
  });
});

describe('LeadGenerationPage', () => {
  it('sends Request Custom Leads to the contact form about leads and shows packages', async () => {
    mockApi({ footer_phone: '+1 (512) 201-7788' });
    renderWithProviders(<LeadGenerationPage />, { path: '/lead-generation' });
    const request = screen.getAllByRole('link', { name: 'Request Custom Leads' });
    for (const link of request) expect(link).toHaveAttribute('href', '/contact?subject=leads');
    expect(screen.getByRole('link', { name: 'About Our Team' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('article', { name: 'Starter Setup' })).toHaveTextContent('$2,500');
    expect(screen.getByRole('article', { name: 'Professional Package' })).toHaveTextContent('$4,500');
    expect(within(screen.getByRole('article', { name: 'Enterprise' })).getByRole('link')).toHaveAttribute('href', '/contact?subject=pricing');
    expect(screen.getByText(/\$1\.50 to \$15 per lead/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Call \+1/ })).toHaveAttribute('href', 'tel:+15122017788');
  });
});

describe('catalog figures', () => {
  it('About shows counts from GET /api/stats with editable labels, and the team once the admins entered it', async () => {
    mockApi({ about_stats_providers_label: 'Trusted Sources', about_team: 'Ann Lee | Founder | Ran an agency for ten years.' });
    renderWithProviders(<AboutPage />, { path: '/about' });
    const figures = screen.getByRole('region', { name: 'Marketplace figures' });
    expect(await within(figures).findByText('48')).toBeInTheDocument();
    expect(within(figures).getByText('14')).toBeInTheDocument();
    expect(within(figures).getByText('9')).toBeInTheDocument();
    expect(within(figures).getByText('2.5M')).toBeInTheDocument();
    expect(await within(figures).findByText('Trusted Sources')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leadership Team' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ann Lee' })).toBeInTheDocument();
  });

  it('About shows no invented team while the team is the placeholder', async () => {
    mockApi();
    renderWithProviders(<AboutPage />, { path: '/about' });
    expect(await screen.findByRole('region', { name: 'Marketplace figures' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Leadership Team' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Jennifer Walsh');
  });

  it('For Business shows catalog counts and plans whose buttons buy the plan with Team Management, or go to sales', async () => {
    mockApi();
    renderWithProviders(<ForBusinessPage />, { path: '/for-business' });
    expect(await screen.findByText('2.5M')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Professional' })).toHaveTextContent('$299/month');
    expect(within(screen.getByRole('article', { name: 'Professional' })).getByRole('link')).toHaveAttribute('href', '/account/billing?plan=professional&addons=team#plans');
    expect(screen.getByRole('article', { name: 'Enterprise' })).toHaveTextContent('$799/month');
    expect(within(screen.getByRole('article', { name: 'Custom' })).getByRole('link')).toHaveAttribute('href', '/contact?subject=pricing');
  });
});

describe('ResourcesPage', () => {
  it('links every featured item and resource to a page of the site and has the newsletter form', async () => {
    mockApi({ resources_category_6_items: 'Linked | Somewhere | /pricing\nNot linked | Has no page |' });
    renderWithProviders(<ResourcesPage />, { path: '/resources' });
    expect(screen.getByRole('heading', { level: 1, name: 'Knowledge Grimoire' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read API Reference' })).toHaveAttribute('href', '/developers');
    expect(screen.getByRole('link', { name: 'Read Data Usage Policy' })).toHaveAttribute('href', '/legal/data-usage');
    const categories = screen.getByRole('region', { name: 'Browse by Category' });
    const docs = within(categories).getByRole('article', { name: 'Documentation' });
    expect(within(docs).getAllByRole('listitem')).toHaveLength(4);
    expect(within(docs).getByRole('link', { name: 'Explore Documentation' })).toHaveAttribute('href', '/api/docs');
    for (const link of within(categories).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/[a-z]/);
    const useCases = within(categories).getByRole('article', { name: 'Use Cases' });
    expect(await within(useCases).findByRole('link', { name: 'Linked' })).toHaveAttribute('href', '/pricing');
    expect(within(useCases).getByText('Not linked').closest('a')).toBeNull();
    expect(screen.getByRole('form', { name: 'Newsletter signup' })).toBeInTheDocument();
    expect(screen.queryByText(/Discord|Community Forum/)).not.toBeInTheDocument();
    // Join Community leads to the newsletter sign-up and puts the cursor in its e-mail field.
    const join = screen.getByRole('link', { name: 'Join Community' });
    expect(join).toHaveAttribute('href', '#newsletter');
    expect(document.getElementById('newsletter')).toContainElement(screen.getByRole('form', { name: 'Newsletter signup' }));
    await userEvent.setup().click(join);
    expect(within(screen.getByRole('form', { name: 'Newsletter signup' })).getByLabelText('Email address')).toHaveFocus();
  });
});

describe('legal pages', () => {
  it('Privacy has its title, date and sections', () => {
    mockApi();
    renderWithProviders(<PrivacyPage />, { path: '/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: January 15, 2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '5. Data Protection' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '5. Data Protection' })).toHaveAttribute('href', '#security');
  });

  it('Terms cover billing, refunds, acceptable use, TCPA and termination with the business limits', () => {
    mockApi();
    renderWithProviders(<TermsPage />, { path: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    for (const heading of ['3. Billing and Payment', '4. Refunds and Disputes', '6. Acceptable Use', '7. TCPA and Data Protection', '8. Suspension and Termination']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/at least 18 years old/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '4. Refunds and Disputes' })).toHaveTextContent(/30 days.*5 business days/);
    expect(screen.getByRole('region', { name: '7. TCPA and Data Protection' })).toHaveTextContent('24 hours');
    expect(screen.getByText(/prepaid balance/, { selector: 'strong' })).toBeInTheDocument();
  });
});
