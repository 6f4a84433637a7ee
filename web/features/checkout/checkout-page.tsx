// /checkout: pay for the cart, top up the lead-import balance (?type=recharge&amount=), or finish paying for an
// existing order (?payment_intent=). The server prices everything; the page only checks SPEC's rules early.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import {
  BillingDetails, CHECKOUT_MESSAGES, MAX_RECHARGE_DOLLARS, MIN_CHARGE_CENTS, type CheckoutSession,
} from '../../../common/checkout';
import { dollarsToCents, formatCents } from '../../../common/money';
import { ApiError } from '../../app/api';
import { usePublicConfig } from '../../app/public-config';
import { toast } from '../../app/toast';
import { useGoBack } from '../../app/use-go-back';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/button';
import { PageSpinner, Spinner } from '../../components/ui/spinner';
import { useAuth } from '../auth';
import { CART_QUERY_KEY, useCart } from '../cart';
import { refreshOwnedDatasets } from '../downloads';
import { orderKeys, useOrder } from '../orders';
import { BillingFields, billingDefaults, compactBilling } from './billing-fields';
import { checkoutApi, isSetupFailure, paymentSetupMessage, requireClientSecret, useResumedCheckout } from './checkout-api';
import { CheckoutSummary, type SummaryLine } from './checkout-summary';
import { LocalCardForm } from './local-card-form';
import { CheckoutNotice, PaymentErrorBox } from './payment-error';
import type { PaymentFormProps } from './payment-form';

// Stripe.js and its React bindings load only when Stripe is the provider.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

export const STRIPE_DISABLED_MESSAGE =
  'Card payments are currently disabled: the payment provider\'s publishable key is not configured. Please contact support.';

type Mode = 'purchase' | 'recharge' | 'resume';

/** Whole dollars from ?amount=, or null when it is not a usable top-up. */
export function rechargeDollars(amount: string | null): number | null {
  if (!amount || !/^\d+$/.test(amount)) return null;
  const dollars = Number(amount);
  return dollars >= 1 && dollars <= MAX_RECHARGE_DOLLARS ? dollars : null;
}

const BILLING_FIELD_NAMES = new Set([
  'name', 'email', 'address.line1', 'address.line2', 'address.city', 'address.state', 'address.postal_code', 'address.country',
] as const);
type BillingFieldName = typeof BILLING_FIELD_NAMES extends Set<infer T> ? T : never;

