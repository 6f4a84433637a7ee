// /admin/datasets: the catalog as administrators run it. Overview (totals, categories, providers), All Datasets (the
// searchable list with its actions) and Analytics (the top fives). The tab is kept in the URL, and so is an open Add
// Dataset dialog (?new=1: the dashboard's quick action links to /admin/datasets?tab=all&new=1).
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { AdminPage } from '../ui/admin-page';
import { Tabs, useTab, type TabDef } from '../../../components/ui/tabs';
import { AnalyticsTab } from './analytics-tab';
import { DatasetDialog, type DatasetDialogState } from './dataset-dialog';
import { DatasetsTab } from './datasets-tab';
import { OverviewTab } from './overview-tab';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'all', label: 'All Datasets' },
  { id: 'analytics', label: 'Analytics' },
] as const satisfies readonly TabDef<string>[];

export function DatasetsPage() {
  const [tab, setTab] = useTab(TABS);
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState<DatasetDialogState | null>(null);
  const dialog = shown ?? (params.get('new') === '1' ? { step: 'add' as const } : null);
  const showDialog = (next: DatasetDialogState | null) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next?.step === 'add') updated.set('new', '1'); else updated.delete('new');
      return updated;
    }, { replace: true });
    setShown(next?.step === 'add' ? null : next);
  };

  return (
    <AdminPage
      title="Datasets"
      back={{ to: '/admin', label: 'Admin Dashboard' }}
      description="What the marketplace sells: datasets and their files, categories and providers."
      actions={<Button onClick={() => showDialog({ step: 'add' })}><Plus className="h-4 w-4" aria-hidden="true" /> Add Dataset</Button>}
    >
      <Tabs label="Datasets" tabs={TABS} current={tab} onSelect={setTab}>
        {tab === 'overview' && <OverviewTab />}
        {tab === 'all' && <DatasetsTab onEdit={(dataset) => showDialog({ step: 'edit', dataset })} />}
        {tab === 'analytics' && <AnalyticsTab />}
      </Tabs>
      <DatasetDialog state={dialog} onChange={showDialog} />
    </AdminPage>
  );
}
