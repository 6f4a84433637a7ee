// /lead-import/upload: import leads from a CSV file. Choose the import and the file, map the columns (guessed from their
// names), check a preview, upload with a progress bar, and read the report: what was delivered, kept, or refused, by row.
// The counts are the leads' current statuses, read again until nothing can change (waiting leads charged by a recharge).
import { countOf } from '../../../common/count';
import { FileSpreadsheet, UploadCloud } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LEAD_COUNT_LABELS, LEAD_FIELDS, MAX_CSV_BYTES, type CsvImportReport, type CsvMapping } from '../../../common/leads';
import { formatCents } from '../../../common/money';
import { uploadWithProgress } from '../../app/api';
import { toast } from '../../app/toast';
import { usePageTitle } from '../../app/use-page-title';
import { Table } from '../../components/ui/table';
import { BackLink } from '../../components/ui/back-link';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Label } from '../../components/ui/label';
import { formatNumber } from '../catalog';
import { guessMapping, previewCsv, type CsvPreview } from './csv-preview';
import { useImportCounts, useLeadConfigs } from './leads-api';
import { useQueryClient } from '@tanstack/react-query';
import { Select } from '../../components/ui/select';

const UPLOAD_COUNTS = ['delivered', 'pending', 'overCap', 'duplicate', 'test', 'alreadyImported', 'rejected', 'returned'] as const;

type Stage = { step: 'choose' } | { step: 'map'; file: File; preview: CsvPreview } | { step: 'uploading'; file: File; progress: number } | { step: 'done'; report: CsvImportReport };

