// An image item's editor: the picture, Upload (checked here for type and size, then by its bytes on the server),
// Paste URL, Download and Remove. Whatever is chosen is an edit like any other, published by Save Changes.
import { Download, ImageOff, Link2, Trash2, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTENT_MESSAGES, MAX_CONTENT_IMAGE_BYTES } from '../../../../common/admin';
import { uploadWithProgress } from '../../../app/api';
import { toast } from '../../../app/toast';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Input } from '../../../components/ui/input';
import { CONTENT_IMAGE_UPLOAD } from './content-api';
import { downloadImage } from './download-image';

const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';
const DOWNLOAD_FAILED = 'Error downloading image. Please try again.';

/** SPEC.md section 5: the browser's own check before anything is sent. */
function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return CONTENT_MESSAGES.notImage;
  if (file.size > MAX_CONTENT_IMAGE_BYTES) return CONTENT_MESSAGES.tooLarge;
  return null;
}

interface ImageValueEditorProps {
  itemKey: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function ImageValueEditor({ itemKey, label, value, onChange }: ImageValueEditorProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [pasting, setPasting] = useState(false);

  const upload = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const issue = imageFileProblem(file);
    if (issue) return setProblem(issue);
    const form = new FormData();
    form.append('file', file, file.name);
    setProgress(0);
    try {
      const { url } = await uploadWithProgress<{ url: string }>(CONTENT_IMAGE_UPLOAD, form, setProgress);
      onChange(url);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setProgress(null);
    }
  };

  const applyPasted = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pasted = String(new FormData(event.currentTarget).get('url') ?? '').trim();
    if (pasted) onChange(pasted);
    setPasting(false);
  };

  const download = () => downloadImage(value, itemKey).catch(() => toast.error(DOWNLOAD_FAILED));
  const uploading = progress !== null;

  return (
    <div className="space-y-3">
      <ImageThumb key={value} src={value} alt={`${label} (current image)`} />
      <div className="flex flex-wrap gap-2">
        <label htmlFor={`${id}-file`} className={buttonClasses('outline', 'sm', cn('cursor-pointer has-focus-visible:ring-2 has-focus-visible:ring-primary-500', uploading && 'pointer-events-none opacity-60'))}>
          <Upload className="h-4 w-4" aria-hidden="true" /> Upload
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPTED}
            className="sr-only"
            disabled={uploading}
            onChange={(event: ChangeEvent<HTMLInputElement>) => { void upload(event.target.files?.[0]); event.target.value = ''; }}
          />
        </label>
        <Button variant="outline" size="sm" aria-expanded={pasting} onClick={() => setPasting(!pasting)}>
          <Link2 className="h-4 w-4" aria-hidden="true" /> Paste URL
        </Button>
        {value && (
          <>
            <Button variant="outline" size="sm" onClick={() => void download()}><Download className="h-4 w-4" aria-hidden="true" /> Download</Button>
            <Button variant="outline" size="sm" onClick={() => onChange('')}><Trash2 className="h-4 w-4" aria-hidden="true" /> Remove</Button>
          </>
        )}
      </div>
      {uploading && (
        <div role="progressbar" aria-label={`Uploading ${label}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress * 100)} className="h-1.5 overflow-hidden rounded-full bg-slate-200">
          <div className="h-full bg-primary-600 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      {pasting && (
        <form onSubmit={applyPasted} className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={`${id}-url`} className="sr-only">Image address for {label}</label>
          <Input id={`${id}-url`} name="url" type="text" inputMode="url" autoComplete="off" autoFocus placeholder="https://..." />
          <Button type="submit" size="md" variant="secondary">Use image</Button>
        </form>
      )}
      {problem && <p role="alert" className="text-sm text-red-600">{problem}</p>}
    </div>
  );
}

/** The image, or why there is none; keyed by its address so a new one gets a fresh try. */
export function ImageThumb({ src, alt }: { src: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div className="flex h-32 items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500">
        <ImageOff className="h-4 w-4" aria-hidden="true" /> {src ? 'The image could not be shown' : 'No image'}
      </div>
    );
  }
  return <img src={src} alt={alt} onError={() => setBroken(true)} className="h-32 w-full rounded-lg border border-slate-200 bg-slate-50 object-contain" />;
}
