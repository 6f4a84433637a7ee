// Newsletter sign-up (double opt-in): the server mails a confirmation link, so the reply only tells the visitor to
// check their inbox; it never says whether the address was already subscribed.
import { useId, useState, type FormEvent, type Ref } from 'react';
import { Mail } from 'lucide-react';
import { newsletterCheckInboxText } from '../../../common/messages';
import { ApiError } from '../../app/api';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { describedBy } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { addPageContentDefaults } from '../content';
import { Honeypot } from './honeypot';
import { subscribeToNewsletter, useFormToken } from './messages-api';

addPageContentDefaults();

export interface NewsletterSignupProps {
  className?: string;
  /** 'dark' when placed on a dark background. */
  tone?: 'light' | 'dark';
  /** Visible label of the e-mail field (also its accessible name). */
  label?: string;
  /** The e-mail field, for a button elsewhere on the page that leads here. */
  emailRef?: Ref<HTMLInputElement>;
}

export function NewsletterSignup({ className, tone = 'light', label = 'Email address', emailRef }: NewsletterSignupProps) {
  const id = useId();
  const sendWithFormToken = useFormToken();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = email.trim();
    if (!value || sending) return;
    setSending(true);
    setResult(null);
    try {
      await sendWithFormToken((formToken) => subscribeToNewsletter({ email: value, website, formToken }));
      setResult({ ok: true, text: newsletterCheckInboxText(value) });
      setEmail('');
    } catch (error) {
      const text = error instanceof ApiError ? (error.fields?.email ?? error.message) : 'Something went wrong. Please try again.';
      setResult({ ok: false, text });
    } finally {
      setSending(false);
    }
  }

  const dark = tone === 'dark';
  return (
    <form onSubmit={submit} noValidate className={cn('relative', className)} aria-label="Newsletter signup">
      <label htmlFor={`${id}-email`} className={cn('mb-1 block text-sm font-medium', dark ? 'text-white' : 'text-slate-700')}>{label}</label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={emailRef}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          placeholder="you@company.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          {...describedBy(`${id}-email`, { hint: result?.text, invalid: result ? !result.ok : false })}
        />
        <Button type="submit" variant={dark ? 'inverse' : 'primary'} disabled={sending} className="shrink-0">
          <Mail className="h-4 w-4" aria-hidden="true" />
          {sending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <Honeypot value={website} onChange={setWebsite} />
      <p
        id={`${id}-email-hint`}
        role={result && !result.ok ? 'alert' : 'status'}
        className={cn('mt-2 text-sm', !result && 'sr-only', result?.ok ? (dark ? 'text-white' : 'text-green-700') : dark ? 'text-red-100' : 'text-red-700')}
      >
        {result?.text}
      </p>
    </form>
  );
}
