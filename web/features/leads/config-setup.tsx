// How a configuration receives leads, per platform: the values to paste into the platform, step by step, and the ingest
// URL and CSV upload every configuration has.
import { AlertTriangle, FileUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LeadConfig } from '../../../common/leads';
import { buttonClasses } from '../../components/ui/button';
import { CopyField } from '../../components/ui/copy-field';
import { FacebookNotReadyNotice } from './facebook-readiness';

function Steps({ children }: { children: ReactNode }) {
  return <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">{children}</ol>;
}

export function ConfigSetup({ config }: { config: LeadConfig }) {
  return (
    <div className="space-y-6">
      {config.facebook && <FacebookSetup facebook={config.facebook} />}
      {config.google && <GoogleSetup google={config.google} />}
      <section aria-labelledby="ingest-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="ingest-title" className="text-lg font-semibold text-slate-900">
          {config.facebook || config.google ? 'Other ways in' : 'Connect your lead source'}
        </h2>
        <p className="text-sm text-slate-600">
          Any system that can send an HTTP request (a website form, your CRM, Zapier or Make) can post leads to this private URL as JSON:
          one lead, a list, or {'{"leads": [...]}'} with up to 1,000. Treat it like a password; rotate it if it leaks.
        </p>
        <CopyField label="Ingest URL" value={config.ingestUrl} />
        <pre tabIndex={0} aria-label="Example request" className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs text-slate-100"><code>{`curl -X POST '${config.ingestUrl}' \\
  -H 'Content-Type: application/json' \\
  -d '{"first_name":"Ann","last_name":"Lee","email":"ann@example.com","phone":"512-555-0147",
       "state":"TX","zip":"78701","lead_id":"your-id-123",
       "consent_text":"I agree to be contacted...","consent_timestamp":"2026-11-23T10:00:00Z",
       "trustedform_cert_url":"https://cert.trustedform.com/..."}'`}</code></pre>
        <p className="text-sm text-slate-600">
          Each lead is answered with its outcome (delivered, pending, duplicate ...). All fields are described in the <a href="/api/docs" className="font-medium text-primary-700 underline">API reference</a>.
        </p>
        <Link to={`/lead-import/upload?config=${config.id}`} className={buttonClasses('outline')}>
          <FileUp className="h-4 w-4" aria-hidden="true" />
          Upload a CSV file
        </Link>
      </section>
    </div>
  );
}

function FacebookSetup({ facebook }: { facebook: NonNullable<LeadConfig['facebook']> }) {
  return (
    <section aria-labelledby="facebook-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="facebook-title" className="text-lg font-semibold text-slate-900">Facebook Lead Ads setup</h2>
      {!facebook.ready && <FacebookNotReadyNotice />}
      {!facebook.hasPageToken && (
        <p role="alert" className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          No Page access token is saved: leads cannot be fetched until you add one (Edit).
        </p>
      )}
      <Steps>
        <li>In Meta for Developers, open your app, add the Webhooks product and choose the <strong>Page</strong> object.</li>
        <li>Enter the callback URL and verify token below, then subscribe to the <strong>leadgen</strong> field.</li>
        <li>Subscribe your Page ({facebook.pageId}) to the app, and give the app the <strong>leads_retrieval</strong> permission.</li>
        <li>Send a test lead with Meta's Lead Ads Testing Tool: it appears here as a test lead, never charged.</li>
      </Steps>
      <CopyField label="Callback URL" value={facebook.callbackUrl} />
      <CopyField label="Verify token" value={facebook.verifyToken} />
      <p className="text-sm text-slate-600">
        Listening to page {facebook.pageId}{facebook.formId ? `, form ${facebook.formId}` : ', every form'}. Page token: {facebook.hasPageToken ? 'saved (encrypted)' : 'missing'}.
      </p>
    </section>
  );
}

function GoogleSetup({ google }: { google: NonNullable<LeadConfig['google']> }) {
  return (
    <section aria-labelledby="google-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="google-title" className="text-lg font-semibold text-slate-900">Google Ads lead form setup</h2>
      <Steps>
        <li>In Google Ads, open your lead form asset and go to <strong>Lead delivery options</strong> &gt; <strong>Webhook integration</strong>.</li>
        <li>Paste the webhook URL and the key below.</li>
        <li>Click <strong>Send test data</strong>: the test lead appears here, never charged.</li>
      </Steps>
      <CopyField label="Webhook URL" value={google.webhookUrl} />
      <CopyField label="Key (google_key)" value={google.googleKey} />
    </section>
  );
}
