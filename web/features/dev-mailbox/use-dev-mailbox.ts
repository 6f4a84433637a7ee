import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api';

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  kind: string;
  status: string;
  createdAt: string;
}

/** Polls so a just-sent verification or reset e-mail shows up without a reload. */
export function useDevMailbox() {
  return useQuery({
    queryKey: ['dev-mailbox'],
    queryFn: () => api<{ messages: MailboxMessage[] }>('/api/dev/mailbox'),
    refetchInterval: 5000,
  });
}
