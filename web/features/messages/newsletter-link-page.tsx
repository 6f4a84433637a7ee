// /newsletter/confirm and /newsletter/unsubscribe: the pages the newsletter mails link to. The link's e-mail and
// signed token are sent on by POST (so a mail scanner fetching the link changes nothing) and the result shown.
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, MailX, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { buttonClasses } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { addPageContentDefaults } from '../content';
import { confirmNewsletter, unsubscribeNewsletter } from './messages-api';

addPageContentDefaults();

export function NewsletterConfirmPage() {
  return <NewsletterLinkPage action="confirm" />;
}

export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage action="unsubscribe" />;
}

function NewsletterLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  usePageTitle(action === 'confirm' ? 'Confirm Subscription' : 'Unsubscribe');
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const { mutate, status, error } = useMutation({
    mutationFn: () => (action === 'confirm' ? confirmNewsletter : unsubscribeNewsletter)({ email, token }),
  });
  const complete = Boolean(email && token);
  useEffect(() => { if (complete) mutate(); }, [complete, mutate]);

  if (complete && (status === 'idle' || status === 'pending')) {
    return <PageSpinner label={action === 'confirm' ? 'Confirming your subscription...' : 'Unsubscribing...'} />;
  }

  const ok = status === 'success';
  const Icon = ok ? (action === 'confirm' ? CheckCircle2 : MailX) : XCircle;
  const title = ok
    ? (action === 'confirm' ? 'Subscription confirmed' : 'You have been unsubscribed')
    : (action === 'confirm' ? 'We could not confirm your subscription' : 'We could not unsubscribe you');
  const text = ok
    ? (action === 'confirm'
      ? `Thank you! ${email} will now receive our newsletter. Every newsletter has a link to unsubscribe.`
      : `${email} will not receive our newsletter any more. You can subscribe again at any time.`)
    : (complete ? (error?.message ?? 'Please try again.') : 'This link is incomplete. Please open the link from the e-mail again.');

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Icon className={ok ? 'h-14 w-14 text-green-600' : 'h-14 w-14 text-red-600'} aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{title}</h1>
      <p role={ok ? 'status' : 'alert'} className="mt-3 text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>Back to Home</Link>
        {!ok && <Link to="/contact" className={buttonClasses('outline')}>Contact Us</Link>}
      </div>
    </div>
  );
}
