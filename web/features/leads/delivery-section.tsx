// The import page's "Delivery" section: where charged leads go (a signed webhook, an e-mail per lead), the signing
// secret, a test send, the latest deliveries, and the notice when the webhook was turned off after failures.
import { AlertTriangle, Eye, EyeOff, KeyRound, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  DELIVERY_ID_HEADER, SIGNATURE_HEADER, VERIFY_SNIPPET, type DeliverySettings,
} from '../../../common/lead-delivery';
import { ApiError } from '../../app/api';
import { toast } from '../../app/toast';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { CopyField } from '../../components/ui/copy-field';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { Switch } from '../../components/ui/switch';
import { DeliveryLog } from './delivery-log';
import {
  useDeliverySettings, useReenableWebhook, useResendEmailConfirmation, useRotateDeliverySecret, useSaveDelivery, useTestDelivery,
} from './delivery-api';

export function DeliverySection({ configId }: { configId: string }) {
  const settings = useDeliverySettings(configId);
  return (
    <section aria-labelledby="delivery-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="delivery-title" className="text-lg font-semibold text-slate-900">Delivery</h2>
      <p className="mt-1 text-sm text-slate-600">Send each charged lead to your own systems as it is charged: to your webhook, by e-mail, or both.</p>
      {settings.isPending && <Spinner label="Loading the delivery settings..." />}
      {settings.isError && <LoadError title="The delivery settings could not be loaded." error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.data && <DeliveryForm key={settings.data.secret} configId={configId} settings={settings.data} />}
      {settings.data?.webhookUrl && <DeliveryLog configId={configId} />}
    </section>
  );
}

function DeliveryForm({ configId, settings }: { configId: string; settings: DeliverySettings }) {
  const save = useSaveDelivery(configId);
  const rotate = useRotateDeliverySecret(configId);
  const reenable = useReenableWebhook(configId);
  const test = useTestDelivery(configId);
  const resend = useResendEmailConfirmation(configId);
  const [values, setValues] = useState({
    webhookUrl: settings.webhookUrl, webhookEnabled: settings.webhookEnabled, emailEnabled: settings.emailEnabled, emailTo: settings.emailTo,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [showSecret, setShowSecret] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const set = (change: Partial<typeof values>) => setValues((v) => ({ ...v, ...change }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const saved = await save.mutateAsync(values);
      toast.success('Delivery saved', {
        description: saved.emailPending && saved.emailTo !== settings.emailTo
          ? `We e-mailed ${saved.emailTo} a link: leads go there once it is confirmed.`
          : 'Charged leads from now on are sent this way.',
      });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else toast.error('Could not save', { description: (error as Error).message });
    }
  };

  const sendTest = async () => {
    try {
      const result = await test.mutateAsync();
      if (result.ok) toast.success(`Test delivered: HTTP ${result.statusCode}`, { description: `Your endpoint answered in ${result.responseMs} ms.` });
      else toast.error(result.statusCode ? `Test answered HTTP ${result.statusCode}` : 'Test not delivered', { description: result.error ?? undefined });
    } catch (error) {
      toast.error('Test not sent', { description: (error as Error).message });
    }
  };

  return (
    <div className="mt-4 space-y-5">
      {settings.disabledAt && (
        <div role="status" className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex gap-2">
            <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span>
              The webhook was turned off on {new Date(settings.disabledAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} after{' '}
              {settings.disableAfter} deliveries in a row failed. Leads charged since were not sent; fix your endpoint, re-enable it, then replay them below.
            </span>
          </p>
          <Button size="sm" disabled={reenable.isPending} onClick={() => void reenable.mutateAsync().then(() => toast.success('Webhook re-enabled'))}>
            Re-enable
          </Button>
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <FormField id="delivery-url" label="Delivery webhook URL" error={errors.webhookUrl} hint="We POST each charged lead here as JSON. https:// addresses of your own systems only.">
          <Input type="url" inputMode="url" placeholder="https://crm.example.com/leads" value={values.webhookUrl} onChange={(e) => set({ webhookUrl: e.target.value })} />
        </FormField>
        <div className="flex items-center gap-3">
          <Switch id="delivery-webhook-on" checked={values.webhookEnabled} onCheckedChange={(webhookEnabled) => set({ webhookEnabled })} />
          <label htmlFor="delivery-webhook-on" className="text-sm text-slate-700">Send charged leads to the webhook</label>
        </div>
        <div className="flex items-center gap-3">
          <Switch id="delivery-email-on" checked={values.emailEnabled} onCheckedChange={(emailEnabled) => set({ emailEnabled })} />
          <label htmlFor="delivery-email-on" className="text-sm text-slate-700">E-mail me each charged lead</label>
        </div>
        {values.emailEnabled && (
          <FormField id="delivery-email" label="Send lead e-mails to" error={errors.emailTo} hint={`Leave empty for your account e-mail (${settings.accountEmail}).`}>
            <Input type="email" placeholder={settings.accountEmail} value={values.emailTo} onChange={(e) => set({ emailTo: e.target.value })} />
          </FormField>
        )}
        {settings.emailPending && (
          <div role="status" className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <span className="flex-1">
              Waiting for {settings.emailTo} to confirm by the link we e-mailed it. No lead is e-mailed there until then.
            </span>
            <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => void resend.mutateAsync(undefined)
              .then(() => toast.success('Link sent again', { description: `Check ${settings.emailTo}.` }))
              .catch((error: Error) => toast.error('Could not send the link', { description: error.message }))}>
              Send the link again
            </Button>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>Save Delivery</Button>
          <Button variant="outline" disabled={test.isPending || !settings.webhookUrl} onClick={() => void sendTest()}>
            <Send className="h-4 w-4" aria-hidden="true" />Send test
          </Button>
        </div>
      </form>

      <div className="space-y-2">
        <CopyField label="Signing secret" value={showSecret ? settings.secret : '•'.repeat(24)}
          hint={`Each delivery carries ${SIGNATURE_HEADER}: t=<unix seconds>,v1=<HMAC-SHA256 of "t.body" with this secret>, and ${DELIVERY_ID_HEADER} (the same on every retry of one delivery).`} />
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" size="sm" onClick={() => setShowSecret((s) => !s)}>
            {showSecret ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
            {showSecret ? 'Hide secret' : 'Show secret'}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirmRotate(true)}><KeyRound className="h-4 w-4" aria-hidden="true" />Rotate secret</Button>
        </div>
      </div>

      <details className="rounded-xl border border-slate-200 p-4 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">Verify a delivery (Node.js)</summary>
        <p className="mt-2 text-slate-600">Check the signature over the raw body before you parse it, and refuse anything older than five minutes. Answer 2xx once stored: any other answer is retried with growing waits, for about an hour.</p>
        <pre className="mt-3 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100"><code>{VERIFY_SNIPPET}</code></pre>
      </details>

      <ConfirmDialog
        open={confirmRotate} onOpenChange={setConfirmRotate} title="Rotate the signing secret?" confirmLabel="Rotate" tone="primary" busy={rotate.isPending}
        onConfirm={() => void rotate.mutateAsync().then(() => { setConfirmRotate(false); toast.success('New secret ready', { description: 'Deliveries from now on are signed with it only.' }); })}
      >
        <p>A new secret is made and every later delivery is signed with it. Update your endpoint at once, or it will refuse them.</p>
      </ConfirmDialog>
    </div>
  );
}
