// Contact, support and newsletter forms: one contract for the web forms, the server routes and the OpenAPI entries.
import { z } from 'zod';

export const CONTACT_SUBJECTS = ['general', 'leads', 'pricing', 'technical', 'partnership', 'compliance'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General Inquiry',
  leads: 'Lead Generation Services',
  pricing: 'Pricing & Plans',
  technical: 'Technical Support',
  partnership: 'Partnership Opportunities',
  compliance: 'Compliance & Legal',
};

export const SUPPORT_SUBJECTS = ['General Inquiry', 'Technical Support', 'Billing Question', 'Data Request', 'Partnership Opportunity'] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

export const MESSAGE_LIMITS = { name: 100, email: 254, phone: 40, company: 200, message: 5000 } as const;

/** Anti-bot fields every public form sends: a honeypot left empty by people, and the signed token of when the form was shown. */
export const BotCheck = z.object({
  /** Hidden from people; a bot that fills every input fills this one. */
  website: z.string().max(500).optional(),
  formToken: z.string().max(200).optional(),
});

const required = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optional = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional()
    .transform((v) => (v ? v : undefined));
const email = z.string({ error: 'Email is required' }).trim().min(1, 'Email is required')
  .max(MESSAGE_LIMITS.email, 'Please enter a valid email address.')
  .pipe(z.email('Please enter a valid email address.')).transform((v) => v.toLowerCase());

const person = {
  firstName: required('First name', MESSAGE_LIMITS.name),
  lastName: required('Last name', MESSAGE_LIMITS.name),
  email,
  message: required('Message', MESSAGE_LIMITS.message),
};

export const ContactMessageInput = z.object({
  ...person,
  phone: optional('Phone', MESSAGE_LIMITS.phone),
  company: optional('Company', MESSAGE_LIMITS.company),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject' }),
}).extend(BotCheck.shape);
export type ContactMessageInput = z.input<typeof ContactMessageInput>;

export const SupportMessageInput = z.object({
  ...person,
  subject: z.enum(SUPPORT_SUBJECTS, { error: 'Please choose a subject' }).default('General Inquiry'),
}).extend(BotCheck.shape);
export type SupportMessageInput = z.input<typeof SupportMessageInput>;

export const MessageReceived = z.object({ id: z.string(), message: z.string() });
export type MessageReceived = z.infer<typeof MessageReceived>;

export const FormToken = z.object({
  token: z.string(),
  /** How long after receiving the token a person can send the form at the earliest; the form waits that long before sending. */
  minAgeMs: z.number().int(),
});
export type FormToken = z.infer<typeof FormToken>;

export const NewsletterSignupInput = z.object({ email }).extend(BotCheck.shape);
export type NewsletterSignupInput = z.input<typeof NewsletterSignupInput>;
export const NewsletterSignupReply = z.object({ message: z.string() });

/** Query of the confirm and unsubscribe links mailed to a subscriber. */
export const NewsletterLink = z.object({ email: z.string().max(MESSAGE_LIMITS.email), token: z.string().max(200) });
export type NewsletterLink = z.infer<typeof NewsletterLink>;
export const NewsletterLinkReply = z.object({ email: z.string(), status: z.enum(['confirmed', 'unsubscribed']) });
export type NewsletterLinkReply = z.infer<typeof NewsletterLinkReply>;

/** What the contact page promises on success; the response time is the one editable value (content key contact_response_time). */
export const contactSuccessText = (responseTime: string) => `Thank you for your message! We will get back to you within ${responseTime}.`;
export const CONTACT_FAILURE_TEXT = 'Sorry, there was an error sending your message. Please try again or contact us directly.';
export const newsletterCheckInboxText = (email: string) =>
  `Thank you for subscribing! Please check ${email} and click the link we sent to confirm your subscription.`;
