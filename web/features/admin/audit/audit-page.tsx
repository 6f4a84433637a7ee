// /admin/audit: every change made in the admin area, newest first: who, what, on which record, before and after.
import { Link } from 'react-router';
import { AuditQuery, type AuditEntry, type AuditPage as AuditList } from '../../../../common/admin';
import { Pager } from '../../../components/ui/pager';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { useAdminGet } from '../admin-api';
import { AdminPage } from '../ui/admin-page';
import { FormField } from '../../../components/ui/form-field';
import { formatDateTime } from '../ui/format';
import { ListState } from '../../../components/ui/table';
import { useListParams } from '../ui/use-list-params';

const ENTITY_TYPES: Record<string, string> = {
  user: 'Users', dataset: 'Datasets', category: 'Categories', provider: 'Providers', order: 'Orders', lead_return: 'Lead returns',
  message: 'Messages', content: 'Content', content_image: 'Content images', job: 'Background jobs',
};

/** Where a record of the log can be looked at, when it has a page. */
const linkTo = (e: AuditEntry) => {
  if (!e.entityId) return null;
  if (e.entityType === 'user') return `/admin/users/${e.entityId}`;
  if (e.entityType === 'order') return `/admin/orders/${e.entityId}`;
  if (e.entityType === 'content') return '/admin/content';
  return null;
};

export function AuditPage() {
  const { query, update, reset, filtered, queryFor } = useListParams(AuditQuery);
  const log = useAdminGet<AuditList>(`/api/admin/audit?${queryFor()}`, { placeholder: true });
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;
  return (
    <AdminPage title="Audit log" back={{ to: '/admin', label: 'Admin Dashboard' }} description="Every change made in the admin area, with who made it and what it was before.">
      <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <FormField size="sm" id="audit-type" label="Record type">
          <Select id="audit-type" value={query.entityType ?? ''} onChange={(e) => update({ entityType: e.target.value || undefined, entityId: undefined })}>
            <option value="">Everything</option>
            {Object.entries(ENTITY_TYPES).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </Select>
        </FormField>
        <div className="self-end">
          <SearchInput id="audit-id" label="Record id or content key" placeholder="Record id or content key, e.g. home_hero_title" value={query.entityId ?? ''} onCommit={(entityId) => update({ entityId: entityId || undefined })} />
        </div>
      </div>
      <div className="mt-6">
        <ListState query={log} what="audit log" empty={log.data?.items.length === 0} emptyText="No changes recorded for this filter" onClear={filtered ? reset : undefined}>
          <ol aria-label="Changes, newest first" className={log.isPlaceholderData ? 'space-y-2 opacity-60' : 'space-y-2'}>
            {log.data?.items.map((entry) => <Entry key={entry.id} entry={entry} />)}
          </ol>
        </ListState>
        <Pager page={query.page} pages={pages} label="Audit log pages" onPage={(page) => update({ page })} />
      </div>
    </AdminPage>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const href = linkTo(entry);
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="text-sm">
          <span className="font-semibold text-slate-900">{entry.action}</span>{' '}
          <span className="text-slate-600">on {ENTITY_TYPES[entry.entityType]?.replace(/s$/, '').toLowerCase() ?? entry.entityType}</span>{' '}
          {entry.entityId && (href ? <Link to={href} className="font-mono text-xs text-primary-700 hover:underline">{entry.entityId}</Link> : <span className="font-mono text-xs text-slate-700">{entry.entityId}</span>)}
        </p>
        <p className="shrink-0 text-xs text-slate-500">{entry.actorEmail}{entry.ip ? ` (${entry.ip})` : ''}, {formatDateTime(entry.createdAt)}</p>
      </div>
      {keys.length > 0 && (
        <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-[10rem_minmax(0,1fr)]">
          {keys.map((key) => (
            <div key={key} className="contents">
              <dt className="font-medium text-slate-600">{key}</dt>
              <dd className="min-w-0 break-words text-slate-800">
                {entry.before && key in entry.before && <><del className="text-red-700">{show(entry.before[key])}</del>{entry.after && key in entry.after && ' → '}</>}
                {entry.after && key in entry.after && <ins className="text-green-800 no-underline">{show(entry.after[key])}</ins>}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

const show = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
};
