// /admin/lead-prices: the price list, one price per lead source and lead type. It is the least an advertiser's import
// may pay per lead; a change applies to imports saved from then on (existing imports keep their price), audited.
import { useState, type FormEvent } from 'react';
import {
  CAMPAIGN_SOURCE_LABELS, CAMPAIGN_SOURCES, LEAD_TYPE_LABELS, LEAD_TYPES, LIST_PRICE_LIMITS, SetLeadPrice, type LeadPrice,
} from '../../../../common/leads';
import { centsToDollarField, dollarsToCents, formatCents } from '../../../../common/money';
import { api } from '../../../app/api';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ListState, Table, td, th } from '../../../components/ui/table';
import { useAdminGet, useAdminMutation } from '../admin-api';
import { AdminPage } from '../ui/admin-page';

export function LeadPricesPage() {
  const prices = useAdminGet<LeadPrice[]>('/api/lead-prices');
  const priceOf = (source: string, type: string) => prices.data?.find((p) => p.source === source && p.leadType === type);
  return (
    <AdminPage title="Lead prices" back={{ to: '/admin', label: 'Admin Dashboard' }}
      description={`The least an import pays per lead, by source and lead type (${formatCents(LIST_PRICE_LIMITS.minCents)} to ${formatCents(LIST_PRICE_LIMITS.maxCents)}). A new price applies to imports saved from now on; existing imports keep theirs.`}>
      <ListState query={prices} what="lead prices" empty={prices.data?.length === 0} emptyText="No lead prices.">
        <Table caption="List price per lead, by source and lead type" head={<>
          <th scope="col" className={th}>Source</th>
          {LEAD_TYPES.map((type) => <th key={type} scope="col" className={th}>{LEAD_TYPE_LABELS[type]}</th>)}
        </>}>
          {CAMPAIGN_SOURCES.map((source) => (
            <tr key={source}>
              <th scope="row" className={`${td} text-left font-medium whitespace-nowrap text-slate-900`}>{CAMPAIGN_SOURCE_LABELS[source]}</th>
              {LEAD_TYPES.map((type) => {
                const price = priceOf(source, type);
                return <td key={type} className={td}>{price && <PriceCell price={price} />}</td>;
              })}
            </tr>
          ))}
        </Table>
      </ListState>
    </AdminPage>
  );
}

/** One price: typed in dollars, saved on Enter or Save, checked with the server's schema first. */
function PriceCell({ price }: { price: LeadPrice }) {
  const [value, setValue] = useState(centsToDollarField(price.priceCents));
  const [error, setError] = useState<string | null>(null);
  const save = useAdminMutation((priceCents: number) => api<LeadPrice>(`/api/admin/lead-prices/${price.source}/${price.leadType}`, { method: 'PUT', body: { priceCents } }));
  const label = `${CAMPAIGN_SOURCE_LABELS[price.source]} ${LEAD_TYPE_LABELS[price.leadType]}`;
  const errorId = `price-${price.source}-${price.leadType}-error`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = SetLeadPrice.safeParse({ priceCents: /^\d{1,3}(\.\d{1,2})?$/.test(value.trim()) ? dollarsToCents(Number(value.trim())) : Number.NaN });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    save.mutate(parsed.data.priceCents, {
      onSuccess: (saved) => toast.success('Price saved', { description: `${label} leads: at least ${formatCents(saved.priceCents)} per lead.` }),
      onError: (err) => setError(err.message),
    });
  };
  const changed = value.trim() !== centsToDollarField(price.priceCents);
  return (
    <form onSubmit={submit} noValidate className="flex min-w-32 flex-col gap-1">
      <div className="flex items-center gap-1">
        <span className="text-slate-500" aria-hidden="true">$</span>
        <Input aria-label={`${label} list price`} inputMode="decimal" className="h-8 w-20 px-2" value={value}
          aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
          onChange={(e) => { setValue(e.target.value); setError(null); }} />
        {changed && <Button type="submit" size="sm" disabled={save.isPending}>Save</Button>}
      </div>
      {error && <p id={errorId} role="alert" className="text-xs text-red-600">{error}</p>}
    </form>
  );
}
