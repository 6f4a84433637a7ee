// /lead-import/configs/new?platform=...: a new import configuration for the chosen source; its setup details follow.
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CAMPAIGN_SOURCE_LABELS, CAMPAIGN_SOURCES, type CampaignSource } from '../../../common/leads';
import { toast } from '../../app/toast';
import { usePageTitle } from '../../app/use-page-title';
import { BackLink } from '../../components/ui/back-link';
import { PLATFORM_HOW } from './choose-platform-dialog';
import { ConfigForm } from './config-form';
import { FacebookNotReadyNotice, useFacebookReady } from './facebook-readiness';
import { useCreateConfig } from './leads-api';
import { PlatformIcon } from './platform-icon';

export function ConfigNewPage() {
  const [params] = useSearchParams();
  const platform = params.get('platform');
  const source = (CAMPAIGN_SOURCES as readonly string[]).includes(platform ?? '') ? platform as CampaignSource : null;
  usePageTitle('New Import');
  const create = useCreateConfig();
  const navigate = useNavigate();
  const facebookReady = useFacebookReady();
  if (!source) return <Navigate to="/lead-import" replace />;

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
      <BackLink to="/lead-import">Lead Import</BackLink>
      <div className="mt-4 flex items-center gap-3">
        <PlatformIcon source={source} />
        <h1 className="text-2xl font-bold text-slate-900">New {CAMPAIGN_SOURCE_LABELS[source]} import</h1>
      </div>
      <p className="mt-2 text-slate-600">{PLATFORM_HOW[source]} After saving you get everything to paste into {source === 'other' ? 'your system' : 'the platform'}.</p>
      {source === 'facebook' && facebookReady === false && <FacebookNotReadyNotice className="mt-4" />}
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <ConfigForm
          source={source}
          submitLabel="Create import"
          onCancel={() => navigate('/lead-import')}
          onSubmit={async (values) => {
            const config = await create.mutateAsync({ ...values, campaignSource: source, active: true });
            toast.success('Import created', { description: `${config.campaignName} is ready. Finish the setup below.` });
            void navigate(`/lead-import/configs/${config.id}`, { replace: true });
          }}
        />
      </div>
    </div>
  );
}
