// /admin/inbox: what people sent through the contact and support forms, newest first, read and answered by e-mail
// (the reply is kept with the message); and the newsletter's subscribers. Both export as CSV.
import { countOf } from '../../../../common/count';
import { Download, Mail, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { InboxQuery, MessageReply, type InboxMessage, type InboxPage as InboxList } from '../../../../common/admin';
import { api } from '../../../app/api';
import { toast } from '../../../app/toast';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Pager } from '../../../components/ui/pager';
import { SearchInput } from '../../../components/ui/search-input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useAdminGet, useAdminMutation } from '../admin-api';
import { AdminPage } from '../ui/admin-page';
import { describedBy, FormField } from '../../../components/ui/form-field';
import { formatDate, formatDateTime } from '../ui/format';
import { ListState, Table, td, th } from '../../../components/ui/table';
import { Tabs, useTab } from '../../../components/ui/tabs';
import { useListParams } from '../ui/use-list-params';

const TABS = [{ id: 'messages', label: 'Messages' }, { id: 'newsletter', label: 'Newsletter' }] as const;

export function InboxPage() {
  const [tab, setTab] = useTab(TABS);
  return (
    <AdminPage title="Inbox" back={{ to: '/admin', label: 'Admin Dashboard' }} description="Contact and support messages, answered by e-mail, and newsletter sign-ups.">
      <Tabs label="Inbox" tabs={TABS} current={tab} onSelect={setTab}>
        {tab === 'messages' ? <Messages /> : <Newsletter />}
      </Tabs>
    </AdminPage>
  );
}

const useMarkRead = () =>
  useAdminMutation(({ id, read }: { id: string; read: boolean }) => api<InboxMessage>(`/api/admin/messages/${id}`, { method: 'PATCH', body: { read } }));

