// The developer mailbox: every e-mail the app sent (newest first), so verification and reset links work offline.
// The server answers 404 in production, and the page is then an ordinary 404.
import { ExternalLink, Inbox, RefreshCw } from 'lucide-react';
import { ApiError } from '../../app/api';
import { NotFoundPage } from '../../app/not-found-page';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { PageSpinner } from '../../components/ui/spinner';
import { useDevMailbox, type MailboxMessage } from './use-dev-mailbox';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export function DevMailboxPage() {
  usePageTitle('Developer Mailbox');
  const { data, isPending, isError, error, refetch, isFetching } = useDevMailbox();

  if (isPending) return <PageSpinner label="Loading mailbox..." />;
  if (isError && error instanceof ApiError && error.status === 404) return <NotFoundPage />;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Developer Mailbox</h1>
          <p className="mt-2 text-slate-600">E-mails sent by the app, newest first. Not available in production.</p>
        </div>
        <Button variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw className={cn('h-4 w-4', isFetching && 'animate-spin')} aria-hidden="true" />
          Refresh
        </Button>
      </div>

      {isError ? (
        <p role="alert" className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-6 text-red-700">
          Failed to load the mailbox: {error.message}
        </p>
      ) : data.messages.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white p-12 text-center">
          <Inbox className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <p className="mt-3 font-medium text-slate-900">No messages yet</p>
          <p className="mt-1 text-sm text-slate-500">Sign up or request a password reset to see an e-mail here.</p>
        </div>
      ) : (
        <ul className="mt-8 space-y-4">
          {data.messages.map((message) => (
            <MailboxEntry key={message.id} message={message} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MailboxEntry({ message }: { message: MailboxMessage }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-slate-900">{message.subject}</h2>
          <p className="text-sm break-all text-slate-600">To: {message.to}</p>
        </div>
        <div className="flex gap-2 text-xs">
          <span className="rounded-full bg-primary-50 px-2.5 py-1 font-medium text-primary-700">{message.kind}</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-700">{message.status}</span>
        </div>
      </div>
      <p className="mt-1 text-xs text-slate-500">
        <time dateTime={message.createdAt}>{timeFormat.format(new Date(message.createdAt))}</time>
      </p>
      <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap text-slate-700">
        {message.text}
      </pre>
      {message.link && (
        <a
          href={message.link}
          className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium break-all text-primary-600 hover:text-primary-700 hover:underline"
        >
          <ExternalLink className="h-4 w-4 shrink-0" aria-hidden="true" />
          {message.link}
        </a>
      )}
    </li>
  );
}
