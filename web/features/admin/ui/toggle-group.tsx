// A row of buttons of which one is on (List/Grid, Edit/Preview): each says whether it is pressed.
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface ToggleGroupProps<T extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly { value: T; label: string; icon: LucideIcon }[];
  value: T;
  onChange: (value: T) => void;
}

export function ToggleGroup<T extends string>({ label, options, value, onChange }: ToggleGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      {options.map(({ value: option, label: text, icon: Icon }) => (
        <Button key={option} variant={option === value ? 'secondary' : 'ghost'} size="sm" aria-pressed={option === value} onClick={() => onChange(option)}>
          <Icon className="h-4 w-4" aria-hidden="true" /> {text}
        </Button>
      ))}
    </div>
  );
}
