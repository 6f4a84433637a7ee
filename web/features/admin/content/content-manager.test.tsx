import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_MESSAGES, MAX_CONTENT_IMAGE_BYTES, type AdminContentItem, type ContentVersion } from '../../../../common/admin';
import { adminUser } from '../../../test/fixtures';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderRoutes } from '../../../test/render';
import { ContentManagerPage } from './content-manager-page';

type Routes = Parameters<typeof mockFetch>[0];

const LOGO = '/api/content/images/0b6f4c1e-8a51-4a36-9d0e-2f1c3b5a7d90.png';

const item = (key: string, over: Partial<AdminContentItem> = {}): AdminContentItem => ({
  id: `id-${key}`, key, type: 'text', value: '', label: key, section: 'Homepage', updatedAt: '2026-11-01T10:00:00.000Z', isDefault: true, placeholder: false, versions: 0, ...over,
});

const ITEMS: AdminContentItem[] = [
  item('home_hero_title', { label: 'Hero title', value: 'Premium Insurance Data', versions: 2 }),
  item('home_stats_users', { label: 'Statistic: users', value: '10,000+' }),
  item('footer_copyright', { label: 'Footer copyright', section: 'Footer', value: '© 2026 DataCSV' }),
  item('brand_logo', { label: 'Logo', section: 'Branding', type: 'image', value: LOGO }),
  item('promo_banner', { label: 'Promo banner', section: 'Marketing', type: 'html', value: '<p>Sale</p>', isDefault: false }),
  item('pricing_link', { label: 'Pricing link', section: 'Pricing', type: 'link', value: '/pricing', isDefault: false }),
  item('max_discount', { label: 'Maximum discount', section: 'Pricing', type: 'number', value: '15', isDefault: false }),
];

function render(routes: Routes = {}) {
  const server = mockFetch({
    'GET /api/me': { body: adminUser },
    'GET /api/content': { body: { items: [] } },
    'GET /api/admin/content': { body: { items: ITEMS } },
    ...routes,
  });
  const view = renderRoutes([{ path: '/admin/content', element: <ContentManagerPage /> }, { path: '*', element: <p>Elsewhere</p> }], { path: '/admin/content' });
  return { ...server, ...view, user: userEvent.setup() };
}

const shownLabels = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
const card = (label: string) => screen.getByRole('article', { name: label });
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

