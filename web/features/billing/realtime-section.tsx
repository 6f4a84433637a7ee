// Billing & Plans' "Real-Time Data Delivery" section, shown while the plan has the add-on: the endpoint (URL, on/off),
// the signing secret shown once, a test event, the delivery log with replays, and how to verify a delivery.
import { AlertTriangle, KeyRound, RotateCcw, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, VERIFY_SNIPPET, type DeliveryStatus } from '../../../common/lead-delivery';
import type { RealtimeView } from '../../../common/realtime';
import { ApiError } from '../../app/api';
import { toast } from '../../app/toast';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CopyField } from '../../components/ui/copy-field';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { Table, td, th } from '../../components/ui/table';
import { useSubscription } from './plans-api';
import { useRealtime, useRealtimePing, useReplayRealtime, useRollRealtimeSecret, useSaveRealtime } from './realtime-api';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_VIEW: Record<DeliveryStatus, { label: string; className: string }> = {
  pending: { label: 'Sending', className: 'bg-slate-100 text-slate-700' },
  retrying: { label: 'Retrying', className: 'bg-amber-100 text-amber-800' },
  succeeded: { label: 'Delivered', className: 'bg-green-100 text-green-800' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-800' },
};

export function RealtimeSection() {
  const plan = useSubscription();
  const hasAddon = Boolean(plan.data?.subscription?.settings.realtime);
  const realtime = useRealtime({ enabled: hasAddon });
  if (!hasAddon) return null;
  return (
    <section aria-labelledby="realtime-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="realtime-title" className="text-lg font-semibold text-slate-900">Real-Time Data Delivery</h2>
      <p className="mt-1 text-sm text-slate-600">
        We POST a signed event to your endpoint when a dataset your team holds gets a new file, price or title (<code>dataset.updated</code>), and for each
        lead charged to a member of your team (<code>lead.charged</code>).
      </p>
      {realtime.isPending && <Skeleton className="mt-4 h-40 rounded-xl" />}
      {realtime.isError && <LoadError className="mt-4" title="Real-time delivery could not be loaded." error={realtime.error} onRetry={() => void realtime.refetch()} />}
      {realtime.data && <RealtimeSettings view={realtime.data} />}
    </section>
  );
}

function RealtimeSettings({ view }: { view: RealtimeView }) {
  const save = useSaveRealtime();
  const roll = useRollRealtimeSecret();
  const ping = useRealtimePing();
  const [values, setValues] = useState({ url: view.url, enabled: view.enabled });
  const [error, setError] = useState<string>();
  // Answered once (first save, roll) and never read back: kept here until the page is left.
  const [secret, setSecret] = useState<string | null>(null);
  const [confirmRoll, setConfirmRoll] = useState(false);
  const saved = view.url !== '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      const answer = await save.mutateAsync(values);
      if (answer.secret) setSecret(answer.secret);
      toast.success('Real-time delivery saved');
    } catch (err) {
      if (err instanceof ApiError && err.fields?.url) setError(err.fields.url);
      else toast.error('Could not save', { description: (err as Error).message });
    }
  };

  const sendPing = async () => {
    try {
      const d = await ping.mutateAsync();
      if (d.status === 'succeeded') toast.success(`Test event delivered: HTTP ${d.statusCode}`, { description: `Your endpoint answered in ${d.responseMs} ms.` });
      else toast.error(d.statusCode ? `Test event answered HTTP ${d.statusCode}` : 'Test event not delivered', { description: d.error ?? undefined });
    } catch (err) {
      toast.error('Test event not sent', { description: (err as Error).message });
    }
  };

  const rollSecret = async () => {
    try {
      setSecret((await roll.mutateAsync()).secret);
      setConfirmRoll(false);
      toast.success('New secret ready', { description: 'Events from now on are signed with it only.' });
    } catch (err) {
      toast.error('Could not roll the secret', { description: (err as Error).message });
    }
  };

  return (
    <div className="mt-4 space-y-5">
      {view.disabledAt && (
        <p role="status" className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span>
            Real-time delivery was turned off on {when(view.disabledAt)} after {view.disableAfter} deliveries in a row failed. Fix your endpoint, save it
            enabled again, then replay what was missed below.
          </span>
        </p>
      )}
      {!view.canManage && <p className="text-sm text-slate-600">Only your team's owner or an admin can change these settings.</p>}
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <FormField id="realtime-url" label="Endpoint URL" error={error} hint="An https:// address of your own systems.">
          <Input type="url" inputMode="url" placeholder="https://data.example.com/datacsv-events" value={values.url} disabled={!view.canManage}
            onChange={(e) => setValues((v) => ({ ...v, url: e.target.value }))} />
        </FormField>
        <div className="flex items-center gap-3">
          <Switch id="realtime-enabled" checked={values.enabled} disabled={!view.canManage} onCheckedChange={(enabled) => setValues((v) => ({ ...v, enabled }))} />
          <label htmlFor="realtime-enabled" className="text-sm text-slate-700">Enable real-time delivery</label>
        </div>
        {view.canManage && (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>Save</Button>
            <Button variant="outline" disabled={ping.isPending || !saved} onClick={() => void sendPing()}><Send className="h-4 w-4" aria-hidden="true" />Send test event</Button>
            {saved && <Button variant="ghost" onClick={() => setConfirmRoll(true)}><KeyRound className="h-4 w-4" aria-hidden="true" />Roll secret</Button>}
          </div>
        )}
      </form>

      {secret && (
        <CopyField label="Signing secret" value={secret} hint="Copy it now and keep it with your endpoint: it is not shown again (roll a new one if it is lost)." />
      )}

      <details className="rounded-xl border border-slate-200 p-4 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">Verify an event (Node.js)</summary>
        <p className="mt-2 text-slate-600">
          Each event carries {SIGNATURE_HEADER}: t=&lt;unix seconds&gt;,v1=&lt;HMAC-SHA256(secret, t + "." + body)&gt;, and {DELIVERY_ID_HEADER} (the same on every
          retry of one delivery), as the lead webhooks do. Check the signature over the raw body before you parse it, and refuse anything older than five
          minutes. Answer 2xx once stored: any other answer is retried with growing waits, for about an hour.
        </p>
        <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100"><code>{VERIFY_SNIPPET}</code></pre>
      </details>

      <DeliveryLog view={view} />

      <ConfirmDialog open={confirmRoll} onOpenChange={setConfirmRoll} title="Roll the signing secret?" confirmLabel="Roll" tone="primary" busy={roll.isPending}
        onConfirm={() => void rollSecret()}>
        <p>A new secret is made and every later event is signed with it. Update your endpoint at once, or it will refuse them.</p>
      </ConfirmDialog>
    </div>
  );
}

