// The contact page's message form and the support page's 'Still Need Help?' form: one form, two channels. Checked
// with the same zod schema the server uses; the server's field errors are shown beside the fields too.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Send } from 'lucide-react';
import {
  CONTACT_FAILURE_TEXT, CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS, ContactMessageInput, contactSuccessText, SUPPORT_SUBJECTS,
  SupportMessageInput, MESSAGE_LIMITS, type ContactSubject,
} from '../../../common/messages';
import { ApiError } from '../../app/api';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Input } from '../../components/ui/input';
import { FormField, type FormControlProps } from '../../components/ui/form-field';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { Honeypot } from './honeypot';
import { sendContactMessage, sendSupportMessage, useFormToken } from './messages-api';

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'subject' | 'message';
type Values = Record<Field, string>;

export interface MessageFormProps {
  channel: 'contact' | 'support';
  /** The reply promise shown after sending when the server's own text is unavailable. */
  responseTime: string;
  /** Contact page: a subject preselected from the link (?subject=leads). */
  initialSubject?: string;
}

const contactSubject = (value?: string): ContactSubject =>
  (CONTACT_SUBJECTS as readonly string[]).includes(value ?? '') ? (value as ContactSubject) : 'general';

export function MessageForm({ channel, responseTime, initialSubject }: MessageFormProps) {
  const id = useId();
  const sendWithFormToken = useFormToken();
  const empty = (): Values => ({
    firstName: '', lastName: '', email: '', phone: '', company: '', message: '',
    subject: channel === 'contact' ? contactSubject(initialSubject) : 'General Inquiry',
  });
  const [values, setValues] = useState<Values>(empty);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  // A later link to another subject (the page stays mounted) preselects it as well.
  const [seenSubject, setSeenSubject] = useState(initialSubject);
  if (seenSubject !== initialSubject) {
    setSeenSubject(initialSubject);
    if (channel === 'contact' && initialSubject) setValues((v) => ({ ...v, subject: contactSubject(initialSubject) }));
  }

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const input = channel === 'contact'
      ? { ...values, subject: values.subject as ContactSubject }
      : { firstName: values.firstName, lastName: values.lastName, email: values.email, subject: values.subject as (typeof SUPPORT_SUBJECTS)[number], message: values.message };
    const parsed = (channel === 'contact' ? ContactMessageInput : SupportMessageInput).safeParse(input);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      setResult(null);
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    setResult(null);
    try {
      const reply = await sendWithFormToken((formToken) => {
        const body = { ...input, website, formToken };
        return channel === 'contact' ? sendContactMessage(body as ContactMessageInput) : sendSupportMessage(body as SupportMessageInput);
      });
      setResult({ ok: true, text: reply.message || contactSuccessText(responseTime) });
      setValues(empty());
      setErrors({});
    } catch (error) {
      const api = error instanceof ApiError ? error : undefined;
      if (api?.fields) setErrors(api.fields);
      // Field errors speak for themselves; a refusal (a rate limit, a bot check that still failed) says only why; the
      // failure text is for failures on our side.
      const refusal = api && api.status >= 400 && api.status < 500;
      setResult({ ok: false, text: refusal ? (api.fields ? 'Please correct the fields marked above.' : api.message) : CONTACT_FAILURE_TEXT });
    } finally {
      setSending(false);
    }
  }

  const field = (name: Field, label: string, control: (props: FieldProps) => ReactNode, required = true) => (
    <FormField id={`${id}-${name}`} error={errors[name]} announce={false} errorClassName="text-sm text-red-700" label={<>
      {label}
      {required ? <span className="text-red-600" aria-hidden="true"> *</span> : <span className="font-normal text-slate-500"> (optional)</span>}
    </>}>
      {(wiring) => control({ ...wiring, name, value: values[name], required, onChange: (e: { target: { value: string } }) => set(name)(e.target.value) })}
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate className="relative space-y-5" aria-label={channel === 'contact' ? 'Contact form' : 'Support request form'}>
      <div className="grid gap-5 sm:grid-cols-2">
        {field('firstName', 'First name', (p) => <Input {...p} autoComplete="given-name" maxLength={MESSAGE_LIMITS.name} />)}
        {field('lastName', 'Last name', (p) => <Input {...p} autoComplete="family-name" maxLength={MESSAGE_LIMITS.name} />)}
      </div>
      {field('email', 'Email', (p) => <Input {...p} type="email" autoComplete="email" maxLength={MESSAGE_LIMITS.email} />)}
      {channel === 'contact' && (
        <div className="grid gap-5 sm:grid-cols-2">
          {field('phone', 'Phone', (p) => <Input {...p} type="tel" autoComplete="tel" maxLength={MESSAGE_LIMITS.phone} />, false)}
          {field('company', 'Company', (p) => <Input {...p} autoComplete="organization" maxLength={MESSAGE_LIMITS.company} />, false)}
        </div>
      )}
      {field('subject', 'Subject', (p) => (
        <Select {...p}>
          {channel === 'contact'
            ? CONTACT_SUBJECTS.map((s) => <option key={s} value={s}>{CONTACT_SUBJECT_LABELS[s]}</option>)
            : SUPPORT_SUBJECTS.map((s) => <option key={s} value={s}>{s}</option>)}
        </Select>
      ))}
      {field('message', 'Message', (p) => <Textarea {...p} rows={6} maxLength={MESSAGE_LIMITS.message} />)}
      <Honeypot value={website} onChange={setWebsite} />

      <div
        role={result && !result.ok ? 'alert' : 'status'}
        className={cn(result ? 'rounded-lg border p-4 text-sm' : 'sr-only', result?.ok ? 'border-green-200 bg-green-50 text-green-800' : 'border-red-200 bg-red-50 text-red-800')}
      >
        {result && <p>{result.text}</p>}
      </div>

      <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
        <Send className="h-4 w-4" aria-hidden="true" />
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}

interface FieldProps extends FormControlProps {
  name: string;
  value: string;
  required: boolean;
  onChange: (e: { target: { value: string } }) => void;
}
