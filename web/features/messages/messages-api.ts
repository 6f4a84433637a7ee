// Calls of the contact, support and newsletter forms, and the signed "form shown at" token they all send.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactMessageInput, FormToken, MessageReceived, NewsletterLink, NewsletterLinkReply, NewsletterSignupInput, SupportMessageInput,
} from '../../../common/messages';
import { api } from '../../app/api';

const FORM_TOKEN_KEY = ['forms', 'token'] as const;

/**
 * Fetches the token when the form is shown, so that by the time a person has typed, it is old enough for the server's
 * "not faster than a person" check. It stays valid for a day; an hour-old one is replaced on the next form.
 */
export function useFormToken() {
  const queryClient = useQueryClient();
  useQuery({
    queryKey: FORM_TOKEN_KEY,
    queryFn: ({ signal }) => api<FormToken>('/api/forms/token', { signal }),
    staleTime: 60 * 60 * 1000,
    refetchOnWindowFocus: false,
  });
  /** The token to send now (fetched if the first attempt failed); undefined if the server cannot be reached. */
  return async (): Promise<string | undefined> => {
    try {
      return (await queryClient.ensureQueryData({ queryKey: FORM_TOKEN_KEY, queryFn: () => api<FormToken>('/api/forms/token') })).token;
    } catch {
      return undefined;
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
