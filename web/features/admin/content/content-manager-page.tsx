// /admin/content: the website's editable text, rich text, numbers, links and images. Edits are held in this browser
// until Save Changes publishes them all at once (SPEC.md "Admin content manager", section 4 "Content store"); Preview
// shows every item, edited or not, as visitors will see it.
import { Eye, PencilLine, RefreshCw, Save } from 'lucide-react';
import { countOf } from '../../../../common/count';
import { useMemo, useState } from 'react';
import { CONTENT_MESSAGES, type AdminContentItem } from '../../../../common/admin';
import { toast } from '../../../app/toast';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { AdminPage } from '../ui/admin-page';
import { ListState } from '../../../components/ui/table';
import { ToggleGroup } from '../ui/toggle-group';
import { AddContentDialog } from './add-content-dialog';
import { BulkRemoveDialog } from './bulk-remove-dialog';
import { useAdminContent, useContentPreview, useSaveContent } from './content-api';
import { ContentItemCard, type ContentLayout } from './content-item-card';
import type { PreviewValue } from './content-preview';
import { countContent, INITIAL_VIEW, visibleContent, type ContentView } from './content-list';
import { ContentSidebar } from './content-sidebar';
import { ContentToolbar } from './content-toolbar';
import { PlaceholderNotice } from './placeholder-notice';
import { UnsavedChangesGuard, unsavedLabel } from './unsaved-changes-guard';
import { useContentDrafts } from './use-content-drafts';
import { VersionHistoryDialog } from './version-history-dialog';

type OpenDialog = 'add' | 'refresh' | null;
type Mode = 'edit' | 'preview';
const MODES = [{ value: 'edit', label: 'Edit', icon: PencilLine }, { value: 'preview', label: 'Preview', icon: Eye }] as const;

