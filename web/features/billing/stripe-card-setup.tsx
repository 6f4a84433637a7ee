// Stripe: save a card for automatic recharges with a SetupIntent and Stripe's Payment Element (card data never touches
// our server). Loaded only when Stripe is the provider.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import type { CardSetup } from '../../../common/billing';
import { toast } from '../../app/toast';
import { stripeFor } from '../../components/card/stripe-loader';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { startStripeCardSetup, useSaveStripeCard } from './billing-api';

export default function StripeCardSetup({ publishableKey, onSaved, onCancel }: { publishableKey: string; onSaved: () => void; onCancel?: () => void }) {
  const [setup, setSetup] = useState<CardSetup | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    startStripeCardSetup().then(setSetup, (e: Error) => setError(e.message));
  }, []);
  if (error) return <p role="alert" className="text-sm text-red-600">{error}</p>;
  if (!setup) return <Spinner label="Preparing a secure card form..." />;
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret: setup.clientSecret }}>
      <SetupForm setupIntentId={setup.setupIntentId} onSaved={onSaved} onCancel={onCancel} />
    </Elements>
  );
}

function SetupForm({ setupIntentId, onSaved, onCancel }: { setupIntentId: string; onSaved: () => void; onCancel?: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const save = useSaveStripeCard();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmSetup({ elements, redirect: 'if_required', confirmParams: { return_url: `${window.location.origin}/account/billing` } });
    if (result.error) {
      setError(result.error.message ?? 'The card could not be saved.');
      setBusy(false);
      return;
    }
    try {
      const saved = await save.mutateAsync(setupIntentId);
      toast.success('Card saved', { description: `${saved.brand} ending in ${saved.last4} will pay your plan and automatic recharges.` });
      onSaved();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="max-w-md space-y-4">
      <PaymentElement />
      {error && <p role="alert" className="text-sm text-red-600">{error}</p>}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy || !stripe}>{busy ? 'Saving...' : 'Save card'}</Button>
        {onCancel && <Button variant="outline" onClick={onCancel}>Cancel</Button>}
      </div>
    </form>
  );
}
