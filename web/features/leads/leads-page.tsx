// /lead-import/leads: every lead, filtered (import, status, dates, quality) and searched, paged, and exported as CSV or JSON.
// The filters live in the URL, so a view can be bookmarked or shared.
import { countOf, matchFilters } from '../../../common/count';
import { Download } from 'lucide-react';
import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LEAD_STATUSES, LEADS_PAGE_SIZE, type LeadStatus } from '../../../common/leads';
import { formatCents } from '../../../common/money';
import { TEAM_PERMISSIONS } from '../../../common/teams';
import { usePageTitle } from '../../app/use-page-title';
import { Table } from '../../components/ui/table';
import { BackLink } from '../../components/ui/back-link';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Input } from '../../components/ui/input';
import { LoadError } from '../../components/ui/load-error';
import { Pager } from '../../components/ui/pager';
import { SearchInput } from '../../components/ui/search-input';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { useTeam } from '../team';
import { HeldLeadsBanner } from './held-leads-banner';
import { LEAD_STATUS_VIEW, LeadStatusBadge, QualityScore } from './lead-status';
import { leadsQueryString, useLeadConfigs, useLeads, type LeadListFilters } from './leads-api';

const QUALITY_CHOICES = [0, 50, 70, 90];

function readFilters(params: URLSearchParams): LeadListFilters {
  const status = params.get('status');
  const quality = Number(params.get('minQuality'));
  const page = Number(params.get('page'));
  return {
    configId: params.get('configId') || undefined,
    status: (LEAD_STATUSES as readonly string[]).includes(status ?? '') ? status as LeadStatus : undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    minQuality: quality > 0 ? quality : undefined,
    search: params.get('search') || undefined,
    whose: params.get('whose') === 'team' ? 'team' : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function LeadsPage() {
  usePageTitle('Leads');
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const leads = useLeads(filters);
  const configs = useLeadConfigs();
  const team = useTeam();
  // The team's owner and admins may read every member's leads (TEAM_PERMISSIONS' `leads`, as the data API does).
  const mayReadTeam = team.data !== undefined && team.data.members.length > 1 && TEAM_PERMISSIONS[team.data.myRole].leads === 'team';
  const teamView = filters.whose === 'team';
  const navigate = useNavigate();
  const update = useCallback((patch: Partial<LeadListFilters>) => {
    setParams((current) => new URLSearchParams(leadsQueryString({ ...readFilters(current), page: 1, ...patch })), { replace: true });
  }, [setParams]);
  const { page: _page, ...exportFilters } = filters;
  const pages = leads.data ? Math.max(1, Math.ceil(leads.data.total / LEADS_PAGE_SIZE)) : 1;
  const filtered = Object.values(exportFilters).some((v) => v !== undefined);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <BackLink to="/lead-import">Lead Import</BackLink>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Leads</h1>
          <p className="mt-2 text-slate-600">
            {leads.data ? `${countOf(leads.data.total, 'lead')}${filtered ? matchFilters(leads.data.total) : ''}.` : 'Every lead your imports brought in.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={`/api/leads/export.csv?${leadsQueryString(exportFilters)}`} download className={buttonClasses('outline')}>
            <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
          </a>
          <a href={`/api/leads/export.json?${leadsQueryString(exportFilters)}`} download className={buttonClasses('outline')}>
            <Download className="h-4 w-4" aria-hidden="true" /> Export JSON
          </a>
        </div>
      </div>

      <HeldLeadsBanner className="mt-6" />
      <div className="mt-6 grid grid-cols-1 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        {(mayReadTeam || teamView) && (
          <Filter label="Whose leads" id="leads-whose">
            <Select id="leads-whose" value={filters.whose ?? ''} onChange={(e) => update({ whose: e.target.value === 'team' ? 'team' : undefined })}>
              <option value="">My leads</option>
              <option value="team">Everyone in the team</option>
            </Select>
          </Filter>
        )}
        <div className="self-end sm:col-span-2">
          <SearchInput id="leads-search" label="Search leads" placeholder="Name, e-mail, phone or lead ID" value={filters.search ?? ''} onCommit={(search) => update({ search: search || undefined })} />
        </div>
        <Filter label="Import" id="leads-config">
          <Select id="leads-config" value={filters.configId ?? ''} onChange={(e) => update({ configId: e.target.value || undefined })}>
            <option value="">All imports</option>
            {configs.data?.map((c) => <option key={c.id} value={c.id}>{c.campaignName}</option>)}
          </Select>
        </Filter>
        <Filter label="Status" id="leads-status">
          <Select id="leads-status" value={filters.status ?? ''} onChange={(e) => update({ status: (e.target.value || undefined) as LeadStatus | undefined })}>
            <option value="">Any status</option>
            {LEAD_STATUSES.map((s) => <option key={s} value={s}>{LEAD_STATUS_VIEW[s].label}</option>)}
          </Select>
        </Filter>
        <Filter label="Quality" id="leads-quality">
          <Select id="leads-quality" value={filters.minQuality ?? 0} onChange={(e) => update({ minQuality: Number(e.target.value) || undefined })}>
            {QUALITY_CHOICES.map((q) => <option key={q} value={q}>{q ? `${q}% and up` : 'Any quality'}</option>)}
          </Select>
        </Filter>
        <Filter label="Received from" id="leads-from"><Input id="leads-from" type="date" value={filters.from ?? ''} max={filters.to} onChange={(e) => update({ from: e.target.value || undefined })} /></Filter>
        <Filter label="Received until" id="leads-to"><Input id="leads-to" type="date" value={filters.to ?? ''} min={filters.from} onChange={(e) => update({ to: e.target.value || undefined })} /></Filter>
      </div>

      <div className="mt-6">
        {leads.isPending ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading leads">{Array.from({ length: 8 }, (_, i) => <Skeleton key={i} className="h-12 rounded-lg" />)}</div>
        ) : leads.isError ? (
          <LoadError title="Your leads could not be loaded." error={leads.error} onRetry={() => void leads.refetch()} />
        ) : leads.data.items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <p className="font-medium text-slate-900">{filtered ? 'No leads match these filters' : 'No leads yet'}</p>
            {filtered && <Button variant="outline" className="mt-4" onClick={() => setParams(new URLSearchParams(), { replace: true })}>Clear Filters</Button>}
          </div>
        ) : (
          <>
            <ul aria-label="Leads, newest first" className={cn('space-y-2 sm:hidden', leads.isPlaceholderData && 'opacity-60')}>
              {leads.data.items.map((lead) => (
                <li key={lead.id}>
                  <Link to={`/lead-import/leads/${lead.id}`} className="block rounded-xl border border-slate-200 bg-white p-3 shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500">
                    <span className="flex items-start justify-between gap-2">
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-slate-900">{lead.name || lead.email || 'Unnamed lead'}</span>
                        <span className="block truncate text-sm text-slate-500">{lead.email ?? lead.phone}</span>
                        {teamView && lead.member && <span className="block truncate text-xs text-slate-500">Imported by {lead.member.name}</span>}
                      </span>
                      <LeadStatusBadge status={lead.status} />
                    </span>
                    <span className="mt-2 flex justify-between text-sm text-slate-600">
                      <span>Quality <QualityScore score={lead.qualityScore} /></span>
                      <span className="tabular-nums">{lead.chargedAt ? formatCents(lead.costCents) : 'Not charged'}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          <Table caption="Leads, newest first" className="hidden sm:block" dimmed={leads.isPlaceholderData} tableClassName="min-w-full text-left text-sm" headClassName="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase" head={<>
              <th scope="col" className="px-4 py-3">Lead</th>
              {teamView && <th scope="col" className="px-4 py-3">Member</th>}
              <th scope="col" className="px-4 py-3">Phone</th>
              <th scope="col" className="px-4 py-3">Import</th>
              <th scope="col" className="px-4 py-3">Status</th>
              <th scope="col" className="px-4 py-3 text-right">Quality</th>
              <th scope="col" className="px-4 py-3 text-right">Cost</th>
              <th scope="col" className="px-4 py-3">Received</th>
            </>}>
            {leads.data.items.map((lead) => (
              <tr key={lead.id} className="cursor-pointer hover:bg-slate-50" onClick={() => navigate(`/lead-import/leads/${lead.id}`)}>
                <td className="max-w-64 px-4 py-3">
                  <Link to={`/lead-import/leads/${lead.id}`} className="block truncate font-medium text-slate-900 hover:underline" onClick={(e) => e.stopPropagation()}>
                    {lead.name || lead.email || 'Unnamed lead'}
                  </Link>
                  <span className="block truncate text-slate-500">{lead.email}</span>
                </td>
                {teamView && <td className="px-4 py-3 whitespace-nowrap text-slate-700">{lead.member?.name ?? '—'}</td>}
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{lead.phone ?? '—'}</td>
                <td className="max-w-48 truncate px-4 py-3 text-slate-700">{lead.campaignName ?? '—'}</td>
                <td className="px-4 py-3"><LeadStatusBadge status={lead.status} /></td>
                <td className="px-4 py-3 text-right"><QualityScore score={lead.qualityScore} /></td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{lead.chargedAt ? formatCents(lead.costCents) : '—'}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">{new Date(lead.importedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</td>
              </tr>
            ))}
          </Table>
          </>
        )}
      </div>

      {leads.data && <Pager page={filters.page} pages={pages} label="Pages" onPage={(page) => update({ ...exportFilters, page })} />}
    </div>
  );
}

function Filter({ label, id, children }: { label: string; id: string; children: React.ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">{label}</label>
      {children}
    </div>
  );
}
