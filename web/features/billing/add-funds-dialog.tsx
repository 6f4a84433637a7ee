// Add Funds: choose an amount, then pay it at /checkout?type=recharge&amount=N (SPEC.md's recharge checkout).
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MAX_RECHARGE_DOLLARS } from '../../../common/checkout';
import { dollarsToCents, formatCents } from '../../../common/money';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { MoneyInput } from '../../components/ui/money-input';
import { FormField } from '../../components/ui/form-field';

const PRESETS = [100, 250, 500, 1000];

export const rechargePath = (dollars: number) => `/checkout?type=recharge&amount=${dollars}`;

export function AddFundsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [dollars, setDollars] = useState('100');
  const amount = /^\d+$/.test(dollars) ? Number(dollars) : NaN;
  const valid = amount >= 1 && amount <= MAX_RECHARGE_DOLLARS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) void navigate(rechargePath(amount));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Add Funds</DialogTitle>
        <DialogDescription>Leads are charged from this balance as they arrive. Pay by card on the next page.</DialogDescription>
        <form onSubmit={submit} className="mt-6 space-y-5">
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">Amount</legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {PRESETS.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  aria-pressed={amount === preset}
                  onClick={() => setDollars(String(preset))}
                  className={cn(
                    'rounded-lg border px-3 py-2 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
                    amount === preset ? 'border-primary-600 bg-primary-50 text-primary-700' : 'border-slate-300 text-slate-700 hover:bg-slate-50',
                  )}
                >
                  {formatCents(dollarsToCents(preset)).replace('.00', '')}
                </button>
              ))}
            </div>
          </fieldset>
          <FormField id={`${id}-amount`} label="Or another amount (whole dollars)" invalid={!valid}
            hintClassName={cn('text-xs', valid ? 'text-slate-500' : 'text-red-600')}
            hint={valid ? `You will pay ${formatCents(dollarsToCents(amount))}.` : `Enter a whole-dollar amount from $1 to ${formatCents(dollarsToCents(MAX_RECHARGE_DOLLARS))}.`}>
            <MoneyInput
              inputMode="numeric"
              value={dollars}
              onChange={(e) => setDollars(e.target.value.replace(/[^\d]/g, '').slice(0, 6))}
            />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
            <Button type="submit" disabled={!valid}>Continue to payment</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
