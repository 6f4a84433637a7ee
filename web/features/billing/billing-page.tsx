// /account/billing ('Billing & Plans'): the team's plan and its Real-Time Data Delivery, the lead balance, automatic
// recharges, spend caps, the card on file, the ledger, the invoices and the team's invoice details.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { LEDGER_KIND_LABELS, LEDGER_PAGE_SIZE } from '../../../common/billing';
import { formatCents } from '../../../common/money';
import { usePageTitle } from '../../app/use-page-title';
import { Table } from '../../components/ui/table';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { LoadError } from '../../components/ui/load-error';
import { Pager } from '../../components/ui/pager';
import { Skeleton } from '../../components/ui/skeleton';
import { PageSpinner } from '../../components/ui/spinner';
import { AutoRechargeForm } from './auto-recharge-form';
import { BalanceCard } from './balance-card';
import { useBalance, useBillingProfile, useLedger } from './billing-api';
import { InvoiceDetailsForm } from './invoice-details-form';
import { InvoiceList } from './invoice-list';
import { PlanSection } from './plan-section';
import { RealtimeSection } from './realtime-section';
import { SavedCard } from './saved-card';
import { SpendCapsForm } from './spend-caps-form';

export function BillingPage() {
  usePageTitle('Billing & Plans');
  const balance = useBalance();
  if (balance.isPending) return <PageSpinner label="Loading your billing details..." />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Billing &amp; Plans</h1>
      <p className="mt-2 text-slate-600">Your plan, your prepaid lead balance, automatic recharges, the card on file and every movement of money.</p>
      {balance.isError ? (
        <LoadError className="mt-6" title="Your balance could not be loaded." error={balance.error} onRetry={() => void balance.refetch()} />
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
          <div className="lg:col-span-2" id="plans"><Section title="Plan" id="plan-title"><PlanSection hasCard={balance.data.card !== null} /></Section></div>
          <div className="lg:col-span-2 empty:hidden" id="realtime"><RealtimeSection /></div>
          <div className="lg:self-start"><BalanceCard balance={balance.data} settingsLink={false} /></div>
          <Section title="Card on file" id="card-title"><SavedCard balance={balance.data} /></Section>
          <div className="lg:col-span-2"><Section title="Auto-recharge" id="auto-title"><AutoRechargeForm balance={balance.data} /></Section></div>
          <div className="lg:col-span-2" id="spend-caps"><Section title="Spend caps" id="caps-title"><SpendCapsForm balance={balance.data} /></Section></div>
        </div>
      )}
      <Ledger />
      <div className="mt-6 grid grid-cols-1 gap-6">
        <Section title="Invoices" id="invoices-title"><InvoiceList /></Section>
        <Section title="Invoice details" id="invoice-details-title"><InvoiceDetails /></Section>
      </div>
    </div>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function InvoiceDetails() {
  const profile = useBillingProfile();
  if (profile.isPending) return <Skeleton className="h-40 rounded" />;
  if (profile.isError) return <LoadError title="Your invoice details could not be loaded." error={profile.error} onRetry={() => void profile.refetch()} />;
  return <InvoiceDetailsForm view={profile.data} />;
}

function Ledger() {
  const [page, setPage] = useState(1);
  const ledger = useLedger(page);
  const pages = ledger.data ? Math.max(1, Math.ceil(ledger.data.total / LEDGER_PAGE_SIZE)) : 1;
  return (
    <section aria-labelledby="ledger-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="ledger-title" className="text-lg font-semibold text-slate-900">Transactions</h2>
        <a href="/api/balance/transactions.csv" download className={buttonClasses('outline', 'sm')}><Download className="h-4 w-4" aria-hidden="true" />Export CSV</a>
      </div>
      {ledger.isPending ? (
        <div className="mt-4 space-y-2" aria-busy="true" aria-label="Loading transactions">{[0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-10 rounded" />)}</div>
      ) : ledger.isError ? (
        <LoadError className="mt-4" title="Your transactions could not be loaded." error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : ledger.data.items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No transactions yet. Recharges, lead charges and returns appear here.</p>
      ) : (
        <Table label="Transactions table" frame="plain" className="mt-4" dimmed={ledger.isPlaceholderData} tableClassName="min-w-full text-left text-sm" headClassName="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase" head={<>
            <th scope="col" className="px-3 py-2">Date</th>
            <th scope="col" className="px-3 py-2">Type</th>
            <th scope="col" className="px-3 py-2">Description</th>
            <th scope="col" className="px-3 py-2 text-right">Amount</th>
            <th scope="col" className="px-3 py-2 text-right">Balance</th>
            <th scope="col" className="px-3 py-2">Reference</th>
          </>}>
          {ledger.data.items.map((e) => (
            <tr key={e.id}>
              <td className="px-3 py-2 whitespace-nowrap text-slate-600">{new Date(e.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</td>
              <td className="px-3 py-2 whitespace-nowrap">{LEDGER_KIND_LABELS[e.kind]}</td>
              <td className="max-w-64 truncate px-3 py-2 text-slate-700">{e.description}</td>
              <td className={cn('px-3 py-2 text-right whitespace-nowrap tabular-nums', e.amountCents >= 0 ? 'text-green-700' : 'text-slate-900')}>
                {e.amountCents >= 0 ? '+' : '−'}{formatCents(Math.abs(e.amountCents))}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatCents(e.balanceAfterCents)}</td>
              <td className="max-w-40 truncate px-3 py-2 font-mono text-xs text-slate-500" title={e.reference}>{e.reference}</td>
            </tr>
          ))}
        </Table>
      )}
      {ledger.data && <Pager page={page} pages={pages} label="Transaction pages" onPage={setPage} />}
    </section>
  );
}
