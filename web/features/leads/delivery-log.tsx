// Webhook deliveries: an import's latest (on its page) and one lead's (on the lead's page), each with a Replay button
// that sends the lead again as a new delivery.
import { RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import type { DeliveryLogEntry, DeliveryStatus } from '../../../common/lead-delivery';
import { toast } from '../../app/toast';
import { Button } from '../../components/ui/button';
import { ListState, Table, td, th } from '../../components/ui/table';
import { useDeliveryLog, useLeadDeliveries, useReplayDelivery } from './delivery-api';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_VIEW: Record<DeliveryStatus, { label: string; className: string }> = {
  pending: { label: 'Sending', className: 'bg-slate-100 text-slate-700' },
  retrying: { label: 'Retrying', className: 'bg-amber-100 text-amber-800' },
  succeeded: { label: 'Delivered', className: 'bg-green-100 text-green-800' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-800' },
};

function StatusBadge({ status }: { status: DeliveryStatus }) {
  const view = STATUS_VIEW[status];
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${view.className}`}>{view.label}</span>;
}

function ReplayButton({ leadId }: { leadId: string }) {
  const replay = useReplayDelivery();
  const run = async () => {
    try {
      await replay.mutateAsync(leadId);
      toast.success('Delivery queued', { description: 'The lead is being sent to your webhook again.' });
    } catch (error) {
      toast.error('Could not replay', { description: (error as Error).message });
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={replay.isPending} onClick={() => void run()}>
      <RotateCcw className="h-4 w-4" aria-hidden="true" />Replay
    </Button>
  );
}

/** On the import's page each row names its lead and can replay it; on a lead's page the lead is the page. */
interface Columns { withLead: boolean }

function Rows({ entries, withLead }: Columns & { entries: DeliveryLogEntry[] }) {
  return entries.map((d) => (
    <tr key={d.id}>
      {withLead && <td className={td}><Link to={`/lead-import/leads/${d.leadId}`} className="font-medium text-primary-700 hover:underline">{d.leadName || 'Lead'}</Link></td>}
      <td className={td}>
        <StatusBadge status={d.status} />
        {d.error && <p className="mt-1 max-w-xs text-xs break-words text-slate-500">{d.error}</p>}
        {d.nextRetryAt && <p className="mt-1 text-xs text-slate-500">Next try {when(d.nextRetryAt)}</p>}
      </td>
      <td className={`${td} tabular-nums`}>{d.statusCode ?? '—'}</td>
      <td className={`${td} tabular-nums`}>{d.attempts}</td>
      <td className={`${td} tabular-nums`}>{d.responseMs === null ? '—' : `${d.responseMs} ms`}</td>
      <td className={`${td} whitespace-nowrap`}>{when(d.updatedAt)}</td>
      {withLead && <td className={td}><ReplayButton leadId={d.leadId} /></td>}
    </tr>
  ));
}

function Head({ withLead }: Columns) {
  return (
    <>
      {withLead && <th scope="col" className={th}>Lead</th>}
      <th scope="col" className={th}>Status</th>
      <th scope="col" className={th}>HTTP</th>
      <th scope="col" className={th}>Tries</th>
      <th scope="col" className={th}>Response</th>
      <th scope="col" className={th}>Time</th>
      {withLead && <th scope="col" className={th}><span className="sr-only">Actions</span></th>}
    </>
  );
}

export function DeliveryLog({ configId }: { configId: string }) {
  const log = useDeliveryLog(configId);
  return (
    <div className="mt-6">
      <h3 className="mb-2 text-base font-semibold text-slate-900">Latest deliveries</h3>
      <ListState query={log} what="deliveries" empty={log.data?.length === 0} emptyText="No lead has been sent to the webhook yet.">
        <Table caption="Latest webhook deliveries" head={<Head withLead />} frame="bordered"><Rows entries={log.data ?? []} withLead /></Table>
      </ListState>
    </div>
  );
}

/** A charged lead's deliveries, and a way to send it (again). */
export function LeadDeliveries({ leadId }: { leadId: string }) {
  const deliveries = useLeadDeliveries(leadId);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">Webhook deliveries</h2>
        <ReplayButton leadId={leadId} />
      </div>
      <ListState query={deliveries} what="deliveries" empty={deliveries.data?.length === 0} emptyText="Not sent to a webhook yet.">
        <Table caption="This lead's webhook deliveries" head={<Head withLead={false} />} frame="bordered"><Rows entries={deliveries.data ?? []} withLead={false} /></Table>
      </ListState>
    </section>
  );
}
