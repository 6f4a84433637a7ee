// /lead-import/configs/:id: one import configuration. Its numbers (live while leads are held), how to connect it, and
// edit, pause, rotate, delete.
import { KeyRound, ListChecks, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CAMPAIGN_SOURCE_LABELS, LEAD_COUNT_LABELS, LEAD_TYPE_LABELS, type ConfigLeadCounts } from '../../../common/leads';
import { formatCents } from '../../../common/money';
import { ApiError } from '../../app/api';
import { toast } from '../../app/toast';
import { usePageTitle } from '../../app/use-page-title';
import { BackLink } from '../../components/ui/back-link';
import { Button, buttonClasses } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { LoadError } from '../../components/ui/load-error';
import { MissingState } from '../../components/ui/missing-state';
import { PageSpinner } from '../../components/ui/spinner';
import { Table } from '../../components/ui/table';
import { formatNumber } from '../catalog';
import { ConfigForm } from './config-form';
import { ConfigSetup } from './config-setup';
import { ActiveBadge } from './active-badge';
import { HeldLeadsBanner } from './held-leads-banner';
import { ImportCapsForm } from './import-caps-form';
import { useConfigCounts, useDeleteConfig, useLeadConfig, useRotateConfig, useUpdateConfig } from './leads-api';
import { DeliverySection } from './delivery-section';
import { PlatformIcon } from './platform-icon';
import { rulesSummary } from './quality-rules-fields';

export function ConfigPage() {
  const { id = '' } = useParams();
  const counts = useConfigCounts(id);
  const config = useLeadConfig(id, counts.data?.settled === false);
  const update = useUpdateConfig(id);
  const rotate = useRotateConfig(id);
  const remove = useDeleteConfig();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);
  usePageTitle(config.data?.campaignName ?? 'Import configuration');

  if (config.isPending) return <PageSpinner label="Loading the configuration..." />;
  if (config.isError) {
    if (config.error instanceof ApiError && config.error.status === 404) {
      return (
        <MissingState title="Configuration not found" message="It may have been deleted, or it belongs to another account.">
          <Link to="/lead-import" className={buttonClasses('primary')}>Back to Lead Import</Link>
        </MissingState>
      );
    }
    return <div className="mx-auto max-w-3xl px-4 py-10"><LoadError title="The configuration could not be loaded." error={config.error} onRetry={() => void config.refetch()} /></div>;
  }
  const c = config.data;

  const setActive = async (active: boolean) => {
    try {
      await update.mutateAsync({ active });
      toast.success(active ? 'Import resumed' : 'Import paused', { description: active ? 'New leads are accepted again.' : 'New leads are refused until you resume it.' });
    } catch (error) {
      toast.error('Update Failed', { description: (error as Error).message });
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <BackLink to="/lead-import/configs">All configurations</BackLink>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <PlatformIcon source={c.campaignSource} />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words text-slate-900">{c.campaignName}</h1>
            <p className="text-sm text-slate-600">
              {CAMPAIGN_SOURCE_LABELS[c.campaignSource]} · {c.leadType ? `${LEAD_TYPE_LABELS[c.leadType]} leads` : 'no lead type yet'} · {formatCents(c.costPerLeadCents)} per lead
            </p>
          </div>
          <ActiveBadge active={c.active} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing((e) => !e)}><Pencil className="h-4 w-4" aria-hidden="true" />Edit</Button>
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => void setActive(!c.active)}>
            {c.active ? <Pause className="h-4 w-4" aria-hidden="true" /> : <Play className="h-4 w-4" aria-hidden="true" />}
            {c.active ? 'Pause' : 'Resume'}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setConfirm('rotate')}><KeyRound className="h-4 w-4" aria-hidden="true" />Rotate URL</Button>
          <Button variant="outline" size="sm" onClick={() => setConfirm('delete')} className="text-red-700"><Trash2 className="h-4 w-4" aria-hidden="true" />Delete</Button>
        </div>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Leads', formatNumber(c.stats.leads)],
          ['Delivered', formatNumber(c.stats.deliveredLeads)],
          ['Spent', formatCents(c.stats.spentCents)],
          ['Last lead', c.stats.lastLeadAt ? new Date(c.stats.lastLeadAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'None yet'],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="mt-1 truncate font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600"><span className="font-medium text-slate-900">Quality rules:</span> {rulesSummary(c.qualityRules)}</p>
      <Link to={`/lead-import/leads?configId=${c.id}`} className={buttonClasses('secondary', 'sm', 'mt-4')}>
        <ListChecks className="h-4 w-4" aria-hidden="true" /> This import's leads
      </Link>
      <StatusCounts counts={counts.data} failed={counts.isError} />
      <HeldLeadsBanner className="mt-6" />

      <section aria-labelledby="caps-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="caps-title" className="mb-4 text-lg font-semibold text-slate-900">Spend controls</h2>
        <ImportCapsForm config={c} />
      </section>

      {editing && (
        <section aria-labelledby="edit-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="edit-title" className="mb-4 text-lg font-semibold text-slate-900">Edit</h2>
          <ConfigForm
            source={c.campaignSource}
            current={c}
            submitLabel="Save Changes"
            onCancel={() => setEditing(false)}
            onSubmit={async (values) => {
              await update.mutateAsync(values);
              setEditing(false);
              toast.success('Import updated', { description: 'New leads use the new settings; earlier leads keep their price.' });
            }}
          />
        </section>
      )}

      <div className="mt-6"><ConfigSetup config={c} /></div>
      <DeliverySection configId={c.id} />

      <ConfirmDialog
        open={confirm === 'rotate'} onOpenChange={(open) => setConfirm(open ? 'rotate' : null)} title="Rotate the ingest URL?"
        confirmLabel="Rotate" tone="primary" busy={rotate.isPending}
        onConfirm={() => void rotate.mutateAsync().then(() => { setConfirm(null); toast.success('New URL ready', { description: 'The old URL and key stopped working. Update your connections.' }); })}
      >
        <p>A new ingest URL{c.google ? ' and Google key are' : ' is'} created and the old one stops working at once. Anything still posting to the old URL will be refused.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'} onOpenChange={(open) => setConfirm(open ? 'delete' : null)} title={`Delete "${c.campaignName}"?`}
        confirmLabel="Delete import" busy={remove.isPending}
        onConfirm={() => void remove.mutateAsync(c.id).then(() => { toast.success('Import deleted', { description: 'Its leads stay in your lead history.' }); void navigate('/lead-import', { replace: true }); })}
      >
        <p>It stops accepting leads immediately and leaves your list. Leads it already brought in, and their charges, stay in your history.</p>
      </ConfirmDialog>
    </div>
  );
}