export function ContentManagerPage() {
  const content = useAdminContent();
  const items = useMemo(() => content.data?.items ?? [], [content.data]);
  const drafts = useContentDrafts(items);
  const save = useSaveContent();
  const [view, setView] = useState<ContentView>(INITIAL_VIEW);
  const [layout, setLayout] = useState<ContentLayout>('list');
  const [mode, setMode] = useState<Mode>('edit');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [historyKey, setHistoryKey] = useState<string | null>(null);
  // The items as they were when Delete / Reset was pressed: the dialog keeps describing them while the list reloads.
  const [removing, setRemoving] = useState<AdminContentItem[]>([]);

  const counts = useMemo(() => countContent(items), [items]);
  const visible = useMemo(() => visibleContent(items, view, drafts.valueOf), [items, view, drafts.valueOf]);
  // Bulk actions apply to what is selected and shown, never to something a filter hides.
  const chosen = visible.filter((item) => selected.has(item.key));
  const { changes } = drafts;
  const filtered = view.section !== null || view.type !== null || view.search !== '';
  const preview = useContentPreview(changes, mode === 'preview');

  /** In Preview: a saved value is shown as stored; an edit as the server would store it, once it has said so. */
  const previewOf = (item: AdminContentItem): PreviewValue | undefined => {
    if (mode === 'edit') return undefined;
    if (!changes.some((c) => c.key === item.key)) return { value: item.value };
    if (preview.isError) return { error: `The preview could not be made: ${preview.error.message}` };
    const shown = preview.data?.items.find((i) => i.key === item.key);
    if (!shown) return null;
    return 'error' in shown ? { error: `Save Changes would refuse this value: ${shown.error}` } : shown;
  };

  const updateView = (patch: Partial<ContentView>) => setView((current) => ({ ...current, ...patch }));
  const select = (keys: string[], on: boolean) => setSelected((current) => {
    const next = new Set(current);
    for (const key of keys) if (on) next.add(key); else next.delete(key);
    return next;
  });

  const saveChanges = async () => {
    const sent = changes;
    try {
      await save.mutateAsync(sent);
      drafts.settle(sent);
      toast.success(CONTENT_MESSAGES.saved);
    } catch (error) {
      toast.error(CONTENT_MESSAGES.saveFailed, { description: (error as Error).message });
    }
  };

  const reload = () => {
    drafts.discard();
    setDialog(null);
    void content.refetch();
  };

  return (
    <AdminPage
      title="Content Manager"
      description="The website's text, images and links. Edits go live for every visitor when you save them."
      back={{ to: '/admin', label: 'Admin' }}
      actions={(
        <div className="flex flex-wrap items-center gap-2">
          <p role="status" className={cn('text-sm', changes.length ? 'font-medium text-amber-700' : 'text-slate-500')}>
            {changes.length ? unsavedLabel(changes.length) : 'No unsaved changes'}
          </p>
          <Button variant="outline" disabled={content.isFetching} onClick={() => (changes.length ? setDialog('refresh') : reload())}>
            <RefreshCw className={cn('h-4 w-4', content.isFetching && 'animate-spin')} aria-hidden="true" /> Refresh
          </Button>
          <Button disabled={changes.length === 0 || save.isPending || content.isPending} onClick={() => void saveChanges()}>
            <Save className="h-4 w-4" aria-hidden="true" /> {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      )}
    >
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[13rem_minmax(0,1fr)]">
        <ContentSidebar counts={counts} view={view} onChange={updateView} />
        <div className="min-w-0 space-y-4">
          <PlaceholderNotice items={items} onShow={(key) => setView({ ...INITIAL_VIEW, search: key })} />
          <ContentToolbar
            view={view}
            onView={updateView}
            layout={layout}
            onLayout={setLayout}
            shown={visible.length}
            selected={chosen.length}
            onSelectAll={(on) => select(visible.map((i) => i.key), on)}
            onRemoveSelected={() => setRemoving(chosen)}
            onAdd={() => setDialog('add')}
          />
          <ListState
            query={content}
            what="content"
            empty={visible.length === 0}
            emptyText={filtered ? 'No content matches these filters' : 'No content yet'}
            onClear={filtered ? () => setView({ ...INITIAL_VIEW, sort: view.sort, order: view.order }) : undefined}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-600">Showing {visible.length} of {countOf(items.length, 'item')}</p>
              <ToggleGroup label="Edit or preview" options={MODES} value={mode} onChange={setMode} />
            </div>
            <div className={cn('mt-3', layout === 'grid' ? 'grid gap-4 sm:grid-cols-2 2xl:grid-cols-3' : 'space-y-3')}>
              {visible.map((item) => (
                <ContentItemCard
                  key={item.key}
                  item={item}
                  value={drafts.valueOf(item)}
                  preview={previewOf(item)}
                  layout={layout}
                  selected={selected.has(item.key)}
                  onSelect={(on) => select([item.key], on)}
                  onChange={(value) => drafts.edit(item.key, value)}
                  onUndo={() => drafts.discard([item.key])}
                  onHistory={() => setHistoryKey(item.key)}
                />
              ))}
            </div>
          </ListState>
        </div>
      </div>

      <AddContentDialog open={dialog === 'add'} onOpenChange={(open) => setDialog(open ? 'add' : null)} keys={items.map((i) => i.key)} sections={counts.sections.map((s) => s.name)} />
      <BulkRemoveDialog
        items={removing}
        open={removing.length > 0}
        onOpenChange={(open) => { if (!open) setRemoving([]); }}
        onDone={(keys) => { drafts.discard(keys); select(keys, false); setRemoving([]); }}
      />
      <ConfirmDialog open={dialog === 'refresh'} onOpenChange={(open) => setDialog(open ? 'refresh' : null)} title="Discard unsaved changes?" confirmLabel="Discard and refresh" onConfirm={reload}>
        <p>Refreshing loads the content as it is saved on the server; your {unsavedLabel(changes.length)} will be lost.</p>
      </ConfirmDialog>
      <VersionHistoryDialog
        item={items.find((i) => i.key === historyKey) ?? null}
        hasUnsavedEdit={changes.some((c) => c.key === historyKey)}
        onClose={() => setHistoryKey(null)}
        onRestored={(key) => { drafts.discard([key]); setHistoryKey(null); }}
      />
      <UnsavedChangesGuard count={changes.length} />
    </AdminPage>
  );
}