function Messages() {
  const { query, update, reset, filtered, queryFor } = useListParams(InboxQuery);
  const markRead = useMarkRead();
  const inbox = useAdminGet<InboxList>(`/api/admin/messages?${queryFor()}`, { placeholder: true });
  const [openId, setOpenId] = useState<string | null>(null);
  const open = inbox.data?.items.find((m) => m.id === openId) ?? null;
  const pages = inbox.data ? Math.max(1, Math.ceil(inbox.data.total / inbox.data.pageSize)) : 1;
  const { page: _page, limit: _limit, ...exportFilters } = query;

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchInput id="inbox-search" label="Search messages" placeholder="Name, e-mail or subject" value={query.search ?? ''} onCommit={(search) => update({ search: search || undefined })} />
        <FormField size="sm" id="inbox-channel" label="Form">
          <Select id="inbox-channel" value={query.channel ?? ''} onChange={(e) => update({ channel: (e.target.value || undefined) as typeof query.channel })}>
            <option value="">Contact and support</option><option value="contact">Contact</option><option value="support">Support</option>
          </Select>
        </FormField>
        <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="h-4 w-4 rounded border-slate-300" checked={query.unread === true} onChange={(e) => update({ unread: e.target.checked || undefined })} /> Unread only
        </label>
        <a href={`/api/admin/messages/export.csv?${queryFor(exportFilters)}`} download className={buttonClasses('outline')}><Download className="h-4 w-4" aria-hidden="true" /> Export CSV</a>
      </div>
      {inbox.data && <p className="mt-3 text-sm text-slate-600">{countOf(inbox.data.total, 'message')}, {inbox.data.unread.toLocaleString('en-US')} unread in the inbox.</p>}
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <ListState query={inbox} what="messages" empty={inbox.data?.items.length === 0} emptyText={filtered ? 'No messages match these filters' : 'No messages yet'} onClear={filtered ? reset : undefined}>
          <ul aria-label="Messages, newest first" className={cn('space-y-2', inbox.isPlaceholderData && 'opacity-60')}>
            {inbox.data?.items.map((m) => (
              <li key={m.id}>
                <button type="button" onClick={() => { setOpenId(m.id); if (!m.readAt) markRead.mutate({ id: m.id, read: true }); }} aria-current={m.id === openId ? 'true' : undefined}
                  className={cn('block w-full rounded-xl border p-3 text-left shadow-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
                    m.id === openId ? 'border-primary-300 bg-primary-50' : 'border-slate-200 bg-white hover:bg-slate-50')}>
                  <span className="flex items-center justify-between gap-2">
                    <span className={cn('truncate text-sm', m.readAt ? 'text-slate-700' : 'font-semibold text-slate-900')}>{m.firstName} {m.lastName}</span>
                    <span className="shrink-0 text-xs text-slate-500">{formatDate(m.createdAt)}</span>
                  </span>
                  <span className={cn('block truncate text-sm', m.readAt ? 'text-slate-600' : 'font-medium text-slate-900')}>
                    {!m.readAt && <span className="sr-only">Unread: </span>}{m.subject}
                  </span>
                  <span className="mt-1 flex gap-2 text-xs text-slate-500">
                    <span className="capitalize">{m.channel}</span>{m.repliedAt && <span>· Replied</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Pager page={query.page} pages={pages} label="Message pages" onPage={(page) => update({ page })} />
        </ListState>
        {open ? <MessageView key={open.id} message={open} /> : inbox.data?.items.length ? <p className="hidden rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500 lg:block">Choose a message to read it.</p> : null}
      </div>
    </>
  );
}

function MessageView({ message }: { message: InboxMessage }) {
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string>();
  const markRead = useMarkRead();
  const send = useAdminMutation((body: string) => api<InboxMessage>(`/api/admin/messages/${message.id}/replies`, { method: 'POST', body: { body } }));
  const opened = message.readAt !== null;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = MessageReply.safeParse({ body: reply });
    if (!parsed.success) { setError(parsed.error.issues[0]!.message); return; }
    setError(undefined);
    send.mutate(parsed.data.body, {
      onSuccess: () => { setReply(''); toast.success('Reply sent', { description: `Sent to ${message.email}.` }); },
      onError: (e) => setError(e.message),
    });
  };
  const replyId = `reply-${message.id}`;
  return (
    <article aria-label={`Message from ${message.firstName} ${message.lastName}`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">{message.subject}</h2>
          <p className="text-sm text-slate-600">
            {message.firstName} {message.lastName} &lt;<a className="text-primary-700 hover:underline" href={`mailto:${message.email}`}>{message.email}</a>&gt;
            {message.phone && <> · {message.phone}</>}{message.company && <> · {message.company}</>}
          </p>
          <p className="text-xs text-slate-500"><span className="capitalize">{message.channel}</span> form, {formatDateTime(message.createdAt)}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => markRead.mutate({ id: message.id, read: !opened })} disabled={markRead.isPending}>
          {opened ? <><Mail className="h-4 w-4" aria-hidden="true" /> Mark unread</> : <><MailOpen className="h-4 w-4" aria-hidden="true" /> Mark read</>}
        </Button>
      </header>
      <p className="mt-4 text-sm whitespace-pre-line text-slate-800">{message.message}</p>
      {message.replies.length > 0 && (
        <section className="mt-6 space-y-3">
          <h3 className="text-sm font-semibold text-slate-900">Replies</h3>
          {message.replies.map((r) => (
            <div key={r.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="text-xs text-slate-500">{r.sentBy ?? 'An administrator'}, {formatDateTime(r.createdAt)}</p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{r.body}</p>
            </div>
          ))}
        </section>
      )}
      <form onSubmit={submit} noValidate className="mt-6 space-y-2">
        <FormField size="sm" id={replyId} label={`Reply to ${message.email}`} error={error}>
          <Textarea id={replyId} rows={5} maxLength={5000} value={reply} onChange={(e) => setReply(e.target.value)} {...describedBy(replyId, { error })} />
        </FormField>
        <Button type="submit" disabled={send.isPending}>{send.isPending ? 'Sending...' : 'Send reply'}</Button>
      </form>
    </article>
  );
}

interface Subscriber { id: string; email: string; createdAt: string; confirmedAt: string | null; unsubscribedAt: string | null }

function Newsletter() {
  const subscribers = useAdminGet<Subscriber[]>('/api/admin/newsletter');
  return (
    <>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{subscribers.data ? `${subscribers.data.length.toLocaleString('en-US')} sign-ups${subscribers.data.length >= 5000 ? ' (newest 5,000 shown; the export has them all)' : ''}.` : ''}</p>
        <a href="/api/admin/newsletter/export.csv" download className={buttonClasses('outline')}><Download className="h-4 w-4" aria-hidden="true" /> Export CSV</a>
      </div>
      <div className="mt-4">
        <ListState query={subscribers} what="subscribers" empty={subscribers.data?.length === 0} emptyText="No newsletter sign-ups yet">
          <Table caption="Newsletter subscribers, newest first" head={<><th scope="col" className={th}>E-mail</th><th scope="col" className={th}>Signed up</th><th scope="col" className={th}>Status</th></>}>
            {subscribers.data?.map((s) => (
              <tr key={s.id}>
                <td className={td}>{s.email}</td>
                <td className={`${td} whitespace-nowrap`}>{formatDateTime(s.createdAt)}</td>
                <td className={td}>{s.unsubscribedAt ? `Unsubscribed ${formatDate(s.unsubscribedAt)}` : s.confirmedAt ? 'Confirmed' : 'Awaiting confirmation'}</td>
              </tr>
            ))}
          </Table>
        </ListState>
      </div>
    </>
  );
}
