// The messages feature offers other features the newsletter sign-up form.
export { NewsletterSignup } from './newsletter-signup';
