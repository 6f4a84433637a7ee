// Whether Facebook can deliver leads to this server. Facebook's deliveries are signed with the app's secret, and a
// server without FACEBOOK_APP_SECRET refuses them all: the advertiser is told before making a Facebook import, on the
// platform card and the form, and again on the import itself.
import { AlertTriangle } from 'lucide-react';
import { usePublicConfig } from '../../app/public-config';
import { cn } from '../../components/ui/cn';

export const FACEBOOK_NOT_READY =
  'This server has no FACEBOOK_APP_SECRET yet, so it refuses every lead Facebook delivers: a Facebook import receives no leads until the site\'s operator sets it.';

/** False when the server says Facebook cannot deliver here; undefined until it has answered. */
export const useFacebookReady = (): boolean | undefined => usePublicConfig().data?.facebookLeadAds;

export function FacebookNotReadyNotice({ className }: { className?: string }) {
  return (
    <p role="note" className={cn('flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900', className)}>
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{FACEBOOK_NOT_READY}</span>
    </p>
  );
}
