// /lead-import/leads/:id: one lead. Its data, why it scored as it did, the consent proof, the charge, and a return.
import { ExternalLink, Undo2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { LEDGER_KIND_LABELS } from '../../../common/billing';
import { CAMPAIGN_SOURCE_LABELS, RETURN_REASONS, RETURN_WINDOW_DAYS, type LeadDetail, type ReturnReason } from '../../../common/leads';
import { formatCents } from '../../../common/money';
import { ApiError } from '../../app/api';
import { toast } from '../../app/toast';
import { usePageTitle } from '../../app/use-page-title';
import { BackLink } from '../../components/ui/back-link';
import { Button, buttonClasses } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { LoadError } from '../../components/ui/load-error';
import { MissingState } from '../../components/ui/missing-state';
import { PageSpinner } from '../../components/ui/spinner';
import { LeadDeliveries } from './delivery-log';
import { LEAD_STATUS_VIEW, LeadStatusBadge, QualityScore } from './lead-status';
import { useLead, useReturnLead } from './leads-api';
import { Textarea } from '../../components/ui/textarea';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const FIELD_LABELS: Record<string, string> = {
  first_name: 'First name', last_name: 'Last name', email: 'E-mail', phone: 'Phone', address: 'Address', city: 'City', state: 'State', zip: 'ZIP', date_of_birth: 'Date of birth',
};

export function LeadDetailPage() {
  const { id = '' } = useParams();
  const lead = useLead(id);
  usePageTitle(lead.data?.name || 'Lead');
  if (lead.isPending) return <PageSpinner label="Loading the lead..." />;
  if (lead.isError) {
    if (lead.error instanceof ApiError && lead.error.status === 404) {
      return (
        <MissingState title="Lead not found" message="It does not exist or belongs to another account.">
          <Link to="/lead-import/leads" className={buttonClasses('primary')}>All leads</Link>
        </MissingState>
      );
    }
    return <div className="mx-auto max-w-3xl px-4 py-10"><LoadError title="The lead could not be loaded." error={lead.error} onRetry={() => void lead.refetch()} /></div>;
  }
  const l = lead.data;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <BackLink to="/lead-import/leads">All leads</BackLink>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold text-slate-900">{l.name || l.email || l.phone || 'Unnamed lead'}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {l.campaignName ?? 'Deleted import'} · {CAMPAIGN_SOURCE_LABELS[l.sourcePlatform as keyof typeof CAMPAIGN_SOURCE_LABELS] ?? l.sourcePlatform.toUpperCase()} · received {when(l.importedAt)}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <LeadStatusBadge status={l.status} />
          <span className="text-sm text-slate-600">Quality <QualityScore score={l.qualityScore} /></span>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600">{LEAD_STATUS_VIEW[l.status].help}.</p>
      {l.held && (
        <p className="mt-1 text-sm text-slate-600">
          {l.status === 'pending'
            ? 'Contact details are masked until this lead is charged: add funds and they appear here, in the list and in exports.'
            : 'Contact details are masked: this lead is not charged.'}
        </p>
      )}
      {l.duplicateOf && (
        <p className="mt-1 text-sm text-slate-600">
          Same e-mail or phone as{' '}
          <Link to={`/lead-import/leads/${l.duplicateOf.id}`} className="font-medium text-primary-700 underline">{l.duplicateOf.name || 'a lead'}</Link>
          , received {when(l.duplicateOf.importedAt)} through {l.duplicateOf.campaignName ?? 'a deleted import'}.
        </p>
      )}

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card title="Lead data">
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
              {orderedFields(l.data).map(([key, value]) => (
                <div key={key} className="min-w-0">
                  <dt className="text-xs text-slate-500">{FIELD_LABELS[key] ?? key}</dt>
                  <dd className="break-words text-slate-900">{value}</dd>
                </div>
              ))}
              {l.sourceLeadId && (
                <div className="min-w-0"><dt className="text-xs text-slate-500">Source lead ID</dt><dd className="font-mono text-sm break-all text-slate-900">{l.sourceLeadId}</dd></div>
              )}
            </dl>
            {l.errors.length > 0 && (
              <div className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
                <p className="font-medium">Refused, not charged:</p>
                <ul className="mt-1 list-disc space-y-1 pl-5">{l.errors.map((e) => <li key={e}>{e}</li>)}</ul>
              </div>
            )}
          </Card>
          <Card title="Consent proof">
            {l.consent ? <ConsentProof consent={l.consent} /> : <p className="text-sm text-slate-600">The source sent no consent details with this lead.</p>}
          </Card>
        </div>
        <div className="space-y-6">
          <Card title={`Quality: ${l.qualityScore} of 100`}>
            <p className="mb-3 text-xs text-slate-500">Every check and the points it earned; the score is their sum.</p>
            <ul className="space-y-2 text-sm" aria-label="Quality score breakdown">
              {l.qualityReasons.map((r) => (
                <li key={r.code} className="flex justify-between gap-3">
                  <span className="text-slate-700">{r.label}</span>
                  <span className={r.points > 0 ? 'font-medium text-green-700 tabular-nums' : 'text-slate-500 tabular-nums'}>{r.points > 0 ? `+${r.points}` : '0'}</span>
                </li>
              ))}
              <li className="flex justify-between gap-3 border-t border-slate-200 pt-2 font-semibold text-slate-900">
                <span>Score</span><span className="tabular-nums">{l.qualityScore}</span>
              </li>
            </ul>
          </Card>
          <Card title="Charge">
            {l.charge ? (
              <dl className="space-y-2 text-sm">
                <Row label={LEDGER_KIND_LABELS[l.charge.kind]} value={formatCents(-l.charge.amountCents)} />
                <Row label="Charged" value={when(l.charge.createdAt)} />
                <Row label="Balance after" value={formatCents(l.charge.balanceAfterCents)} />
              </dl>
            ) : (
              <p className="text-sm text-slate-600">{l.status === 'pending' ? `${formatCents(l.costCents)} will be charged when your balance covers it.` : 'Not charged.'}</p>
            )}
          </Card>
          <ReturnPanel lead={l} />
          {l.status === 'delivered' && <LeadDeliveries leadId={l.id} />}
        </div>
      </div>
    </div>
  );
}

