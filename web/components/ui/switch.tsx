// An on/off switch on Radix (role=switch, aria-checked; a button, so Space toggles it). Label it with a <label htmlFor>
// or aria-label; inside a FormField it takes the field's id and ARIA wiring.
import * as RadixSwitch from '@radix-ui/react-switch';
import type { ComponentProps } from 'react';
import { cn } from './cn';
import { useFormControl } from './form-field';

export function Switch({ className, ...props }: ComponentProps<typeof RadixSwitch.Root>) {
  const control = useFormControl();
  return (
    <RadixSwitch.Root {...control} {...props} className={cn(
      'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-primary-600',
      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
      className,
    )}>
      <RadixSwitch.Thumb className="inline-block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
    </RadixSwitch.Root>
  );
}
