// A dollar amount: the kit's Input with a "$" in front (inside a FormField it takes the field's id and ARIA wiring).
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { Input } from './input';

export function MoneyInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-slate-500" aria-hidden="true">$</span>
      <Input className={cn('pl-7', className)} {...props} />
    </div>
  );
}
