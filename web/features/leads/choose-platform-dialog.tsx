// 'Choose Platform': where the leads come from. Each choice says plainly how it connects today, and Facebook whether
// this server can receive its leads at all.
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { CAMPAIGN_SOURCE_LABELS, CAMPAIGN_SOURCES, type CampaignSource } from '../../../common/leads';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FACEBOOK_NOT_READY, useFacebookReady } from './facebook-readiness';
import { PlatformIcon } from './platform-icon';

export const PLATFORM_HOW: Record<CampaignSource, string> = {
  facebook: 'Real time: Facebook notifies us of each new lead and we fetch it with your Page token.',
  google: 'Real time: paste our webhook URL and key into your Google Ads lead form.',
  linkedin: 'Through a connector such as Zapier posting to your private ingest URL, or by uploading CSV exports.',
  twitter: 'Through a connector such as Zapier posting to your private ingest URL, or by uploading CSV exports.',
  other: 'Any website, CRM or dialer that can POST JSON to your private ingest URL, or CSV uploads.',
};

export function ChoosePlatformDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const id = useId();
  const facebookReady = useFacebookReady();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="xl">
        <DialogTitle>Choose Platform</DialogTitle>
        <DialogDescription>Where do these leads come from? You can add more sources later.</DialogDescription>
        <ul className="mt-6 space-y-2">
          {CAMPAIGN_SOURCES.map((source) => {
            // Marked, not disabled: an import made now (Page, form, token) starts receiving once the secret is set.
            const notReady = source === 'facebook' && facebookReady === false;
            return (
              <li key={source}>
                <button
                  type="button"
                  onClick={() => { onOpenChange(false); void navigate(`/lead-import/configs/new?platform=${source}`); }}
                  aria-describedby={notReady ? `${id}-facebook` : undefined}
                  className="flex w-full items-start gap-3 rounded-xl border border-slate-200 p-3 text-left transition-colors hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
                >
                  <PlatformIcon source={source} />
                  <span>
                    <span className="flex flex-wrap items-center gap-x-2 font-semibold text-slate-900">
                      {CAMPAIGN_SOURCE_LABELS[source]}
                      {notReady && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">Not set up on this server</span>}
                    </span>
                    <span className="block text-sm text-slate-600">{PLATFORM_HOW[source]}</span>
                    {notReady && <span id={`${id}-facebook`} className="mt-1 block text-sm text-amber-900">{FACEBOOK_NOT_READY}</span>}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
