// Toasts in SPEC.md's four types. The Toaster itself (top-right, 5000 ms, close button) is mounted in AppProviders.
import { toast as sonner } from 'sonner';

interface ToastOptions {
  description?: string;
  /** Toasts with the same id replace each other instead of stacking; by default, the same message is the same toast. */
  id?: string;
}

/** At most this many toasts show at once; older ones wait behind them until they time out. */
export const VISIBLE_TOASTS = 2;

type Kind = 'success' | 'error' | 'warning' | 'info';
const show = (kind: Kind) => (title: string, options: ToastOptions = {}) =>
  sonner[kind](title, { ...options, id: options.id ?? `${kind}:${title}:${options.description ?? ''}` });

export const toast = { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };
