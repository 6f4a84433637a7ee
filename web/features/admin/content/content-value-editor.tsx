// The editor for one item's value, by its type: text, rich text (with a preview), number, link or image.
import { useState } from 'react';
import type { AdminContentItem } from '../../../../common/admin';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ImageValueEditor } from './image-value-editor';
import { Textarea } from '../../../components/ui/textarea';

interface ContentValueEditorProps {
  item: AdminContentItem;
  value: string;
  /** The id of the element naming the item (its heading). */
  labelledBy: string;
  onChange: (value: string) => void;
}

const LONG_TEXT = 80;

export function ContentValueEditor({ item, value, labelledBy, onChange }: ContentValueEditorProps) {
  const common = { 'aria-labelledby': labelledBy, value, onChange: (event: { target: { value: string } }) => onChange(event.target.value) };
  switch (item.type) {
    case 'image':
      return <ImageValueEditor itemKey={item.key} label={item.label} value={value} onChange={onChange} />;
    case 'html':
      return <HtmlValueEditor label={item.label} {...common} />;
    case 'number':
      return <Input type="number" step="any" inputMode="decimal" className="sm:max-w-xs" {...common} />;
    case 'link':
      return <Input type="text" inputMode="url" autoComplete="off" spellCheck={false} placeholder="https://... or /pricing" {...common} />;
    default:
      // Chosen by the saved value, so the box does not change under the cursor while typing.
      return item.value.length > LONG_TEXT || item.value.includes('\n') ? <Textarea rows={3} {...common} /> : <Input type="text" {...common} />;
  }
}

/**
 * Rich text with Edit and Preview. The preview is a sandboxed frame with no script and no loads of its own: an
 * unsaved draft has not been through the server's sanitiser yet, and must not run in the admin's session.
 */
function HtmlValueEditor({ label, value, ...textarea }: { label: string; value: string; 'aria-labelledby': string; onChange: (e: { target: { value: string } }) => void }) {
  const [preview, setPreview] = useState(false);
  return (
    <div className="space-y-2">
      <div role="group" aria-label={`${label}: edit or preview`} className="inline-flex rounded-lg border border-slate-300 p-0.5">
        <Button variant={preview ? 'ghost' : 'secondary'} size="sm" aria-pressed={!preview} onClick={() => setPreview(false)}>Edit</Button>
        <Button variant={preview ? 'secondary' : 'ghost'} size="sm" aria-pressed={preview} onClick={() => setPreview(true)}>Preview</Button>
      </div>
      {preview
        ? <iframe sandbox="" srcDoc={previewDocument(value)} title={`Preview of ${label}`} className="h-48 w-full rounded-lg border border-slate-300 bg-white" />
        : <Textarea rows={6} className="font-mono text-xs" spellCheck={false} value={value} {...textarea} />}
    </div>
  );
}

const previewDocument = (html: string) =>
  '<!doctype html><meta charset="utf-8">'
  + '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'">'
  + '<style>body{margin:12px;font:14px/1.6 system-ui,sans-serif;color:#0f172a}a{color:#4338ca}</style>'
  + html;