function DeliveryLog({ view }: { view: RealtimeView }) {
  const replay = useReplayRealtime();
  const run = async (id: string) => {
    try {
      await replay.mutateAsync(id);
      toast.success('Delivery queued', { description: 'The event is being sent to your endpoint again.' });
    } catch (err) {
      toast.error('Could not replay', { description: (err as Error).message });
    }
  };
  return (
    <div>
      <h3 className="mb-2 text-base font-semibold text-slate-900">Latest deliveries</h3>
      {view.deliveries.length === 0 ? (
        <p className="text-sm text-slate-600">No event has been sent yet.</p>
      ) : (
        <Table caption="Latest real-time deliveries" frame="bordered" head={<>
          <th scope="col" className={th}>Time</th>
          <th scope="col" className={th}>Event</th>
          <th scope="col" className={th}>Status</th>
          <th scope="col" className={th}>HTTP</th>
          <th scope="col" className={th}>Response</th>
          <th scope="col" className={th}>Tries</th>
          {view.canManage && <th scope="col" className={th}><span className="sr-only">Actions</span></th>}
        </>}>
          {view.deliveries.map((d) => (
            <tr key={d.id}>
              <td className={`${td} whitespace-nowrap`}>{when(d.createdAt)}</td>
              <td className={td}><code className="text-xs">{d.event}</code></td>
              <td className={td}>
                <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_VIEW[d.status].className}`}>{STATUS_VIEW[d.status].label}</span>
                {d.error && <p className="mt-1 max-w-xs text-xs break-words text-slate-500">{d.error}</p>}
                {d.nextRetryAt && <p className="mt-1 text-xs text-slate-500">Next try {when(d.nextRetryAt)}</p>}
              </td>
              <td className={`${td} tabular-nums`}>{d.statusCode ?? '—'}</td>
              <td className={`${td} tabular-nums`}>{d.responseMs === null ? '—' : `${d.responseMs} ms`}</td>
              <td className={`${td} tabular-nums`}>{d.attempts}</td>
              {view.canManage && (
                <td className={td}>
                  <Button variant="outline" size="sm" disabled={replay.isPending} onClick={() => void run(d.id)}><RotateCcw className="h-4 w-4" aria-hidden="true" />Replay</Button>
                </td>
              )}
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}