describe('the content manager list', () => {
  it('lists the placeholders still to replace, and shows one when it is chosen', async () => {
    const phone = item('footer_phone', { label: 'Footer phone', section: 'Footer', value: '+1 (555) 123-4567', placeholder: true });
    const { user } = render({ 'GET /api/admin/content': { body: { items: [...ITEMS, phone] } } });
    const notice = await screen.findByRole('region', { name: '1 placeholder to replace' });
    expect(card('Footer phone')).toHaveTextContent('Placeholder: shown nowhere until edited');
    expect(card('Hero title')).not.toHaveTextContent('Placeholder');
    await user.click(within(notice).getByRole('button', { name: 'Footer: Footer phone' }));
    expect(shownLabels()).toEqual(['Footer phone']);
    expect(screen.getByLabelText('Search content')).toHaveValue('footer_phone');
  });

  it('has no placeholder notice once every placeholder is replaced', async () => {
    render();
    await screen.findByRole('article', { name: 'Hero title' });
    expect(screen.queryByRole('region', { name: /placeholders? to replace/ })).not.toBeInTheDocument();
  });

  it('counts sections and types in the sidebar, and filters by them', async () => {
    const { user } = render();
    expect(await screen.findByRole('heading', { name: 'Content Manager' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await screen.findByRole('article', { name: 'Hero title' });
    const sidebar = screen.getByRole('complementary', { name: 'Filter content' });
    for (const name of ['All 7', 'Homepage 2', 'Pricing 2', 'Footer 1', 'Text 3', 'Image 1', 'Rich text 1', 'Number 1', 'Link 1']) {
      expect(within(sidebar).getByRole('button', { name })).toBeInTheDocument();
    }

    await user.click(within(sidebar).getByRole('button', { name: 'Pricing 2' }));
    expect(shownLabels()).toEqual(['Maximum discount', 'Pricing link']);
    await user.click(within(sidebar).getByRole('button', { name: 'Link 1' }));
    expect(shownLabels()).toEqual(['Pricing link']);
    expect(within(sidebar).getByRole('button', { name: 'Link 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(sidebar).getByRole('button', { name: 'All 7' }));
    await user.click(within(sidebar).getByRole('button', { name: 'All types 7' }));
    expect(shownLabels()).toHaveLength(7);
  });

  it('searches keys, labels and values, and sorts', async () => {
    const { user } = render();
    await screen.findByRole('article', { name: 'Hero title' });
    await user.type(screen.getByLabelText('Search content'), '10,000');
    await waitFor(() => expect(shownLabels()).toEqual(['Statistic: users']));
    await user.clear(screen.getByLabelText('Search content'));
    await user.type(screen.getByLabelText('Search content'), 'footer_copy');
    await waitFor(() => expect(shownLabels()).toEqual(['Footer copyright']));
    await user.clear(screen.getByLabelText('Search content'));
    await user.type(screen.getByLabelText('Search content'), 'nothing like this');
    expect(await screen.findByText('No content matches these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(shownLabels()).toHaveLength(7));

    await user.selectOptions(screen.getByLabelText('Sort by'), 'label');
    expect(shownLabels()[0]).toBe('Footer copyright');
    await user.click(screen.getByRole('button', { name: 'Ascending' }));
    expect(shownLabels()[0]).toBe('Statistic: users');
  });
});

describe('saving', () => {
  it('holds edits until Save Changes, then sends them in one PUT and refreshes the list and the site', async () => {
    let current = ITEMS;
    const { user, requests } = render({
      'GET /api/admin/content': () => ({ body: { items: current } }),
      'PUT /api/admin/content': ({ body }) => {
        const { changes } = body as { changes: { key: string; value: string }[] };
        current = current.map((i) => ({ ...i, value: changes.find((c) => c.key === i.key)?.value ?? i.value }));
        return { body: { items: current } };
      },
    });
    await screen.findByRole('article', { name: 'Hero title' });
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();

    const title = within(card('Hero title')).getByRole('textbox', { name: 'Hero title' });
    await user.clear(title);
    await user.type(title, 'Better Leads');
    const discount = within(card('Maximum discount')).getByRole('spinbutton', { name: 'Maximum discount' });
    await user.clear(discount);
    await user.type(discount, '20');
    expect(screen.getByText('2 unsaved changes')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);

    const storeReads = requests.filter((r) => r.url.startsWith('/api/content')).length;
    const listReads = requests.filter((r) => r.url === '/api/admin/content').length;
    await user.click(saveButton());
    expect(await screen.findByText(CONTENT_MESSAGES.saved)).toBeInTheDocument();
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({ changes: [{ key: 'home_hero_title', value: 'Better Leads' }, { key: 'max_discount', value: '20' }] });
    await waitFor(() => expect(requests.filter((r) => r.url.startsWith('/api/content')).length).toBeGreaterThan(storeReads));
    expect(requests.filter((r) => r.url === '/api/admin/content').length).toBeGreaterThan(listReads);
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    expect(within(card('Hero title')).getByRole('textbox')).toHaveValue('Better Leads');
  });

  it('shows the failure and the server\'s reason, and keeps the edits', async () => {
    const { user } = render({ 'PUT /api/admin/content': apiError(400, 'VALIDATION_ERROR', CONTENT_MESSAGES.link) });
    await screen.findByRole('article', { name: 'Pricing link' });
    const link = within(card('Pricing link')).getByRole('textbox', { name: 'Pricing link' });
    await user.clear(link);
    await user.type(link, 'pricing page');
    await user.click(saveButton());
    expect(await screen.findByText(CONTENT_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(screen.getByText(CONTENT_MESSAGES.link)).toBeInTheDocument();
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();
    expect(link).toHaveValue('pricing page');
    expect(saveButton()).toBeEnabled();
  });

  it('asks before leaving the page with unsaved edits', async () => {
    const { user, router } = render();
    await screen.findByRole('article', { name: 'Hero title' });
    await user.type(within(card('Hero title')).getByRole('textbox'), '!');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/content');
    await user.click(screen.getByRole('link', { name: 'Admin' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave and discard' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('asks before Refresh throws unsaved edits away', async () => {
    const { user, requests } = render();
    await screen.findByRole('article', { name: 'Hero title' });
    await user.type(within(card('Hero title')).getByRole('textbox'), '!');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    const reads = requests.filter((r) => r.url === '/api/admin/content').length;
    await user.click(within(dialog).getByRole('button', { name: 'Discard and refresh' }));
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/admin/content').length).toBe(reads + 1));
    expect(within(card('Hero title')).getByRole('textbox')).toHaveValue('Premium Insurance Data');
    expect(saveButton()).toBeDisabled();
  });
});

describe('editors', () => {
  it('Preview shows every item as visitors will see it: rich text as the server sanitises it, images, links, numbers', async () => {
    const { user, requests } = render({
      'POST /api/admin/content/preview': { body: { items: [
        { key: 'promo_banner', value: '<p>New <a href="https://deals.example" rel="noopener noreferrer">deals</a></p>' },
        { key: 'pricing_link', error: CONTENT_MESSAGES.link },
        { key: 'max_discount', value: '1500' },
      ] } },
    });
    const banner = await screen.findByRole('article', { name: 'Promo banner' });
    const source = within(banner).getByRole('textbox', { name: 'Promo banner' });
    // Pasted rather than typed: a keystroke re-renders every card, and what is tested here is the preview, not typing.
    const replace = async (field: HTMLElement, text: string) => { await user.clear(field); await user.paste(text); };
    await replace(source, '<p>New <a href="https://deals.example">deals</a></p><img src=x onerror=alert(1)>');
    await replace(within(card('Pricing link')).getByRole('textbox'), 'javascript:alert(1)');
    await replace(within(card('Maximum discount')).getByRole('spinbutton'), '1500');

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
    // Rendered from the server's sanitised answer for the unsaved edits, never from what was typed.
    expect(await within(banner).findByRole('link', { name: 'deals' })).toHaveAttribute('href', 'https://deals.example');
    expect(banner.querySelector('img')).toBeNull();
    expect(requests.find((r) => r.url === '/api/admin/content/preview')?.body).toEqual({ changes: [
      { key: 'promo_banner', value: '<p>New <a href="https://deals.example">deals</a></p><img src=x onerror=alert(1)>' },
      { key: 'pricing_link', value: 'javascript:alert(1)' },
      { key: 'max_discount', value: '1500' },
    ] });
    expect(within(card('Pricing link')).getByRole('alert')).toHaveTextContent(`Save Changes would refuse this value: ${CONTENT_MESSAGES.link}`);
    expect(within(card('Maximum discount')).getByText('1,500')).toBeInTheDocument();
    // Saved items as stored: text as text, the image as an image, nothing to edit.
    expect(within(card('Hero title')).getByText('Premium Insurance Data')).toBeInTheDocument();
    expect(within(card('Hero title')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(card('Logo')).getByRole('img', { name: 'Logo' })).toHaveAttribute('src', LOGO);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(within(banner).getByRole('textbox')).toHaveValue('<p>New <a href="https://deals.example">deals</a></p><img src=x onerror=alert(1)>');
    expect(saveButton()).toBeEnabled();
  });

  it('Preview of saved links and numbers needs no server call: links open in a new tab, numbers are grouped', async () => {
    const { user, requests } = render();
    await screen.findByRole('article', { name: 'Pricing link' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const link = within(card('Pricing link')).getByRole('link', { name: /^\/pricing ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(card('Maximum discount')).getByText('15')).toBeInTheDocument();
    expect(within(card('Promo banner')).getByText('Sale')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/api/admin/content/preview')).toBe(false);
  });

  it('refuses an image that is too large or not an image before sending anything', async () => {
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const { requests } = render();
    const logo = await screen.findByRole('article', { name: 'Logo' });
    const input = within(logo).getByLabelText('Upload');
    const user = userEvent.setup({ applyAccept: false });

    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: MAX_CONTENT_IMAGE_BYTES + 1 });
    await user.upload(input, big);
    expect(await within(logo).findByText(CONTENT_MESSAGES.tooLarge)).toBeInTheDocument();

    await user.upload(input, new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' }));
    expect(await within(logo).findByText(CONTENT_MESSAGES.notImage)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(saveButton()).toBeDisabled();
  });

  it('uploads an image, ignores a blank pasted URL, and removes an image, all saved with Save Changes', async () => {
    const uploaded: FormData[] = [];
    class UploadStub {
      status = 201;
      statusText = 'Created';
      responseText = JSON.stringify({ url: '/api/content/images/new.png' });
      upload = { onprogress: null };
      onload: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send(form: FormData) { uploaded.push(form); queueMicrotask(() => this.onload?.()); }
    }
    vi.stubGlobal('XMLHttpRequest', UploadStub);
    const { user, requests } = render({ 'PUT /api/admin/content': { body: { items: ITEMS } } });
    const logo = await screen.findByRole('article', { name: 'Logo' });
    await user.upload(within(logo).getByLabelText('Upload'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(within(logo).getByRole('img')).toHaveAttribute('src', '/api/content/images/new.png'));
    expect((uploaded[0]!.get('file') as File).name).toBe('logo.png');

    await user.click(within(logo).getByRole('button', { name: 'Paste URL' }));
    await user.click(within(logo).getByRole('button', { name: 'Use image' }));
    expect(within(logo).getByRole('img')).toHaveAttribute('src', '/api/content/images/new.png');

    await user.click(within(logo).getByRole('button', { name: 'Remove' }));
    expect(within(logo).getByText('No image')).toBeInTheDocument();
    expect(within(logo).queryByRole('button', { name: 'Download' })).toBeNull();
    await user.click(saveButton());
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ changes: [{ key: 'brand_logo', value: '' }] }));
  });

  it('says so when an image cannot be downloaded', async () => {
    const { user } = render({ [`GET ${LOGO}`]: { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Image not found' } } } });
    const logo = await screen.findByRole('article', { name: 'Logo' });
    await user.click(within(logo).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Error downloading image. Please try again.')).toBeInTheDocument();
  });
});

describe('Add Content', () => {
  it('needs the key, label and section, refuses a key in use, and shows the server\'s duplicate answer', async () => {
    const { user, requests } = render({ 'POST /api/admin/content': apiError(409, 'CONTENT_KEY_EXISTS', CONTENT_MESSAGES.duplicate) });
    await screen.findByRole('article', { name: 'Hero title' });
    await user.click(screen.getByRole('button', { name: 'Add Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Content' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Content' }));
    expect(await within(dialog).findAllByText(CONTENT_MESSAGES.required)).toHaveLength(3);
    expect(within(dialog).getByLabelText('Key')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText('Key'), 'home_hero_title');
    await user.type(within(dialog).getByLabelText('Label'), 'Another title');
    await user.type(within(dialog).getByLabelText('Section'), 'Homepage');
    await user.click(within(dialog).getByRole('button', { name: 'Add Content' }));
    expect(await within(dialog).findByText(CONTENT_MESSAGES.duplicate)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    // Added by someone else since the list was loaded: the server says so.
    await user.clear(within(dialog).getByLabelText('Key'));
    await user.type(within(dialog).getByLabelText('Key'), 'home_banner');
    await user.click(within(dialog).getByRole('button', { name: 'Add Content' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(await within(dialog).findByText(CONTENT_MESSAGES.duplicate)).toBeInTheDocument();
  });

  it('adds an item with its section chosen from the existing ones', async () => {
    const added = item('pricing_banner', { label: 'Pricing banner', section: 'Pricing', type: 'link', value: '/pricing#plans', isDefault: false });
    const { user, requests } = render({ 'POST /api/admin/content': { status: 201, body: { items: [...ITEMS, added] } } });
    await screen.findByRole('article', { name: 'Hero title' });
    await user.click(screen.getByRole('button', { name: 'Add Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Content' });
    const suggestions = [...document.querySelectorAll('#add-content-sections option')].map((o) => o.getAttribute('value'));
    expect(suggestions).toEqual(['Branding', 'Footer', 'Homepage', 'Marketing', 'Pricing']);
    await user.type(within(dialog).getByLabelText('Key'), 'pricing_banner');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'link');
    await user.type(within(dialog).getByLabelText('Label'), 'Pricing banner');
    await user.type(within(dialog).getByLabelText('Section'), 'Pricing');
    await user.type(within(dialog).getByLabelText('Value'), '/pricing#plans');
    await user.click(within(dialog).getByRole('button', { name: 'Add Content' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ key: 'pricing_banner', type: 'link', label: 'Pricing banner', section: 'Pricing', value: '/pricing#plans' });
  });
});

describe('history and bulk actions', () => {
  it('lists an item\'s versions newest first and restores one', async () => {
    const versions: ContentVersion[] = [
      { id: 'b1d2c3e4-0000-4000-8000-000000000002', key: 'home_hero_title', type: 'text', value: 'Data Leads Marketplace', label: 'Hero title', section: 'Homepage', editedBy: 'editor@example.com', createdAt: '2026-11-10T09:30:00.000Z' },
      { id: 'b1d2c3e4-0000-4000-8000-000000000001', key: 'home_hero_title', type: 'text', value: 'Insurance Data', label: 'Hero title', section: 'Homepage', editedBy: null, createdAt: '2026-10-01T08:00:00.000Z' },
    ];
    const { user, requests } = render({
      'GET /api/admin/content/home_hero_title/versions': { body: versions },
      [`POST /api/admin/content/home_hero_title/versions/${versions[1]!.id}/restore`]: { body: { items: ITEMS } },
    });
    await screen.findByRole('article', { name: 'Hero title' });
    expect(within(card('Hero title')).getByText(/2 versions/)).toBeInTheDocument();
    await user.click(within(card('Hero title')).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History: Hero title' });
    const rows = await within(dialog).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('editor@example.com'),
      expect.stringContaining('Unknown editor'),
    ]);
    expect(rows[0]).toHaveTextContent('Data Leads Marketplace');
    await user.click(within(rows[1]!).getByRole('button', { name: /Restore/ }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.url).toBe(`/api/admin/content/home_hero_title/versions/${versions[1]!.id}/restore`));
    expect(await screen.findByText('Version restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes added items and resets default ones, saying which is which first', async () => {
    const { user, requests } = render({ 'POST /api/admin/content/delete': { body: { items: ITEMS.filter((i) => i.key !== 'promo_banner') } } });
    await screen.findByRole('article', { name: 'Hero title' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Promo banner' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Hero title' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete / Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete and reset content?' });
    expect(within(dialog).getByText('Will be deleted (1):').nextElementSibling).toHaveTextContent('Promo banner');
    expect(within(dialog).getByText('Will be reset to the default value (1):').nextElementSibling).toHaveTextContent('Hero title');
    await user.click(within(dialog).getByRole('button', { name: 'Delete and reset' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ keys: ['home_hero_title', 'promo_banner'] }));
    expect(await screen.findByText('1 deleted, 1 reset to default')).toBeInTheDocument();
  });

  it('selects every shown item at once', async () => {
    const { user } = render();
    await screen.findByRole('article', { name: 'Hero title' });
    await user.click(screen.getByRole('button', { name: 'Pricing 2' }));
    await user.click(screen.getByRole('checkbox', { name: /Select all shown/ }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete / Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete content?' });
    expect(within(dialog).getByText('Will be deleted (2):').nextElementSibling).toHaveTextContent(/Maximum discount.*Pricing link/);
  });
});