const STATUS_ROWS = ['delivered', 'pending', 'overCap', 'rejected', 'duplicate', 'test', 'returned'] as const;

function StatusCounts({ counts, failed }: { counts: ConfigLeadCounts | undefined; failed: boolean }) {
  const cell = (n: number | undefined) => (n === undefined ? '…' : formatNumber(n));
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="status-counts-title" className="text-lg font-semibold text-slate-900">Leads by status</h2>
      {counts && !counts.settled && <p className="mt-1 text-sm text-slate-600">Held leads are delivered as soon as your balance covers them; these counts follow.</p>}
      {failed ? <p role="alert" className="mt-2 text-sm text-red-700">The counts could not be loaded.</p> : (
        <Table labelledBy="status-counts-title" frame="plain" className="mt-3" tableClassName="min-w-full text-left text-sm" headClassName="text-xs text-slate-500" head={<>
            <th scope="col" className="px-3 py-2">Status</th>
            <th scope="col" className="px-3 py-2 text-right">Today (UTC)</th>
            <th scope="col" className="px-3 py-2 text-right">All time</th>
          </>}>
          {STATUS_ROWS.map((key) => (
            <tr key={key}>
              <th scope="row" className="px-3 py-2 font-medium text-slate-800">{LEAD_COUNT_LABELS[key]}</th>
              <td className="px-3 py-2 text-right tabular-nums">{cell(counts?.today[key])}</td>
              <td className="px-3 py-2 text-right tabular-nums">{cell(counts?.allTime[key])}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}
