// The editor for one item's value, by its type: text, rich text (its HTML source), number, link or image. The page's
// Preview shows them as visitors will see them.
import type { AdminContentItem } from '../../../../common/admin';
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
      return <Textarea rows={6} className="font-mono text-xs" spellCheck={false} {...common} />;
    case 'number':
      return <Input type="number" step="any" inputMode="decimal" className="sm:max-w-xs" {...common} />;
    case 'link':
      return <Input type="text" inputMode="url" autoComplete="off" spellCheck={false} placeholder="https://... or /pricing" {...common} />;
    default:
      // Chosen by the saved value, so the box does not change under the cursor while typing.
      return item.value.length > LONG_TEXT || item.value.includes('\n') ? <Textarea rows={3} {...common} /> : <Input type="text" {...common} />;
  }
}
