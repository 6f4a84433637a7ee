// A manual credit or debit of a user's balance: an amount in dollars and a reason, checked with the server's rules
// (BalanceAdjustment) and sent as signed cents. The reason is kept in the ledger and the audit log.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ADMIN_USER_MESSAGES, BalanceAdjustment } from '../../../../common/admin';
import { dollarsToCents, formatCents } from '../../../../common/money';
import { ApiError } from '../../../app/api';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { MoneyInput } from '../../../components/ui/money-input';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { useAdjustBalance } from './users-api';

const AMOUNT_MESSAGE = 'Enter an amount in dollars from $0.01 to $1,000,000.00, like 25 or 12.50.';
const REASON_HINT = 'Kept in the ledger and the audit log.';

/** The form's schema; a debit may not take more than the balance holds (the server checks it again). */
const adjustmentForm = (balanceCents: number) => z.object({
  direction: z.enum(['credit', 'debit']),
  amount: z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/, AMOUNT_MESSAGE)
    .transform((dollars) => dollarsToCents(Number(dollars)))
    .refine((cents) => BalanceAdjustment.shape.amountCents.safeParse(cents).success, AMOUNT_MESSAGE),
  reason: BalanceAdjustment.shape.reason,
}).refine((v) => v.direction === 'credit' || v.amount <= balanceCents, { path: ['amount'], message: ADMIN_USER_MESSAGES.overdraw });
type FormInput = z.input<ReturnType<typeof adjustmentForm>>;
type FormOutput = z.output<ReturnType<typeof adjustmentForm>>;

const EMPTY: FormInput = { direction: 'credit', amount: '', reason: '' };

export function BalanceAdjustmentForm({ userId, balanceCents }: { userId: string; balanceCents: number }) {
  const adjust = useAdjustBalance(userId);
  const schema = useMemo(() => adjustmentForm(balanceCents), [balanceCents]);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ direction, amount, reason }) => {
    try {
      await adjust.mutateAsync({ amountCents: direction === 'debit' ? -amount : amount, reason });
      toast.success(`${direction === 'debit' ? 'Debited' : 'Credited'} ${formatCents(amount)}`);
      form.reset(EMPTY);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields ?? {} : {};
      if (fields.amountCents) form.setError('amount', { message: fields.amountCents });
      if (fields.reason) form.setError('reason', { message: fields.reason });
      if (!fields.amountCents && !fields.reason) form.setError('root', { message: error instanceof Error ? error.message : 'The balance could not be adjusted.' });
    }
  });

  const amountError = errors.amount?.message;
  const reasonError = errors.reason?.message;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">Manual adjustment</h3>
      <fieldset>
        <legend className="text-xs font-medium text-slate-600">Credit or debit</legend>
        <div className="mt-1 flex gap-4">
          {(['credit', 'debit'] as const).map((d) => (
            <label key={d} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={d} {...form.register('direction')} className="h-4 w-4 accent-primary-600 focus-visible:ring-2 focus-visible:ring-primary-500" />
              {d === 'credit' ? 'Credit' : 'Debit'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <FormField size="sm" id="adjust-amount" label="Amount" error={amountError}>
          <MoneyInput id="adjust-amount" inputMode="decimal" autoComplete="off" placeholder="25.00" {...describedBy('adjust-amount', { error: amountError })} {...form.register('amount')} />
        </FormField>
        <FormField size="sm" id="adjust-reason" label="Reason" hint={REASON_HINT} error={reasonError}>
          <Input id="adjust-reason" maxLength={500} autoComplete="off" placeholder="e.g. Goodwill credit for ticket 1234" {...describedBy('adjust-reason', { hint: REASON_HINT, error: reasonError })} {...form.register('reason')} />
        </FormField>
      </div>
      {errors.root?.message && <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">{errors.root.message}</p>}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? 'Saving...' : 'Adjust balance'}</Button>
      </div>
    </form>
  );
}
