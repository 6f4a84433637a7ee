// A dataset's CSV file: what is stored now, and choosing a new one, which uploads at once with a progress bar and
// answers with the server's report (or its reason for refusing the file).
import { countOf } from '../../../../common/count';
import { FileUp } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { MAX_DATASET_FILE_BYTES, type AdminDataset, type DatasetFileReport } from '../../../../common/admin';
import { toast } from '../../../app/toast';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useUploadDatasetFile } from './datasets-api';
import { DataDictionary, FileFacts, FileReport } from './file-report';

// The server's own words for the same refusal.
export const TOO_LARGE = `The file is larger than ${MAX_DATASET_FILE_BYTES / 1024 ** 3} GB.`;

interface DatasetFileSectionProps {
  dataset: AdminDataset;
  onUploaded?: (report: DatasetFileReport) => void;
}

export function DatasetFileSection({ dataset, onUploaded }: DatasetFileSectionProps) {
  const id = useId();
  const [sending, setSending] = useState<{ name: string; progress: number } | null>(null);
  const [report, setReport] = useState<DatasetFileReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadDatasetFile(dataset.id, (progress) => setSending((s) => s && { ...s, progress }));
  const current = dataset.file;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_DATASET_FILE_BYTES) return setProblem(TOO_LARGE);
    setSending({ name: file.name, progress: 0 });
    upload.mutate(file, {
      onSuccess: (answer) => {
        setReport(answer);
        onUploaded?.(answer);
        toast.success('File uploaded', { description: `${countOf(answer.rows, 'record')} in ${file.name}.` });
      },
      onError: (error) => setProblem(error.message),
      onSettled: () => setSending(null),
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 space-y-4 border-t border-slate-200 pt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">Data file</h3>
          <p className="text-sm text-slate-600">
            {report || current ? 'A new CSV replaces the current file at once' : 'No file yet: buyers get this CSV'}; the first line names the columns.
          </p>
        </div>
        <label className={cn(buttonClasses('outline', 'sm'), 'cursor-pointer focus-within:ring-2 focus-within:ring-primary-500 focus-within:ring-offset-2', sending && 'pointer-events-none opacity-60')}>
          <FileUp className="h-4 w-4" aria-hidden="true" />
          {report || current ? 'Replace the CSV file' : 'Choose a CSV file'}
          <input type="file" accept=".csv,text/csv" className="sr-only" disabled={sending !== null} onChange={choose} />
        </label>
      </div>

      {problem && <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">{problem}</p>}

      {sending && (
        <div>
          <p id={`${id}-progress`} className="text-sm text-slate-700">
            {sending.progress < 1 ? `Uploading ${sending.name}: ${Math.round(sending.progress * 100)}%` : `Reading ${sending.name}: counting rows and profiling columns...`}
          </p>
          <div role="progressbar" aria-labelledby={`${id}-progress`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(sending.progress * 100)} className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100">
            <div className={cn('h-full rounded-full bg-primary-600 transition-[width]', sending.progress >= 1 && 'animate-pulse')} style={{ width: `${Math.max(2, sending.progress * 100)}%` }} />
          </div>
        </div>
      )}

      {report ? <FileReport report={report} /> : current && (
        <div className="space-y-4">
          <FileFacts rows={current.rows} bytes={current.bytes} uploadedAt={current.uploadedAt} />
          <DataDictionary columns={current.columns} />
        </div>
      )}
    </section>
  );
}
