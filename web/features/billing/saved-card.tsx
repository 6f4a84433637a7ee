// The card kept on file for the plan and automatic recharges: shown (brand, last four, expiry) with Remove, or a form to add one. With
// Stripe the form is Stripe's own (a SetupIntent), loaded only then; with the local gateway it is our test-card form.
import { CreditCard } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import type { Balance } from '../../../common/billing';
import { usePublicConfig } from '../../app/public-config';
import { toast } from '../../app/toast';
import { CardInputs, TestCardsNote, useCardFields } from '../../components/card/card-inputs';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { useRemoveCard, useSaveLocalCard } from './billing-api';

const StripeCardSetup = lazy(() => import('./stripe-card-setup'));

const SAVEABLE_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'saves; recharges succeed' },
  { number: '4000 0000 0000 0341', outcome: 'saves; recharges are declined' },
  { number: '4000 0000 0000 9995', outcome: 'saves; recharges fail for insufficient funds' },
];

export function SavedCard({ balance }: { balance: Balance }) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemoveCard();
  const card = balance.card;

  if (card && !adding) {
    return (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-3">
          <CreditCard className="h-8 w-8 text-slate-500" aria-hidden="true" />
          <span>
            <span className="block font-medium text-slate-900 capitalize">{card.brand} ending in {card.last4}</span>
            <span className="block text-sm text-slate-500">Expires {String(card.expMonth).padStart(2, '0')}/{card.expYear}</span>
          </span>
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>Replace</Button>
          <Button variant="outline" size="sm" className="text-red-700" onClick={() => setRemoving(true)}>Remove</Button>
        </div>
        <ConfirmDialog open={removing} onOpenChange={setRemoving} title="Remove this card?" confirmLabel="Remove card" busy={remove.isPending}
          onConfirm={() => void remove.mutateAsync().then(() => { setRemoving(false); toast.success('Card removed', { description: 'Automatic recharges are off.' }); })}>
          <p>Automatic recharges turn off, and your plan cannot renew until a card is saved again: there would be nothing to charge. You can still add funds by card at any time.</p>
        </ConfirmDialog>
      </div>
    );
  }
  return <AddCard onDone={() => setAdding(false)} onCancel={card ? () => setAdding(false) : undefined} />;
}

function AddCard({ onDone, onCancel }: { onDone: () => void; onCancel?: () => void }) {
  const config = usePublicConfig();
  if (config.isPending) return <Spinner label="Loading..." />;
  const { provider, publishableKey } = config.data?.payments ?? { provider: 'local', publishableKey: null };
  if (provider === 'stripe') {
    if (!publishableKey) return <p className="text-sm text-amber-800">Saving a card is unavailable: the payment provider is not fully configured.</p>;
    return (
      <Suspense fallback={<Spinner label="Loading the card form..." />}>
        <StripeCardSetup publishableKey={publishableKey} onSaved={onDone} onCancel={onCancel} />
      </Suspense>
    );
  }
  return <LocalCardSave onSaved={onDone} onCancel={onCancel} />;
}

function LocalCardSave({ onSaved, onCancel }: { onSaved: () => void; onCancel?: () => void }) {
  const id = useId();
  const fields = useCardFields(id);
  const save = useSaveLocalCard();
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const card = fields.check();
    if (!card) return;
    try {
      const saved = await save.mutateAsync(card);
      toast.success('Card saved', { description: `${saved.brand} ending in ${saved.last4} will pay your plan and automatic recharges.` });
      onSaved();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="max-w-md space-y-4">
      <fieldset className="space-y-4" disabled={save.isPending}>
        <legend className="sr-only">Card for automatic recharges</legend>
        <CardInputs fields={fields} describedBy={error ? `${id}-error` : undefined} />
        <TestCardsNote cards={SAVEABLE_TEST_CARDS} />
      </fieldset>
      {error && <p id={`${id}-error`} role="alert" className="text-sm text-red-600">{error}</p>}
      <p className="text-xs text-slate-500">Only the brand, last four digits and expiry are kept.</p>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save card'}</Button>
        {onCancel && <Button variant="outline" onClick={onCancel}>Cancel</Button>}
      </div>
    </form>
  );
}
