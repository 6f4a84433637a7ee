// /lead-import: the advertiser's home. Balance, totals, import configurations, the newest leads and quick actions.
import { countOf } from '../../../common/count';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, DollarSign, FileUp, ListChecks, Plus, RefreshCw, Settings, Sparkles, Users, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QUICK_RECHARGE_DOLLARS } from '../../../common/billing';
import { CAMPAIGN_SOURCE_LABELS } from '../../../common/leads';
import { formatCents } from '../../../common/money';
import { usePageTitle } from '../../app/use-page-title';
import { Button, buttonClasses } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { StatTile } from '../../components/ui/stat-tile';
import { BalanceCard, rechargePath, useBalance } from '../billing';
import { formatNumber } from '../catalog';
import { ActiveBadge } from './active-badge';
import { ChoosePlatformDialog } from './choose-platform-dialog';
import { HeldLeadsBanner } from './held-leads-banner';
import { LeadStatusBadge, QualityScore } from './lead-status';
import { leadKeys, useLeadConfigs, useLeadSummary } from './leads-api';
import { PlatformIcon } from './platform-icon';
import { useRechargeReturn } from './use-recharge-return';

export function LeadImportPage() {
  usePageTitle('Lead Import');
  const [choosing, setChoosing] = useState(false);
  const balance = useBalance();
  const summary = useLeadSummary();
  const configs = useLeadConfigs();
  const queryClient = useQueryClient();
  const recharge = useRechargeReturn();
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    await Promise.all([queryClient.refetchQueries({ queryKey: leadKeys.all }), queryClient.refetchQueries({ queryKey: ['balance'] })]);
    setRefreshing(false);
  };
  const stats = summary.data?.stats;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Lead Import</h1>
          <p className="mt-2 text-slate-600">Bring leads in from your ad platforms and pay only for each good lead, from your prepaid balance.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/lead-import/leads" className={buttonClasses('outline')}>
            <ListChecks className="h-4 w-4" aria-hidden="true" />
            All Leads
          </Link>
          <Button onClick={() => setChoosing(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            New Import
          </Button>
        </div>
      </div>

      {recharge.settling && <Spinner className="mt-6" label="Payment received: adding the funds to your balance..." />}
      <HeldLeadsBanner className="mt-6" />

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-1">
          {balance.isError
            ? <LoadError title="Your balance could not be loaded." error={balance.error} onRetry={() => void balance.refetch()} />
            : <BalanceCard balance={balance.data} />}
        </div>
        <dl className="grid grid-cols-2 gap-3 lg:col-span-2 lg:gap-4">
          <StatTile icon={Users} label="Total Leads" value={stats && formatNumber(stats.totalLeads)} />
          <StatTile icon={DollarSign} label="Total Spent" value={stats && formatCents(stats.totalSpentCents)} tone="bg-green-50 text-green-600" />
          <StatTile icon={BarChart3} label="Avg Quality" value={stats && `${stats.avgQuality.toFixed(1)}%`} tone="bg-amber-50 text-amber-600" />
          <StatTile icon={Settings} label="Active Configs" value={stats && formatNumber(stats.activeConfigs)} tone="bg-violet-50 text-violet-600" />
        </dl>
      </div>
      {summary.isError && <LoadError className="mt-6" title="Your lead totals could not be loaded." error={summary.error} onRetry={() => void summary.refetch()} />}

      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section aria-labelledby="configs-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2">
          <div className="flex items-center justify-between gap-3">
            <h2 id="configs-title" className="text-lg font-semibold text-slate-900">Import Configurations</h2>
            <Button size="sm" variant="secondary" onClick={() => setChoosing(true)}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              New Import
            </Button>
          </div>
          {configs.isPending ? (
            <div className="mt-4 space-y-3" aria-busy="true" aria-label="Loading configurations">
              {[0, 1, 2].map((i) => <Skeleton key={i} className="h-16 rounded-xl" />)}
            </div>
          ) : configs.isError ? (
            <LoadError className="mt-4" title="Your configurations could not be loaded." error={configs.error} onRetry={() => void configs.refetch()} />
          ) : configs.data.length === 0 ? (
            <div className="mt-4 flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
              <Sparkles className="h-10 w-10 text-slate-300" aria-hidden="true" />
              <p className="font-medium text-slate-900">No imports yet</p>
              <p className="max-w-md text-sm text-slate-600">Connect Facebook Lead Ads or Google Ads, post leads from any system to your own URL, or upload a CSV file.</p>
              <Button onClick={() => setChoosing(true)}>Get Started</Button>
            </div>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100">
              {configs.data.map((config) => (
                <li key={config.id}>
                  <Link to={`/lead-import/configs/${config.id}`} className="flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500">
                    <PlatformIcon source={config.campaignSource} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-slate-900">{config.campaignName}</span>
                      <span className="block text-sm text-slate-500">
                        {CAMPAIGN_SOURCE_LABELS[config.campaignSource]} · {formatCents(config.costPerLeadCents)} per lead · {countOf(config.stats.leads, 'lead')}
                      </span>
                    </span>
                    <ActiveBadge active={config.active} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <QuickActions onRefresh={() => void refresh()} refreshing={refreshing} />
      </div>

      <section aria-labelledby="recent-leads-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id="recent-leads-title" className="text-lg font-semibold text-slate-900">Recent Leads</h2>
          <Link to="/lead-import/leads" className="text-sm font-medium text-primary-700 hover:underline">View all leads</Link>
        </div>
        {summary.isPending ? (
          <div className="mt-4 space-y-2" aria-busy="true" aria-label="Loading recent leads">
            {[0, 1, 2, 3, 4].map((i) => <Skeleton key={i} className="h-12 rounded-lg" />)}
          </div>
        ) : summary.data && summary.data.recentLeads.length > 0 ? (
          <ul className="mt-4 divide-y divide-slate-100">
            {summary.data.recentLeads.map((lead) => (
              <li key={lead.id}>
                <Link to={`/lead-import/leads/${lead.id}`} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 rounded-lg px-2 py-3 hover:bg-slate-50 sm:grid-cols-[minmax(0,2fr)_auto_4rem_5rem] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{lead.name || lead.email || lead.phone || 'Unnamed lead'}</span>
                    <span className="block truncate text-sm text-slate-500">{lead.email ?? lead.phone ?? lead.campaignName}</span>
                  </span>
                  <LeadStatusBadge status={lead.status} className="justify-self-end sm:justify-self-start" />
                  <span className="text-sm text-slate-600"><span className="sr-only">Quality </span><QualityScore score={lead.qualityScore} /></span>
                  <span className="text-right text-sm text-slate-700 tabular-nums justify-self-end">
                    <span className="sr-only">Cost </span>{lead.chargedAt ? formatCents(lead.costCents) : '—'}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 px-6 py-8 text-center text-sm text-slate-600">
            No leads yet. They appear here as soon as a source sends one.
          </p>
        )}
      </section>

      <ChoosePlatformDialog open={choosing} onOpenChange={setChoosing} />
    </div>
  );
}

function QuickActions({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const item = 'flex w-full items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-700 transition-colors hover:border-primary-300 hover:bg-primary-50 hover:text-primary-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:opacity-60';
  return (
    <nav aria-labelledby="lead-actions-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="lead-actions-title" className="text-lg font-semibold text-slate-900">Quick Actions</h2>
      <ul className="mt-4 grid gap-2">
        <li>
          <Link to={rechargePath(QUICK_RECHARGE_DOLLARS)} className={item}>
            <Wallet className="h-4 w-4 text-primary-600" aria-hidden="true" />
            Add $100 to Balance
          </Link>
        </li>
        <li>
          <button type="button" onClick={onRefresh} disabled={refreshing} className={item}>
            <RefreshCw className={refreshing ? 'h-4 w-4 animate-spin text-primary-600' : 'h-4 w-4 text-primary-600'} aria-hidden="true" />
            {refreshing ? 'Refreshing...' : 'Refresh Data'}
          </button>
        </li>
        <li>
          <Link to="/lead-import/configs" className={item}>
            <Settings className="h-4 w-4 text-primary-600" aria-hidden="true" />
            Manage Settings
          </Link>
        </li>
        <li>
          <Link to="/lead-import/upload" className={item}>
            <FileUp className="h-4 w-4 text-primary-600" aria-hidden="true" />
            Upload a CSV File
          </Link>
        </li>
      </ul>
    </nav>
  );
}
