import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES, QualityRules } from '../../../common/leads';
import { clientUser } from '../../test/fixtures';
import { config, lead, leadDetail } from '../../test/lead-fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderRoutes } from '../../test/render';
import { ConfigNewPage } from './config-new-page';
import { ConfigPage } from './config-page';
import { CsvUploadPage } from './csv-upload-page';
import { LeadDetailPage } from './lead-detail-page';
import { LeadsPage } from './leads-page';

type Routes = Parameters<typeof mockFetch>[0];

function render(element: React.ReactElement, pattern: string, path: string, routes: Routes = {}) {
  const server = mockFetch({ 'GET /api/me': { body: clientUser }, 'GET /api/content': { body: { items: [] } }, ...routes });
  const view = renderRoutes([{ path: pattern, element }, { path: '*', element: <p>Elsewhere</p> }], { path });
  return { ...server, ...view };
}

describe('a new configuration', () => {
  it('checks the price and the Facebook fields with the server\'s rules, and sends cents', async () => {
    const created = config({ id: 'c9', campaignName: 'FB Medicare', campaignSource: 'facebook', costPerLeadCents: 1275 });
    const { requests, router } = render(<ConfigNewPage />, '/lead-import/configs/new', '/lead-import/configs/new?platform=facebook', {
      'POST /api/lead-configs': { status: 201, body: created },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'New Facebook Lead Ads import' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Campaign name'), 'FB Medicare');
    await user.type(screen.getByLabelText('Cost per lead'), '0.10');
    await user.click(screen.getByRole('button', { name: 'Create import' }));
    expect(await screen.findByText(LEAD_MESSAGES.cost)).toBeInTheDocument();
    expect(screen.getByText(LEAD_MESSAGES.pageId)).toBeInTheDocument();
    expect(screen.getByText(LEAD_MESSAGES.pageToken)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    expect(screen.getByText(LEAD_MESSAGES.leadType)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Lead type'), 'medicare');
    await user.clear(screen.getByLabelText('Cost per lead'));
    await user.type(screen.getByLabelText('Cost per lead'), '12.75');
    await user.type(screen.getByLabelText('Page ID'), '104512345678901');
    await user.type(screen.getByLabelText('Page access token'), `EAAG${'a'.repeat(30)}`);
    await user.click(screen.getByRole('button', { name: 'Create import' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lead-import/configs/c9'));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      campaignName: 'FB Medicare', leadType: 'medicare', costPerLeadCents: 1275, campaignSource: 'facebook', active: true, qualityRules: QualityRules.parse({}),
      facebook: { pageId: '104512345678901', formId: '', pageAccessToken: `EAAG${'a'.repeat(30)}` },
    });
  });

  it('says what a lead costs and the list price for the chosen source and type, live; empty means the list price', async () => {
    const { requests } = render(<ConfigNewPage />, '/lead-import/configs/new', '/lead-import/configs/new?platform=google', {
      'GET /api/lead-prices': { body: [
        { source: 'google', leadType: 'auto', priceCents: 600, updatedAt: '2026-11-01T10:00:00.000Z' },
        { source: 'google', leadType: 'life', priceCents: 750, updatedAt: '2026-11-01T10:00:00.000Z' },
      ] },
      'POST /api/lead-configs': { status: 201, body: config({ id: 'c7' }) },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/Choose a lead type to see its list price/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Lead type'), 'auto');
    const note = await screen.findByTestId('price-note');
    expect(note).toHaveTextContent('Each lead this import delivers costs $6.00, taken from your prepaid balance when the lead arrives. '
      + 'You pay only for leads that reach you: duplicates, test leads and leads your quality rules refuse are free. '
      + 'The list price for Google Ads auto insurance leads is $6.00; you may set a higher price, but not a lower one.');
    await user.selectOptions(screen.getByLabelText('Lead type'), 'life');
    expect(note).toHaveTextContent(/costs \$7\.50.*list price for Google Ads life insurance leads is \$7\.50/);
    await user.type(screen.getByLabelText('Cost per lead'), '7');
    expect(note).toHaveTextContent(/costs \$7\.00/);
    await user.type(screen.getByLabelText('Campaign name'), 'Life search');
    await user.click(screen.getByRole('button', { name: 'Create import' }));
    expect(await screen.findByText(LEAD_MESSAGES.belowListPrice('google', 'life', 750))).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(screen.getByLabelText('Cost per lead'));
    await user.click(screen.getByRole('button', { name: 'Create import' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      campaignName: 'Life search', leadType: 'life', campaignSource: 'google', active: true, qualityRules: QualityRules.parse({}),
    }));
  });

  it('sets quality rules in plain words, checked with the server\'s rules', async () => {
    const { requests } = render(<ConfigNewPage />, '/lead-import/configs/new', '/lead-import/configs/new?platform=other', {
      'POST /api/lead-configs': { status: 201, body: config({ id: 'c8' }) },
    });
    const user = userEvent.setup();
    const rules = await screen.findByRole('group', { name: 'Quality rules' });
    await user.type(within(rules).getByLabelText('Service area (states)'), 'tx, ZZ');
    await user.click(within(rules).getByRole('switch', { name: 'Require a phone number' }));
    expect(within(rules).queryByLabelText('Oldest consent accepted (days)')).not.toBeInTheDocument();
    await user.click(within(rules).getByRole('switch', { name: 'Require consent proof' }));
    await user.clear(within(rules).getByLabelText('Oldest consent accepted (days)'));
    await user.type(within(rules).getByLabelText('Oldest consent accepted (days)'), '0');
    await user.clear(within(rules).getByLabelText('Minimum quality score'));
    await user.type(within(rules).getByLabelText('Minimum quality score'), '60');
    await user.type(screen.getByLabelText('Campaign name'), 'Zapier');
    await user.selectOptions(screen.getByLabelText('Lead type'), 'home');
    await user.type(screen.getByLabelText('Cost per lead'), '5');
    await user.click(screen.getByRole('button', { name: 'Create import' }));
    expect(await screen.findByText(LEAD_MESSAGES.serviceStates)).toBeInTheDocument();
    expect(screen.getByText(LEAD_MESSAGES.consentMaxAge)).toBeInTheDocument();

    await user.clear(within(rules).getByLabelText('Service area (states)'));
    await user.type(within(rules).getByLabelText('Service area (states)'), 'tx ok, TX');
    await user.clear(within(rules).getByLabelText('Oldest consent accepted (days)'));
    await user.type(within(rules).getByLabelText('Oldest consent accepted (days)'), '45');
    await user.click(screen.getByRole('button', { name: 'Create import' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      qualityRules: { requirePhone: true, requireEmail: false, requireConsent: true, consentMaxAgeDays: 45, minQualityScore: 60, serviceStates: ['TX', 'OK'] },
    }));
  });

  it('says up front that Facebook imports receive nothing on a server without its app secret, and what is wrong with a short token', async () => {
    render(<ConfigNewPage />, '/lead-import/configs/new', '/lead-import/configs/new?platform=facebook', {
      'GET /api/config': { body: { brandName: 'DataCSV', payments: { provider: 'local', publishableKey: null }, devTools: false, requireEmailVerification: false, facebookLeadAds: false } },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('note')).toHaveTextContent(/no FACEBOOK_APP_SECRET yet.*a Facebook import receives no leads until/);
    await user.type(screen.getByLabelText('Page access token'), 'EAA12345');
    await user.click(screen.getByRole('button', { name: 'Create import' }));
    expect(await screen.findByText(LEAD_MESSAGES.pageTokenShort(8))).toBeInTheDocument();
    expect(screen.queryByText(LEAD_MESSAGES.pageToken)).not.toBeInTheDocument();
  });

  it('shows the Google webhook URL and key to copy, and pauses the import', async () => {
    const google = config({
      id: 'c3', campaignSource: 'google', google: { webhookUrl: 'http://localhost:3000/api/webhooks/google-ads/c3', googleKey: 'gk_secret' },
      qualityRules: QualityRules.parse({ requirePhone: true, minQualityScore: 60, serviceStates: ['TX', 'OK'] }),
    });
    const { requests } = render(<ConfigPage />, '/lead-import/configs/:id', '/lead-import/configs/c3', {
      'GET /api/lead-configs/c3': { body: google },
      'PATCH /api/lead-configs/c3': { body: { ...google, active: false } },
    });
    expect(await screen.findByRole('heading', { name: 'Google Ads lead form setup' })).toBeInTheDocument();
    expect(screen.getByLabelText('Webhook URL')).toHaveValue('http://localhost:3000/api/webhooks/google-ads/c3');
    expect(screen.getByLabelText('Key (google_key)')).toHaveValue('gk_secret');
    expect(screen.getByLabelText('Ingest URL')).toHaveValue(google.ingestUrl);
    expect(screen.getByText(/^Accepts only leads with/)).toHaveTextContent('Accepts only leads with a phone number, a quality score of 60 or more, a state among TX, OK.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ active: false }));
  });
});

describe('the leads list', () => {
  it('filters, searches and pages through the server, keeping the filters in the URL', async () => {
    const { requests, router } = render(<LeadsPage />, '/lead-import/leads', '/lead-import/leads?status=delivered', {
      'GET /api/lead-configs': { body: [config({ id: 'c1' })] },
      'GET /api/leads': ({ url }) => ({ body: { items: [lead({ id: 'l1' }), lead({ id: 'l2', name: 'Ann Lee', status: 'duplicate', chargedAt: null })], total: 60, page: Number(new URL(url, 'http://x').searchParams.get('page') ?? 1), pageSize: 25 } }),
    });
    const user = userEvent.setup();
    expect((await screen.findAllByText('Maria Gonzalez')).length).toBeGreaterThan(0);
    expect(screen.getByText('60 leads match these filters.')).toBeInTheDocument();
    const leadGets = () => requests.filter((r) => r.url.startsWith('/api/leads?')).map((r) => r.url);
    expect(leadGets()[0]).toBe('/api/leads?status=delivered');

    await user.selectOptions(screen.getByLabelText('Quality'), '70');
    await waitFor(() => expect(router.state.location.search).toBe('?status=delivered&minQuality=70'));
    await user.type(screen.getByLabelText('Search leads'), 'maria');
    await waitFor(() => expect(leadGets()).toContain('/api/leads?status=delivered&minQuality=70&search=maria'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/leads/export.csv?status=delivered&minQuality=70&search=maria');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(leadGets()).toContain('/api/leads?status=delivered&minQuality=70&search=maria&page=2'));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });
});

describe("the team's leads", () => {
  const team = (myRole: 'owner' | 'admin' | 'member') => ({
    id: 't1', name: 'Acme', myRole, personal: false, invitations: [], seats: 2, teamManagement: true,
    members: [
      { userId: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: myRole, joinedAt: '2026-11-01T10:00:00.000Z' },
      { userId: 'u2', name: 'Pat Rivera', email: 'pat@example.com', role: myRole === 'owner' ? 'member' : 'owner', joinedAt: '2026-11-01T10:00:00.000Z' },
    ],
  });

  it("offers the team's owner and admins every member's leads, naming whose each is, and exports the same view", async () => {
    const { requests, router } = render(<LeadsPage />, '/lead-import/leads', '/lead-import/leads', {
      'GET /api/team': { body: team('admin') },
      'GET /api/leads': ({ url }) => ({ body: {
        items: url.includes('whose=team') ? [lead({ id: 'l9', name: 'Sam Ortiz', member: { id: 'u2', name: 'Pat Rivera' } })] : [lead({ id: 'l1' })],
        total: 1, page: 1, pageSize: 25,
      } }),
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Whose leads'), 'team');
    await waitFor(() => expect(router.state.location.search).toBe('?whose=team'));
    const row = await screen.findByRole('row', { name: /Sam Ortiz/ });
    expect(within(row).getByText('Pat Rivera')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Member' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/leads/export.csv?whose=team');
    expect(requests.some((r) => r.url === '/api/leads?whose=team')).toBe(true);
  });

  it('offers a plain member only their own leads', async () => {
    render(<LeadsPage />, '/lead-import/leads', '/lead-import/leads', {
      'GET /api/team': { body: team('member') },
      'GET /api/leads': { body: { items: [lead({ id: 'l1' })], total: 1, page: 1, pageSize: 25 } },
    });
    expect((await screen.findAllByText('Maria Gonzalez')).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Whose leads')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Member' })).not.toBeInTheDocument();
  });
});

describe('a lead', () => {
  it('shows its data in reading order, quality reasons and charge, and can be returned', async () => {
    const detail = leadDetail({
      id: 'l1', returnableUntil: '2026-11-27T10:00:00.000Z',
      charge: { id: 't1', kind: 'lead_charge', amountCents: -450, balanceAfterCents: 9550, reference: 'l1', description: 'Lead', createdAt: '2026-11-20T10:00:00.000Z' },
      consent: { text: 'I agree to be called.', trustedFormCertUrl: 'https://cert.trustedform.com/abc' },
    });
    const returned = { ...detail, returnableUntil: null, return: { id: 'r1', status: 'requested' as const, reason: 'invalid_contact', details: 'Wrong number', adminNote: null, createdAt: '2026-11-21T10:00:00.000Z', decidedAt: null } };
    let current = detail;
    const { requests } = render(<LeadDetailPage />, '/lead-import/leads/:id', '/lead-import/leads/l1', {
      'GET /api/leads/l1': () => ({ body: current }),
      'POST /api/leads/l1/return': () => { current = returned; return { status: 201, body: returned }; },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Maria Gonzalez' })).toBeInTheDocument();
    const data = screen.getByRole('heading', { name: 'Lead data' }).parentElement!;
    expect(within(data).getAllByRole('term').map((t) => t.textContent)).toEqual(['First name', 'Last name', 'E-mail', 'Phone', 'State', 'vehicle']);
    const breakdown = screen.getByRole('list', { name: 'Quality score breakdown' });
    expect(within(breakdown).getAllByRole('listitem').map((r) => r.textContent)).toEqual(['Valid e-mail address+25', 'No consent proof (TCPA)0', 'Score80']);
    expect(screen.getByRole('link', { name: /cert\.trustedform\.com/ })).toHaveAttribute('href', 'https://cert.trustedform.com/abc');
    expect(screen.getByText('$4.50')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Return this lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return this lead' });
    await user.click(within(dialog).getByLabelText('Consumer did not request information'));
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Never filled a form');
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'not_requested', details: 'Never filled a form' }));
    expect(await screen.findByText(/Return requested: our team reviews it/)).toBeInTheDocument();
  });

  it('says a lead waiting for funds shows its contact details masked until it is charged', async () => {
    const detail = leadDetail({ id: 'l3', status: 'pending', held: true, chargedAt: null, name: 'Maria G.', email: 'm***@e***.com', phone: '***-***-0147' });
    render(<LeadDetailPage />, '/lead-import/leads/:id', '/lead-import/leads/l3', { 'GET /api/leads/l3': { body: detail } });
    expect(await screen.findByText(/Contact details are masked until this lead is charged/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maria G.' })).toBeInTheDocument();
  });

  it('names the earlier lead a duplicate repeats, and the import it came through', async () => {
    const detail = leadDetail({
      id: 'l2', status: 'duplicate', costCents: 0, chargedAt: null, duplicateOfId: 'l1',
      duplicateOf: { id: 'l1', name: 'Maria Gonzalez', importedAt: '2026-11-18T10:00:00.000Z', campaignName: 'Winter home quotes' },
    });
    render(<LeadDetailPage />, '/lead-import/leads/:id', '/lead-import/leads/l2', { 'GET /api/leads/l2': { body: detail } });
    const link = await screen.findByRole('link', { name: 'Maria Gonzalez' });
    expect(link).toHaveAttribute('href', '/lead-import/leads/l1');
    expect(link.parentElement).toHaveTextContent(/Same e-mail or phone as Maria Gonzalez, received .*2026.* through Winter home quotes\./);
  });
});

describe('CSV upload', () => {
  it('reads the columns, guesses the mapping, previews rows and needs an e-mail or phone column', async () => {
    render(<CsvUploadPage />, '/lead-import/upload', '/lead-import/upload?config=c1', {
      'GET /api/lead-configs': { body: [config({ id: 'c1' })] },
    });
    const user = userEvent.setup();
    const csv = 'First Name,Last Name,E-mail Address,Cell,Favourite colour\nAnn,Lee,ann@example.com,512-555-0147,teal\nBob,Stone,bob@example.com,,red\n';
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([csv], 'leads.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('heading', { name: 'Match the columns' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('first_name');
    expect(screen.getByLabelText('E-mail Address')).toHaveValue('email');
    expect(screen.getByLabelText('Cell')).toHaveValue('phone');
    expect(screen.getByLabelText('Favourite colour')).toHaveValue('extra');
    const preview = screen.getByRole('region', { name: 'Preview of the first rows' });
    expect(within(preview).getAllByRole('row')).toHaveLength(3);
    expect(within(preview).getByText('teal')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('E-mail Address'), 'ignore');
    await user.selectOptions(screen.getByLabelText('Cell'), 'ignore');
    expect(screen.getByText('Match a column to E-mail or Phone: a lead needs one of them.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Import leads\.csv/ })).toBeDisabled();
  });

  it('refuses a file that is not CSV before sending anything', async () => {
    const { requests } = render(<CsvUploadPage />, '/lead-import/upload', '/lead-import/upload', { 'GET /api/lead-configs': { body: [config({ id: 'c1' })] } });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.setup({ applyAccept: false }).upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1])], 'photo.csv'));
    expect(await screen.findByText(/This file is not a CSV file/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
