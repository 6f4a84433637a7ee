// The account e-mails: verification, e-mail change and password reset (security mails: always sent).
import type { Mailer } from '../../lib/mailer';

interface Recipient { email: string; name: string }

export function accountEmails(mailer: Mailer) {
  return {
    verification: async (user: Recipient, url: string) => {
      await mailer.send({
        to: user.email,
        kind: 'verify-email',
        link: url,
        subject: 'Confirm your DataCSV e-mail address',
        text: `Hi ${user.name},\n\nPlease confirm your e-mail address to finish creating your DataCSV account:\n\n${url}\n\n` +
          'The link is valid for 24 hours. If you did not sign up, you can ignore this message.',
      });
    },
    emailChange: async (user: Recipient, url: string) => {
      await mailer.send({
        to: user.email,
        kind: 'change-email',
        link: url,
        subject: 'Confirm your new DataCSV e-mail address',
        text: `Hi ${user.name},\n\nYou asked to use this address for your DataCSV account. Confirm it here:\n\n${url}\n\n` +
          'Your account keeps its current address until you follow the link, which is valid for 24 hours. ' +
          'If you did not ask for this, you can ignore this message.',
      });
    },
    passwordReset: async (user: Recipient, url: string) => {
      await mailer.send({
        to: user.email,
        kind: 'password-reset',
        link: url,
        subject: 'Reset your DataCSV password',
        text: `Hi ${user.name},\n\nWe received a request to reset your password. Choose a new one here:\n\n${url}\n\n` +
          'The link works once and expires in 1 hour. If you did not ask for this, you can ignore this message.',
      });
    },
  };
}
