import type { ReactNode } from 'react';
import type { AuthMode } from './auth-modal-context';

/** A link-looking button that switches the modal to another mode. */
export function ModeLink({ to, onSwitch, children }: { to: AuthMode; onSwitch: (mode: AuthMode) => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={() => onSwitch(to)}
      className="font-medium text-primary-600 hover:text-primary-700 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
    >
      {children}
    </button>
  );
}
