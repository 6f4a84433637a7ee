// Preview: one item as visitors will get it once saved. Rich text is rendered as the server stores it (sanitised on
// save, or by the preview call for an unsaved edit), images as images, links as links, numbers formatted.
import { AlertTriangle } from 'lucide-react';
import type { AdminContentItem } from '../../../../common/admin';
import { Skeleton } from '../../../components/ui/skeleton';
import { ImageThumb } from './image-value-editor';

/** What to show: the value as it would be stored, why it cannot be shown, or null while it is being prepared. */
export type PreviewValue = { value: string } | { error: string } | null;

// Tailwind's reset leaves rich text unstyled: the elements the server's sanitiser keeps get their look here.
const RICH_TEXT = [
  'space-y-2 text-sm text-slate-800',
  '[&_a]:text-primary-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-medium',
  '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_hr]:border-slate-200',
].join(' ');

export function ContentPreview({ item, shown }: { item: AdminContentItem; shown: PreviewValue }) {
  if (shown === null) return <Skeleton className="h-10 rounded-lg" />;
  if ('error' in shown) {
    return (
      <p role="alert" className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" /> {shown.error}
      </p>
    );
  }
  const { value } = shown;
  if (item.type === 'image') return <ImageThumb key={value} src={value} alt={item.label} />;
  if (value.trim() === '') return <p className="text-sm text-slate-500 italic">Empty: visitors see nothing here.</p>;
  switch (item.type) {
    case 'html':
      // Only ever the server's sanitised output: saved values were sanitised on save, unsaved ones by the preview call.
      return <div className={RICH_TEXT} dangerouslySetInnerHTML={{ __html: value }} />;
    case 'link':
      // A new tab: following the link here would leave the unsaved edits behind.
      return (
        <a href={value} target="_blank" rel="noopener noreferrer" className="text-sm break-all text-primary-700 underline">
          {value}<span className="sr-only"> (opens in a new tab)</span>
        </a>
      );
    case 'number':
      return <p className="text-sm font-medium text-slate-900 tabular-nums">{Number(value).toLocaleString('en-US')}</p>;
    default:
      return <p className="text-sm whitespace-pre-line text-slate-800">{value}</p>;
  }
}
