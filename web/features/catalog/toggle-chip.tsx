import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn';

interface ToggleChipProps {
  pressed: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A filter option that is on or off, announced with aria-pressed. */
export function ToggleChip({ pressed, onToggle, children }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:ring-offset-1',
        pressed
          ? 'border-primary-600 bg-primary-600 text-white hover:bg-primary-700'
          : 'border-slate-300 bg-white text-slate-700 hover:border-primary-400 hover:text-primary-700',
      )}
    >
      {children}
    </button>
  );
}
