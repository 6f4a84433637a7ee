// Toasts in SPEC.md's four types. The Toaster itself (top-right, 5000 ms, close button) is mounted in AppProviders.
import { toast as sonner } from 'sonner';

interface ToastOptions {
  description?: string;
  /** Toasts with the same id replace each other instead of stacking. */
  id?: string;
}

export const toast = {
  success: (title: string, options?: ToastOptions) => sonner.success(title, options),
  error: (title: string, options?: ToastOptions) => sonner.error(title, options),
  warning: (title: string, options?: ToastOptions) => sonner.warning(title, options),
  info: (title: string, options?: ToastOptions) => sonner.info(title, options),
};
