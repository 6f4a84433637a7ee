// /lead-import/configs ('Manage Settings'): every import configuration with its numbers, and pause or resume in place.
import { countOf } from '../../../common/count';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LeadConfig } from '../../../common/leads';
import { CAMPAIGN_SOURCE_LABELS } from '../../../common/leads';
import { formatCents } from '../../../common/money';
import { toast } from '../../app/toast';
import { usePageTitle } from '../../app/use-page-title';
import { BackLink } from '../../components/ui/back-link';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { ChoosePlatformDialog } from './choose-platform-dialog';
import { ActiveBadge } from './active-badge';
import { useLeadConfigs, useUpdateConfig } from './leads-api';
import { PlatformIcon } from './platform-icon';

export function ConfigsPage() {
  usePageTitle('Import Configurations');
  const configs = useLeadConfigs();
  const [choosing, setChoosing] = useState(false);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <BackLink to="/lead-import">Lead Import</BackLink>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Import Configurations</h1>
          <p className="mt-2 text-slate-600">Each source and campaign, its price per lead, and whether it accepts leads.</p>
        </div>
        <Button onClick={() => setChoosing(true)}><Plus className="h-4 w-4" aria-hidden="true" />New Import</Button>
      </div>
      <div className="mt-6">
        {configs.isPending ? (
          <div className="space-y-3" aria-busy="true" aria-label="Loading configurations">{[0, 1, 2].map((i) => <Skeleton key={i} className="h-20 rounded-xl" />)}</div>
        ) : configs.isError ? (
          <LoadError title="Your configurations could not be loaded." error={configs.error} onRetry={() => void configs.refetch()} />
        ) : configs.data.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <p className="font-medium text-slate-900">No import configurations yet</p>
            <Button className="mt-4" onClick={() => setChoosing(true)}>Get Started</Button>
          </div>
        ) : (
          <ul className="space-y-3">{configs.data.map((config) => <ConfigRow key={config.id} config={config} />)}</ul>
        )}
      </div>
      <ChoosePlatformDialog open={choosing} onOpenChange={setChoosing} />
    </div>
  );
}

function ConfigRow({ config }: { config: LeadConfig }) {
  const update = useUpdateConfig(config.id);
  const toggle = () => update.mutateAsync({ active: !config.active })
    .then(() => toast.success(config.active ? 'Import paused' : 'Import activated'))
    .catch((error: Error) => toast.error('Update Failed', { description: error.message }));
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <Link to={`/lead-import/configs/${config.id}`} className="flex min-w-0 flex-1 items-center gap-3 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500">
        <PlatformIcon source={config.campaignSource} />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-slate-900 hover:underline">{config.campaignName}</span>
          <span className="block text-sm text-slate-500">
            {CAMPAIGN_SOURCE_LABELS[config.campaignSource]} · {formatCents(config.costPerLeadCents)} per lead · {countOf(config.stats.leads, 'lead')} · {formatCents(config.stats.spentCents)} spent
          </span>
        </span>
      </Link>
      <div className="flex items-center gap-3">
        <ActiveBadge active={config.active} />
        <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => void toggle()} aria-label={`${config.active ? 'Pause' : 'Resume'} ${config.campaignName}`}>
          {config.active ? 'Pause' : 'Resume'}
        </Button>
      </div>
    </li>
  );
}
