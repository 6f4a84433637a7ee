// "Use via API": how to read this dataset's rows from a program, as curl, JavaScript and Python to copy, filtered to
// one state (when the dictionary has a state column) and a few of its columns. The key comes from DATACSV_API_KEY.
import { Code2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { DatasetDetail } from '../../../common/catalog';
import { contactColumns } from '../../../common/contact-columns';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { CodeExamples, rowsExamples } from '../developers';

type Column = NonNullable<DatasetDetail['file']>['columns'][number];

/** The column the API's `state` filter reads, found by the server's own rule. */
export function stateColumn(columns: Column[]): Column | undefined {
  const found = contactColumns(columns.map((c) => c.name), columns).find((c) => c.kind === 'state');
  return found && columns[found.index];
}

/** The example's query: its state column's example code (or CA) and three or four columns, the state's among them. */
export function exampleParams(columns: Column[]): [string, string][] {
  const state = stateColumn(columns);
  const others = columns.filter((c) => c !== state).slice(0, state ? 3 : 4);
  const chosen = columns.filter((c) => c === state || others.includes(c)).map((c) => c.name);
  const params: [string, string][] = [];
  // The API takes two-letter codes: an example like "Texas" (or none) gives way to CA.
  const example = state?.example.trim().toUpperCase() ?? '';
  if (state) params.push(['state', /^[A-Z]{2}$/.test(example) ? example : 'CA']);
  if (chosen.length) params.push(['columns', chosen.join(',')]);
  return params;
}

/** The dialog opens by itself on /dataset/<slug>#use-via-api (the download center's "Use via API" links there). */
export const USE_VIA_API_HASH = '#use-via-api';

export function UseViaApiButton({ dataset }: { dataset: DatasetDetail }) {
  const [open, setOpen] = useState(() => window.location.hash === USE_VIA_API_HASH);
  const columns = dataset.file?.columns ?? [];
  const params = exampleParams(columns);
  const state = params.find(([k]) => k === 'state')?.[1];
  const chosen = params.find(([k]) => k === 'columns')?.[1].split(',') ?? [];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="lg" className="w-full" onClick={() => setOpen(true)}>
        <Code2 className="h-4 w-4" aria-hidden="true" />
        Use via API
      </Button>
      <DialogContent width="3xl">
        <DialogTitle className="pr-8">Use via API</DialogTitle>
        <DialogDescription>
          Read this dataset's rows from your own programs.
          {chosen.length > 0 && <> This example asks for {state ? <>the rows in <strong>{state}</strong>, </> : null}with the columns {chosen.join(', ')}.</>}
          {' '}Set <code className="font-mono text-xs">DATACSV_API_KEY</code> to your key first.
        </DialogDescription>
        <div className="mt-5">
          <CodeExamples label="Example language" examples={rowsExamples({ origin: window.location.origin, datasetId: dataset.id, params })} />
        </div>
        <p className="mt-4 text-sm text-slate-600">
          The rows are readable with an API key of a team that holds this dataset (bought, or taken into a plan), with the{' '}
          <code className="font-mono text-xs">datasets:read</code> scope.{' '}
          <Link to="/account/api-keys" className="font-medium text-primary-700 hover:underline">Create an API key</Link>
          {' · '}
          <Link to="/developers" className="font-medium text-primary-700 hover:underline">Data API documentation</Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
