// /lead-delivery/confirm?token=...: the page the e-mail sent to a lead address links to. Its holder (who needs no
// account) agrees here, by pressing the button, to receive an advertiser's leads: a link scanner that only opens the
// page confirms nothing.
import { MailCheck, XCircle } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { EmailConfirmed } from '../../../common/lead-delivery';
import { api } from '../../app/api';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/button';

export function ConfirmLeadEmailPage() {
  usePageTitle('Confirm lead e-mails');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({ mutationFn: () => api<EmailConfirmed>('/api/lead-delivery/confirm-email', { method: 'POST', body: { token } }) });

  if (!token || confirm.isError) {
    return (
      <Notice icon={<XCircle className="h-14 w-14 text-red-600" aria-hidden="true" />} title="This link cannot be used">
        {token ? confirm.error!.message : 'This link is incomplete. Please open the link from the e-mail again.'}
      </Notice>
    );
  }
  if (confirm.data) {
    return (
      <Notice icon={<MailCheck className="h-14 w-14 text-green-600" aria-hidden="true" />} title="Address confirmed">
        <strong>{confirm.data.email}</strong> now receives an e-mail for each lead of the import "{confirm.data.importName}".
      </Notice>
    );
  }
  return (
    <Notice icon={<MailCheck className="h-14 w-14 text-primary-600" aria-hidden="true" />} title="Receive leads at this address?">
      A DataCSV advertiser asked to send this address one e-mail per lead, with each person's name, e-mail and phone.
      Confirm only if you expect them; otherwise close this page and nothing is sent.
      <span className="mt-8 block">
        <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>{confirm.isPending ? 'Confirming...' : 'Confirm this address'}</Button>
      </span>
    </Notice>
  );
}

function Notice({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {icon}
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">{children}</p>
    </div>
  );
}
