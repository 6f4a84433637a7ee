import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedOut } from '../../test/mock-fetch';
import { renderRoutes, renderWithProviders } from '../../test/render';
import { ContactPage } from './contact-page';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from './newsletter-link-page';
import { NewsletterSignup } from './newsletter-signup';
import { SupportPage } from './support-page';

const base = {
  'GET /api/me': signedOut,
  'GET /api/content': { body: { items: [{ id: '1', key: 'contact_response_time', type: 'text', value: '2 hours', label: '', section: 'Contact', updatedAt: '' }] } },
  'GET /api/forms/token': { body: { token: 'shown-token', minAgeMs: 0 } },
};

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First name/), 'Ann');
  await user.type(screen.getByLabelText(/Last name/), 'Lee');
  await user.type(screen.getByLabelText(/^Email/), 'ann@example.com');
  await user.type(screen.getByLabelText(/Message/), 'Hello there');
}

describe('ContactPage', () => {
  it('shows the contact methods and offices the admins filled in, and the one response time', async () => {
    const item = (key: string, value: string) => ({ id: key, key, type: 'text', value, label: '', section: 'Contact', updatedAt: '' });
    mockFetch({ ...base, 'GET /api/content': { body: { items: [
      ...base['GET /api/content'].body.items, item('footer_phone', '+1 (512) 201-7788'), item('footer_address', '9 Elm St, Austin, TX'),
      item('contact_office_1', 'Austin\n9 Elm St\n+1 (512) 201-7788'), item('contact_office_2', 'Dallas\n1 Main St'),
    ] } } });
    renderWithProviders(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Call Us' })).toBeInTheDocument();
    for (const name of ['Email Us', 'Visit Us']) expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@datacsv.com' })).toHaveAttribute('href', 'mailto:support@datacsv.com');
    expect(screen.getAllByRole('link', { name: '+1 (512) 201-7788' })[0]).toHaveAttribute('href', 'tel:+15122017788');
    expect(await screen.findByText('We will get back to you within 2 hours.')).toBeInTheDocument();
    expect(screen.queryByText(/24 hours/)).not.toBeInTheDocument();
    const offices = screen.getByRole('heading', { level: 2, name: 'Our Offices' }).parentElement!;
    expect(within(offices).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows no invented phone, address or office while those are the placeholders', async () => {
    mockFetch(base);
    renderWithProviders(<ContactPage />, { path: '/contact' });
    expect(await screen.findByText('We will get back to you within 2 hours.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Email Us' })).toBeInTheDocument();
    for (const name of ['Call Us', 'Visit Us']) expect(screen.queryByRole('heading', { level: 3, name })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Our Offices' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/555|Market Street/);
  });

  it('preselects the subject from the link', () => {
    mockFetch(base);
    renderWithProviders(<ContactPage />, { path: '/contact?subject=leads' });
    expect(screen.getByLabelText(/Subject/)).toHaveValue('leads');
  });

  it('sends the message with the honeypot and form token, disables the button meanwhile and shows the success text', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const { requests } = mockFetch({
      ...base,
      'POST /api/contact': async () => { await held; return { status: 201, body: { id: 'm1', message: 'Thank you for your message! We will get back to you within 2 hours.' } }; },
    });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { path: '/contact?subject=pricing' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Thank you for your message! We will get back to you within 2 hours.')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/contact')!.body).toEqual({
      firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '', company: '', subject: 'pricing', message: 'Hello there',
      website: '', formToken: 'shown-token',
    });
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows missing fields beside them without sending', async () => {
    const { requests } = mockFetch(base);
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { path: '/contact' });
    await user.type(screen.getByLabelText(/^Email/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(requests.some((r) => r.url === '/api/contact')).toBe(false);
  });

  it('waits until the form is old enough for the bot check before sending: an autofilled form is never refused as too fast', async () => {
    const { requests } = mockFetch({
      ...base,
      'GET /api/forms/token': { body: { token: 'shown-token', minAgeMs: 400 } },
      'POST /api/contact': { status: 201, body: { id: 'm1', message: 'Thank you for your message!' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { path: '/contact' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you for your message!')).toBeInTheDocument();
    const sent = requests.find((r) => r.url === '/api/contact')!;
    expect(sent.at - requests.find((r) => r.url === '/api/forms/token')!.at).toBeGreaterThanOrEqual(400);
    expect(screen.queryByText(/error sending your message/)).not.toBeInTheDocument();
  });

  it('sends again when the server still finds the form too new or expired, and the person sees only the success', async () => {
    let tries = 0;
    const { requests } = mockFetch({
      ...base,
      'POST /api/contact': () => (++tries === 1
        ? { status: 422, body: { error: { code: 'FORM_EXPIRED', message: 'This form has expired. Please reload the page and try again.' } } }
        : { status: 201, body: { id: 'm1', message: 'Thank you for your message!' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { path: '/contact' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you for your message!')).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/contact')).toHaveLength(2);
    // An expired token is replaced by a fresh one.
    expect(requests.filter((r) => r.url === '/api/forms/token')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal in its own words, without the server-failure text', async () => {
    mockFetch({
      ...base,
      'POST /api/contact': { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many messages from your address. Please try again in a few minutes.' } } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { path: '/contact' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('Too many messages from your address. Please try again in a few minutes.');
    expect(alert).not.toHaveTextContent('Sorry, there was an error sending your message');
  });

  it('keeps the failure text for a failure on our side', async () => {
    mockFetch({ ...base, 'POST /api/contact': { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' } } } });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { path: '/contact' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, there was an error sending your message. Please try again or contact us directly.');
  });

  it('puts server field errors beside the fields', async () => {
    mockFetch({
      ...base,
      'POST /api/contact': { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'x', fields: { lastName: 'Last name must be at most 100 characters' } } } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { path: '/contact' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Last name must be at most 100 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Last name/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('SupportPage', () => {
  it('offers only working contact options and no community buttons; phone support once a phone number is entered', async () => {
    mockFetch(base);
    const { unmount } = renderWithProviders(<SupportPage />, { path: '/support' });
    expect(screen.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', 'mailto:support@datacsv.com');
    expect(screen.queryByRole('link', { name: 'Call Now' })).not.toBeInTheDocument();
    unmount();
    mockFetch({ ...base, 'GET /api/content': { body: { items: [{ id: '2', key: 'footer_phone', type: 'text', value: '+1 (512) 201-7788', label: '', section: 'Footer', updatedAt: '' }] } } });
    renderWithProviders(<SupportPage />, { path: '/support' });
    expect(await screen.findByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+15122017788');
    expect(screen.getByRole('link', { name: 'API Reference' })).toHaveAttribute('href', '/developers');
    expect(screen.getByRole('link', { name: 'Data Usage Policy' })).toHaveAttribute('href', '/legal/data-usage');
    expect(screen.queryByText(/Live Chat|Discord|Community Forum/)).not.toBeInTheDocument();
  });

  it('filters the FAQ as you type, and says so when nothing matches', async () => {
    mockFetch(base);
    const user = userEvent.setup();
    renderWithProviders(<SupportPage />, { path: '/support' });
    for (const group of ['Getting Started', 'Billing & Payments', 'Data & Downloads']) expect(screen.getByRole('heading', { level: 3, name: group })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(9);
    await user.type(screen.getByRole('searchbox', { name: 'Search help articles' }), 'refund');
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByText('Can I get a refund?')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Getting Started' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), ' zebra');
    expect(screen.getByText(/No answers match/)).toBeInTheDocument();
  });

  it("sends the 'Still Need Help?' form on the support channel with General Inquiry by default", async () => {
    const { requests } = mockFetch({ ...base, 'POST /api/support': { status: 201, body: { id: 's1', message: 'Thank you for your message! We will get back to you within 4 hours during business hours.' } } });
    const user = userEvent.setup();
    renderWithProviders(<SupportPage />, { path: '/support' });
    expect(screen.queryByLabelText(/Company/)).not.toBeInTheDocument();
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you for your message! We will get back to you within 4 hours during business hours.')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/support')!.body).toMatchObject({ subject: 'General Inquiry', email: 'ann@example.com', formToken: 'shown-token' });
  }, 15_000);
});

describe('NewsletterSignup', () => {
  it('signs up and asks to confirm from the inbox', async () => {
    const { requests } = mockFetch({ ...base, 'POST /api/newsletter': { status: 202, body: { message: 'ok' } } });
    const user = userEvent.setup();
    renderWithProviders(<NewsletterSignup />);
    await user.type(screen.getByLabelText('Email address'), ' sam@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/Please check sam@example.com and click the link/)).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/newsletter')!.body).toEqual({ email: 'sam@example.com', website: '', formToken: 'shown-token' });
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('ignores a blank address and shows a refusal', async () => {
    const { requests } = mockFetch({
      ...base, 'POST /api/newsletter': { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'x', fields: { email: 'Please enter a valid email address.' } } } },
    });
    const user = userEvent.setup();
    renderWithProviders(<NewsletterSignup />);
    await user.type(screen.getByLabelText('Email address'), '   ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(requests.some((r) => r.url === '/api/newsletter')).toBe(false);
    await user.type(screen.getByLabelText('Email address'), 'x@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });
});

describe('newsletter link pages', () => {
  const routes = [
    { path: '/newsletter/confirm', element: <NewsletterConfirmPage /> },
    { path: '/newsletter/unsubscribe', element: <NewsletterUnsubscribePage /> },
  ];

  it('confirms with the link from the e-mail', async () => {
    const { requests } = mockFetch({ ...base, 'POST /api/newsletter/confirm': { body: { email: 'a@b.co', status: 'confirmed' } } });
    renderRoutes(routes, { path: '/newsletter/confirm?email=a%40b.co&token=tok' });
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/newsletter/confirm')!.body).toEqual({ email: 'a@b.co', token: 'tok' });
  });

  it('unsubscribes, and explains a bad link', async () => {
    mockFetch({ ...base, 'POST /api/newsletter/unsubscribe': { body: { email: 'a@b.co', status: 'unsubscribed' } } });
    const view = renderRoutes(routes, { path: '/newsletter/unsubscribe?email=a%40b.co&token=tok' });
    expect(await screen.findByRole('heading', { name: 'You have been unsubscribed' })).toBeInTheDocument();
    view.unmount();

    mockFetch({ ...base, 'POST /api/newsletter/confirm': { status: 400, body: { error: { code: 'INVALID_LINK', message: 'This link is invalid or has expired. Please sign up again to get a new one.' } } } });
    renderRoutes(routes, { path: '/newsletter/confirm?email=a%40b.co&token=bad' });
    expect(await screen.findByRole('heading', { name: 'We could not confirm your subscription' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  });
});