export function CsvUploadPage() {
  usePageTitle('Upload leads');
  const id = useId();
  const [params] = useSearchParams();
  const configs = useLeadConfigs();
  const active = configs.data?.filter((c) => c.active) ?? [];
  const [configId, setConfigId] = useState(params.get('config') ?? '');
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const [mapping, setMapping] = useState<CsvMapping>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const queryClient = useQueryClient();
  const chosenConfig = active.find((c) => c.id === configId) ?? (active.length === 1 ? active[0] : undefined);

  const choose = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_CSV_BYTES) return setProblem(`The file is larger than ${MAX_CSV_BYTES / 1024 / 1024} MB. Split it and upload the parts.`);
    try {
      const preview = await previewCsv(file);
      setMapping(guessMapping(preview.headers));
      setStage({ step: 'map', file, preview });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const upload = async (file: File) => {
    if (!chosenConfig) return setProblem('Choose the import these leads belong to.');
    setProblem(null);
    setStage({ step: 'uploading', file, progress: 0 });
    const form = new FormData();
    form.append('configId', chosenConfig.id);
    form.append('mapping', JSON.stringify(mapping));
    form.append('file', file, file.name);
    try {
      const report = await uploadWithProgress<CsvImportReport>('/api/leads/import', form, (progress) => setStage({ step: 'uploading', file, progress }));
      setStage({ step: 'done', report });
      void queryClient.invalidateQueries({ queryKey: ['leads'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
      toast.success('Import finished', { description: `${countOf(report.rows, 'row')} read; ${countOf(report.counts.delivered, 'lead')} delivered.` });
    } catch (error) {
      setProblem((error as Error).message);
      setStage({ step: 'choose' });
    }
  };

  const mapped = new Set(Object.values(mapping));
  const contactMapped = mapped.has('email') || mapped.has('phone');

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <BackLink to="/lead-import">Lead Import</BackLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Upload leads from a CSV file</h1>
      <p className="mt-2 text-slate-600">
        Every row goes through the same checks as live leads: cleaned, scored, de-duplicated and charged at the import's price.
        Uploading the same file again charges nothing twice.
      </p>

      {problem && <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">{problem}</p>}

      {stage.step !== 'done' && (
        <div className="mt-6 space-y-2">
          <Label htmlFor={`${id}-config`}>Import</Label>
          <Select id={`${id}-config`} className="sm:max-w-md" value={chosenConfig?.id ?? ''} onChange={(e) => setConfigId(e.target.value)} disabled={stage.step === 'uploading'}>
            <option value="" disabled>{configs.isPending ? 'Loading...' : 'Choose an import'}</option>
            {active.map((c) => <option key={c.id} value={c.id}>{c.campaignName} ({formatCents(c.costPerLeadCents)} per lead)</option>)}
          </Select>
          {configs.data && active.length === 0 && (
            <p className="text-sm text-slate-600">You have no active import yet. <Link to="/lead-import/configs/new?platform=other" className="font-medium text-primary-700 underline">Create one</Link> first.</p>
          )}
        </div>
      )}

      {stage.step === 'choose' && (
        <label
          htmlFor={`${id}-file`}
          onDragOver={(e: DragEvent) => { e.preventDefault(); setDragging(true); }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e: DragEvent) => { e.preventDefault(); setDragging(false); void choose(e.dataTransfer.files[0]); }}
          className={cn('mt-6 flex cursor-pointer flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-6 py-14 text-center transition-colors',
            dragging ? 'border-primary-500 bg-primary-50' : 'border-slate-300 hover:border-primary-400')}
        >
          <UploadCloud className="h-10 w-10 text-primary-600" aria-hidden="true" />
          <span className="font-medium text-slate-900">Choose a CSV file or drop it here</span>
          <span className="text-sm text-slate-600">The first line names the columns. Up to {MAX_CSV_BYTES / 1024 / 1024} MB.</span>
          <input id={`${id}-file`} type="file" accept=".csv,text/csv" className="sr-only" onChange={(e: ChangeEvent<HTMLInputElement>) => { void choose(e.target.files?.[0]); e.target.value = ''; }} />
        </label>
      )}

      {stage.step === 'map' && (
        <section aria-labelledby="mapping-title" className="mt-6 space-y-6">
          <div className="flex items-center gap-2 text-sm text-slate-700">
            <FileSpreadsheet className="h-5 w-5 text-primary-600" aria-hidden="true" />
            <span className="font-medium">{stage.file.name}</span> ({(stage.file.size / 1024 / 1024).toFixed(1)} MB)
            <Button variant="ghost" size="sm" onClick={() => setStage({ step: 'choose' })}>Choose another file</Button>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="mapping-title" className="text-lg font-semibold text-slate-900">Match the columns</h2>
            <p className="mt-1 text-sm text-slate-600">We guessed from the column names. A lead needs an e-mail or a phone number; columns you keep as extra fields are stored with each lead.</p>
            <ul className="mt-4 divide-y divide-slate-100">
              {stage.preview.headers.map((header, column) => (
                <li key={`${header}-${column}`} className="grid grid-cols-1 items-center gap-2 py-3 sm:grid-cols-[1fr_1fr_16rem]">
                  <label htmlFor={`${id}-map-${column}`} className="font-medium text-slate-900">{header || `Column ${column + 1}`}</label>
                  <span className="truncate text-sm text-slate-500">{stage.preview.rows.map((r) => r[column]).filter(Boolean).slice(0, 2).join(', ') || '(empty)'}</span>
                  <Select id={`${id}-map-${column}`} value={mapping[header] ?? 'extra'} onChange={(e) => setMapping((m) => ({ ...m, [header]: e.target.value as CsvMapping[string] }))}>
                    <option value="extra">Keep as an extra field</option>
                    <option value="ignore">Do not import</option>
                    {Object.entries(LEAD_FIELDS).map(([field, label]) => <option key={field} value={field}>{label}</option>)}
                  </Select>
                </li>
              ))}
            </ul>
            {!contactMapped && <p role="alert" className="mt-3 text-sm text-red-700">Match a column to E-mail or Phone: a lead needs one of them.</p>}
          </div>
          <Preview preview={stage.preview} mapping={mapping} />
          <div className="flex justify-end">
            <Button size="lg" disabled={!contactMapped || !chosenConfig} onClick={() => void upload(stage.file)}>
              <UploadCloud className="h-5 w-5" aria-hidden="true" /> Import {stage.file.name}
            </Button>
          </div>
        </section>
      )}

      {stage.step === 'uploading' && (
        <section aria-labelledby="progress-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="progress-title" className="font-semibold text-slate-900">{stage.progress < 1 ? `Uploading ${stage.file.name}` : 'Checking and charging the last rows...'}</h2>
          <div role="progressbar" aria-labelledby="progress-title" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(stage.progress * 100)} className="mt-4 h-3 overflow-hidden rounded-full bg-slate-100">
            <div className={cn('h-full rounded-full bg-primary-600 transition-[width]', stage.progress >= 1 && 'animate-pulse')} style={{ width: `${Math.max(2, stage.progress * 100)}%` }} />
          </div>
          <p className="mt-2 text-sm text-slate-600">{Math.round(stage.progress * 100)}% sent. Rows are checked and charged as they arrive; keep this page open.</p>
        </section>
      )}

      {stage.step === 'done' && <Report report={stage.report} configId={chosenConfig?.id} onAgain={() => setStage({ step: 'choose' })} />}
    </div>
  );
}

function Preview({ preview, mapping }: { preview: CsvPreview; mapping: CsvMapping }) {
  const columns = preview.headers.map((h, i) => ({ h, i, field: mapping[h] })).filter((c) => c.field && c.field !== 'ignore');
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="preview-title" className="text-lg font-semibold text-slate-900">Preview of the first rows</h2>
      <Table labelledBy="preview-title" frame="plain" className="mt-3" tableClassName="min-w-full text-left text-sm" headClassName="text-xs text-slate-500" head={<>
          {columns.map((c) => <th key={c.i} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">{c.field === 'extra' ? c.h : LEAD_FIELDS[c.field as keyof typeof LEAD_FIELDS]}</th>)}
        </>}>
        {preview.rows.map((row, r) => (
          <tr key={r}>{columns.map((c) => <td key={c.i} className="max-w-48 truncate px-3 py-2 text-slate-800">{row[c.i]}</td>)}</tr>
        ))}
      </Table>
    </section>
  );
}

function Report({ report, configId, onAgain }: { report: CsvImportReport; configId?: string; onAgain: () => void }) {
  const counts = useImportCounts(report.importId).data;
  // A return comes days later; its tile shows only once there is one.
  const shown = UPLOAD_COUNTS.filter((key) => key !== 'returned' || (counts?.returned ?? 0) > 0);
  return (
    <section aria-labelledby="report-title" className="mt-6 space-y-6">
      <div className="rounded-2xl border border-green-200 bg-green-50 p-5">
        <h2 id="report-title" className="text-lg font-semibold text-green-900">Import finished: {report.fileName}</h2>
        <p className="mt-1 text-sm text-green-800">
          {formatNumber(report.rows)} rows read in {(report.durationMs / 1000).toFixed(1)} s; {formatCents(counts?.chargedCents ?? report.chargedCents)} charged to your balance.
        </p>
        {counts && !counts.settled && <p className="mt-1 text-sm text-green-800">Leads waiting for funds are delivered as soon as your balance covers them; these counts follow.</p>}
      </div>
      {counts && counts.overCap > 0 && (
        <p role="status" className="rounded-xl border border-orange-200 bg-orange-50 p-4 text-sm text-orange-900">
          <span className="font-semibold">A spend cap held {countOf(counts.overCap, 'lead')}</span>: not charged, and delivered oldest first
          when the cap allows (a new day or month, or a raised cap).{' '}
          <Link to="/account/billing#spend-caps" className="font-medium underline">Account spend caps</Link>
          {configId && <>{' · '}<Link to={`/lead-import/configs/${configId}`} className="font-medium underline">This import&apos;s caps</Link></>}
        </p>
      )}
      <dl aria-live="polite" aria-busy={!counts} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {shown.map((key) => (
          <div key={key} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
            <dt className="text-xs text-slate-500">{LEAD_COUNT_LABELS[key]}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{counts ? formatNumber(counts[key]) : '…'}</dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 && (
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="font-semibold text-slate-900">Rows that were refused</h3>
          <Table label="Rows that were refused" frame="plain" className="mt-3" tableClassName="min-w-full text-left text-sm" headClassName="text-xs text-slate-500" head={<>
              <th scope="col" className="px-3 py-2">Line</th><th scope="col" className="px-3 py-2">Why</th>
            </>}>
            {report.errors.map((e) => <tr key={e.row}><td className="px-3 py-2 tabular-nums">{e.row}</td><td className="px-3 py-2 text-slate-700">{e.messages.join(' ')}</td></tr>)}
          </Table>
          {report.errorsTruncated && <p className="mt-2 text-xs text-slate-500">Only the first {report.errors.length} refused rows are listed.</p>}
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Link to={configId ? `/lead-import/leads?configId=${configId}` : '/lead-import/leads'} className={buttonClasses('primary')}>View the leads</Link>
        <Button variant="outline" onClick={onAgain}>Upload another file</Button>
      </div>
    </section>
  );
}