/** Our fields in a reading order, then the source's own fields as they came. */
function orderedFields(data: Record<string, string>): [string, string][] {
  const known = Object.keys(FIELD_LABELS).filter((k) => data[k]).map((k): [string, string] => [k, data[k]!]);
  return [...known, ...Object.entries(data).filter(([k]) => !(k in FIELD_LABELS))];
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return <div className="flex justify-between gap-3"><dt className="text-slate-600">{label}</dt><dd className="font-medium text-slate-900 tabular-nums">{value}</dd></div>;
}

function ConsentProof({ consent }: { consent: NonNullable<LeadDetail['consent']> }) {
  const link = (url: string) => /^https?:\/\//.test(url)
    ? <a href={url} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 break-all text-primary-700 underline">{url}<ExternalLink className="h-3 w-3 shrink-0" aria-hidden="true" /></a>
    : url;
  const rows: [string, React.ReactNode][] = [
    ['Consent text', consent.text],
    ['Given at', consent.timestamp && (Number.isNaN(Date.parse(consent.timestamp)) ? consent.timestamp : when(consent.timestamp))],
    ['Page', consent.pageUrl && link(consent.pageUrl)],
    ['IP address', consent.ip],
    ['Browser', consent.userAgent],
    ['TrustedForm certificate', consent.trustedFormCertUrl && link(consent.trustedFormCertUrl)],
    ['Jornaya LeadiD', consent.jornayaLeadId],
  ];
  return (
    <dl className="space-y-3 text-sm">
      {rows.filter(([, v]) => Boolean(v)).map(([label, value]) => (
        <div key={label}><dt className="text-xs text-slate-500">{label}</dt><dd className="break-words text-slate-900">{value}</dd></div>
      ))}
    </dl>
  );
}

function ReturnPanel({ lead }: { lead: LeadDetail }) {
  const [open, setOpen] = useState(false);
  if (lead.return) {
    const { status, reason, adminNote } = lead.return;
    return (
      <Card title="Return">
        <p className="text-sm text-slate-700">
          {status === 'requested' && 'Return requested: our team reviews it within two business days.'}
          {status === 'approved' && `Return approved: ${formatCents(lead.costCents)} was credited back to your balance.`}
          {status === 'denied' && 'Return declined: the charge stands.'}
        </p>
        <p className="mt-2 text-xs text-slate-500">Reason: {RETURN_REASONS[reason as ReturnReason] ?? reason}</p>
        {adminNote && <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-700">{adminNote}</p>}
      </Card>
    );
  }
  if (!lead.returnableUntil) return null;
  return (
    <Card title="Bad lead?">
      <p className="text-sm text-slate-600">Return it by {when(lead.returnableUntil)} ({RETURN_WINDOW_DAYS} days after delivery) and get the charge back once approved.</p>
      <Button variant="outline" className="mt-3" onClick={() => setOpen(true)}><Undo2 className="h-4 w-4" aria-hidden="true" />Return this lead</Button>
      <ReturnDialog lead={lead} open={open} onOpenChange={setOpen} />
    </Card>
  );
}

function ReturnDialog({ lead, open, onOpenChange }: { lead: LeadDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const [reason, setReason] = useState<ReturnReason>('invalid_contact');
  const [details, setDetails] = useState('');
  const ret = useReturnLead(lead.id);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await ret.mutateAsync({ reason, details });
      onOpenChange(false);
      toast.success('Return requested', { description: 'We will review it and credit the charge back if it is approved.' });
    } catch (error) {
      toast.error('Return failed', { description: (error as Error).message });
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Return this lead</DialogTitle>
        <DialogDescription>Tell us what is wrong with it. Approved returns credit {formatCents(lead.costCents)} back to your balance.</DialogDescription>
        <form onSubmit={(e) => void submit(e)} className="mt-6 space-y-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">Reason</legend>
            {Object.entries(RETURN_REASONS).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value as ReturnReason)} className="h-4 w-4 accent-primary-600" />
                {label}
              </label>
            ))}
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-details`}>Details (optional)</Label>
            <Textarea id={`${id}-details`} value={details} maxLength={1000} onChange={(e) => setDetails(e.target.value)} rows={3} />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
            <Button type="submit" disabled={ret.isPending}>{ret.isPending ? 'Sending...' : 'Request return'}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
