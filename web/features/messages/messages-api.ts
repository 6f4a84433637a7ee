// Calls of the contact, support and newsletter forms, and the signed "form shown at" token they all send.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactMessageInput, FormToken, MessageReceived, NewsletterLink, NewsletterLinkReply, NewsletterSignupInput, SupportMessageInput,
} from '../../../common/messages';
import { api, ApiError } from '../../app/api';

const FORM_TOKEN_KEY = ['forms', 'token'] as const;
type ReceivedToken = FormToken & { receivedAt: number };
const fetchToken = async (signal?: AbortSignal): Promise<ReceivedToken> =>
  ({ ...(await api<FormToken>('/api/forms/token', { signal })), receivedAt: Date.now() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server refuses a form sent faster than a person could fill it, or with a day-old token: checks for bots that a
 * person must never run into. The token is fetched when the form is shown; sending waits until it is old enough (browser
 * autofill fills a form in a second) and, when the server still finds it too new or expired, tries once more with
 * what it needs. A person then sees only the server's real answer.
 */
export function useFormToken() {
  const queryClient = useQueryClient();
  useQuery({ queryKey: FORM_TOKEN_KEY, queryFn: ({ signal }) => fetchToken(signal), staleTime: 60 * 60 * 1000, refetchOnWindowFocus: false });

  const attempt = async <T,>(send: (formToken: string | undefined) => Promise<T>): Promise<T> => {
    // No token when the server cannot be reached: the send then fails with the real reason.
    const received = await queryClient.ensureQueryData({ queryKey: FORM_TOKEN_KEY, queryFn: () => fetchToken() }).catch(() => undefined);
    if (received) await sleep(received.receivedAt + received.minAgeMs - Date.now());
    return send(received?.token);
  };

  return async function sendWithFormToken<T>(send: (formToken: string | undefined) => Promise<T>): Promise<T> {
    try {
      return await attempt(send);
    } catch (error) {
      if (!(error instanceof ApiError) || (error.code !== 'FORM_TOO_FAST' && error.code !== 'FORM_EXPIRED')) throw error;
      // Expired: a fresh token (and its wait). Too fast by the server's clock: the same token once it is surely old enough.
      if (error.code === 'FORM_EXPIRED') queryClient.removeQueries({ queryKey: FORM_TOKEN_KEY });
      else await sleep(queryClient.getQueryData<ReceivedToken>(FORM_TOKEN_KEY)?.minAgeMs ?? 0);
      return attempt(send);
    }
  };
}

export const sendContactMessage = (body: ContactMessageInput) => api<MessageReceived>('/api/contact', { method: 'POST', body });
export const sendSupportMessage = (body: SupportMessageInput) => api<MessageReceived>('/api/support', { method: 'POST', body });
export const subscribeToNewsletter = (body: NewsletterSignupInput) => api<{ message: string }>('/api/newsletter', { method: 'POST', body });
export const confirmNewsletter = (link: NewsletterLink) =>
  api<NewsletterLinkReply>('/api/newsletter/confirm', { method: 'POST', body: link });
export const unsubscribeNewsletter = (link: NewsletterLink) =>
  api<NewsletterLinkReply>('/api/newsletter/unsubscribe', { method: 'POST', body: link });