export function CheckoutPage() {
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const mode: Mode = paymentIntentId ? 'resume' : params.get('type') === 'recharge' ? 'recharge' : 'purchase';
  const amountDollars = mode === 'recharge' ? rechargeDollars(params.get('amount')) : null;

  const { user } = useAuth();
  const cart = useCart();
  const config = usePublicConfig();
  const resumed = useResumedCheckout(paymentIntentId);
  const resumedOrder = useOrder(resumed.data?.orderId ?? null);
  const navigate = useNavigate();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const formId = useId();

  // One idempotency key per visit, so a double submit (or a retry after a lost reply) gets the same order back; a new
  // key only when what is being paid for changes (the cart drawer stays usable on this page).
  const [firstKey] = useState(() => crypto.randomUUID());
  const attempt = useRef<{ key: string; paysFor: string | null; session: CheckoutSession | null }>({ key: firstKey, paysFor: null, session: null });
  const [started, setStarted] = useState(false);
  const [paid, setPaid] = useState(false);
  const [setupError, setSetupError] = useState<{ message: string; retry: () => void } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const recharge = mode === 'recharge' || (mode === 'resume' && resumed.data?.type === 'recharge');
  const title = recharge ? 'Add Funds' : 'Checkout';
  usePageTitle(title);

  const form = useForm({
    resolver: zodResolver(BillingDetails),
    defaultValues: billingDefaults({ name: user ? `${user.firstName} ${user.lastName}`.trim() : '', email: user?.email }),
  });

  // The signed-in user may be known only after the first render; fill in what the buyer has not typed yet.
  useEffect(() => {
    if (!user) return;
    if (!form.getValues('name')) form.setValue('name', `${user.firstName} ${user.lastName}`.trim());
    if (!form.getValues('email')) form.setValue('email', user.email);
  }, [user, form]);

  // Finishing an earlier order: start from the billing details it was placed with.
  const earlierBilling = resumedOrder.data?.billing;
  useEffect(() => {
    if (earlierBilling && !form.formState.isDirty) form.reset(billingDefaults(earlierBilling));
  }, [earlierBilling, form]);

  const totalCents =
    mode === 'resume' ? (resumed.data?.totalCents ?? 0) : mode === 'recharge' ? dollarsToCents(amountDollars ?? 0) : cart.totalCents;

  // SPEC.md section 5, checked before asking the server (which checks again and has the last word).
  const ruleMessage = (() => {
    if (mode === 'resume') return null;
    if (mode === 'recharge' && amountDollars === null) return CHECKOUT_MESSAGES.invalidRecharge;
    if (mode === 'purchase' && cart.items.length === 0) return CHECKOUT_MESSAGES.cartEmpty;
    if (totalCents <= 0) return CHECKOUT_MESSAGES.invalidTotal;
    if (totalCents < MIN_CHARGE_CENTS) return CHECKOUT_MESSAGES.belowMinimum;
    return null;
  })();

  if (mode === 'purchase' && cart.isLoading) return <PageSpinner label="Loading your cart..." />;
  // A cart emptied by this visit's own payment does not count: that order is already on its way to order-success.
  if (mode === 'purchase' && cart.items.length === 0 && !started && !paid) return <EmptyCartRedirect />;

  const validateBilling = () =>
    new Promise<BillingDetails | null>((resolve) => {
      void form.handleSubmit((values) => resolve(values), () => resolve(null))();
    });

  const paysFor = mode === 'purchase'
    ? cart.items.map((item) => `${item.datasetId}:${item.quantity}:${item.priceCents}`).join('|')
    : `${mode}:${amountDollars ?? ''}`;

  const startPayment: PaymentFormProps['startPayment'] = async (billing, retry) => {
    setSetupError(null);
    setRefusal(null);
    if (mode === 'resume') return resumed.data ?? null;
    if (attempt.current.paysFor !== null && attempt.current.paysFor !== paysFor) {
      attempt.current = { key: crypto.randomUUID(), paysFor: null, session: null };
    }
    // Another card for the same order: the intent stays payable after a decline.
    if (attempt.current.session) return attempt.current.session;
    attempt.current.paysFor = paysFor;
    try {
      const created = requireClientSecret(
        await checkoutApi.start({
          type: mode,
          ...(mode === 'recharge' ? { amountDollars: amountDollars ?? 0 } : {}),
          billing: compactBilling(billing),
          idempotencyKey: attempt.current.key,
        }),
      );
      attempt.current.session = created;
      setStarted(true);
      return created;
    } catch (error) {
      showStartFailure(error, retry);
      return null;
    }
  };

  function showStartFailure(error: unknown, retry: () => void) {
    if (isSetupFailure(error)) {
      setSetupError({ message: paymentSetupMessage(error), retry });
      return;
    }
    const apiError = error as ApiError;
    if (apiError.status === 400 && apiError.fields) {
      for (const [key, message] of Object.entries(apiError.fields)) {
        const name = key.replace(/^billing\./, '');
        if (BILLING_FIELD_NAMES.has(name as BillingFieldName)) form.setError(name as BillingFieldName, { message }, { shouldFocus: true });
      }
    }
    if (apiError.status === 401) void queryClient.invalidateQueries({ queryKey: ['me'] });
    // The server saw a different cart than this page: show its answer and read the cart again.
    if (apiError.status === 422) void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    setRefusal(apiError.message || CHECKOUT_MESSAGES.unexpected);
  }

  const onPaid = (orderId: string) => {
    setPaid(true);
    // The server emptied the cart and created (or settled) an order.
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    void refreshOwnedDatasets(queryClient);
    if (recharge) {
      // The lead import page waits for the funds to land (Stripe's webhook may lag), then shows the new balance.
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
      void navigate(`/lead-import?recharged=${encodeURIComponent(orderId)}`, { replace: true });
    } else {
      void navigate(`/order-success?order_id=${encodeURIComponent(orderId)}`, { replace: true });
    }
  };

  const summaryLines: SummaryLine[] =
    mode === 'purchase'
      ? cart.items.map((item) => ({
        id: item.id, title: item.dataset.title, detail: item.dataset.providerName, quantity: item.quantity,
        lineCents: item.priceCents * item.quantity,
      }))
      : (resumedOrder.data?.items ?? []).map((item) => ({
        id: item.id, title: item.title, quantity: item.quantity, lineCents: item.priceCents * item.quantity,
      }));

  const billingFields = <BillingFields idPrefix={formId} register={form.register} errors={form.formState.errors} />;
  const formProps: PaymentFormProps = {
    billingFields, totalCents, disabled: ruleMessage !== null || paid, validateBilling, startPayment, onPaid,
  };

  const paymentPanel = (() => {
    if (config.isPending) return <Spinner label="Loading payment form..." />;
    if (config.isError) return <PaymentErrorBox message={paymentSetupMessage(config.error)} onRetry={() => void config.refetch()} />;
    const { provider, publishableKey } = config.data.payments;
    if (provider === 'stripe' && !publishableKey) return <CheckoutNotice tone="warning" message={STRIPE_DISABLED_MESSAGE} />;
    if (mode === 'resume') {
      if (resumed.isPending) return <Spinner label="Loading payment..." />;
      if (resumed.isError) {
        return isSetupFailure(resumed.error)
          ? <PaymentErrorBox message={paymentSetupMessage(resumed.error)} onRetry={() => void resumed.refetch()} />
          : <CheckoutNotice message={resumed.error.message} />;
      }
    }
    return (
      <div className="space-y-4">
        {setupError && (
          <PaymentErrorBox
            message={setupError.message}
            onRetry={() => {
              setSetupError(null);
              setupError.retry();
            }}
          />
        )}
        {ruleMessage && <CheckoutNotice message={ruleMessage} />}
        {refusal && !ruleMessage && <CheckoutNotice message={refusal} />}
        {provider === 'stripe' && publishableKey ? (
          <Suspense fallback={<Spinner label="Loading payment form..." />}>
            <StripePaymentForm {...formProps} publishableKey={publishableKey} />
          </Suspense>
        ) : (
          <LocalCardForm {...formProps} />
        )}
      </div>
    );
  })();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back
      </Button>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      {recharge && totalCents > 0 && (
        <p className="mt-2 text-slate-600">Add {formatCents(totalCents)} to your lead import balance.</p>
      )}
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="lg:order-1">
          <CheckoutSummary
            lines={summaryLines}
            totalCents={totalCents}
            recharge={recharge}
            loading={mode === 'resume' && !recharge && (resumed.isPending || (resumed.isSuccess && resumedOrder.isPending))}
          />
        </div>
        <section aria-label="Payment" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:order-2">
          {paymentPanel}
        </section>
      </div>
    </div>
  );
}

function EmptyCartRedirect() {
  useEffect(() => {
    toast.warning(CHECKOUT_MESSAGES.cartEmpty, { id: 'checkout-cart-empty' });
  }, []);
  return <Navigate to="/marketplace" replace />;
}
