// Leads that reach no one: test data and junk typed into a form. Neither is ever charged.
// - Test data (status `test`, kept to show that a connection works): an address at a domain reserved for examples and
//   tests (RFC 2606 and 6761: example.com, .test, .invalid...), the mailbox `test@`, a phone in 555-0100..0199 (the
//   North American range set aside for fiction), a name that is the word "test".
// - Junk (status `failed`, with the reason): a name or mailbox that is a placeholder or a keyboard run (asdf, qwerty,
//   fake, dummy...), a phone whose seven digits are one digit repeated.
// Measured on server/modules/leads/labelled-leads.csv (junk.test.ts): no test or junk lead charged, no real one refused.
import type { NormalisedLead } from './normalise';

/** Domains no one receives mail at: reserved for documentation and tests. */
const RESERVED_DOMAIN = /(^|\.)(example\.(com|net|org)|test\.com)$|\.(test|example|invalid|localhost)$/;
/** +1 NPA 555-01XX: numbers reserved for fiction (films, books, forms' examples). */
const FICTIONAL_PHONE = /^\+1\d{3}55501\d{2}$/;
const TEST_WORD = /^test(ing)?$/i;

/** Placeholders and keyboard runs, as a whole name or mailbox (before the @, dots and digits aside). */
const PLACEHOLDERS = new Set([
  'asdf', 'asdfg', 'asdfgh', 'asdfasdf', 'qwerty', 'qwert', 'qwe', 'zxcv', 'zxcvbn', 'fake', 'fakename', 'fakeemail', 'dummy', 'sample',
  'noname', 'none', 'nobody', 'noemail', 'nomail', 'nope', 'n/a', 'null', 'undefined', 'xxx', 'xyz', 'abc', 'abcd', 'blah', 'foobar', 'lorem', 'ipsum',
]);
/** One letter repeated (aaaa, zzz). */
const REPEATED_LETTER = /^(\p{L})\1+$/u;
/** The subscriber's seven digits are one digit repeated: 512-777-7777. */
const REPEATED_DIGITS = /^\+1\d{3}(\d)\1{6}$/;

export interface JunkVerdict {
  /** Why the lead is test data, or null. */
  test: string | null;
  /** Why the lead is junk: the reasons it is refused with. */
  junk: string[];
}

export function junkVerdict(lead: NormalisedLead): JunkVerdict {
  const [mailbox = '', domain = ''] = lead.email?.split('@') ?? [];
  const first = (lead.data.first_name ?? '').trim();
  const last = (lead.data.last_name ?? '').trim();

  const test = lead.isTest ? 'Sent as a test by its platform'
    : lead.email && RESERVED_DOMAIN.test(domain) ? `E-mail at ${domain}, a domain reserved for examples and tests`
      : lead.email && TEST_WORD.test(mailbox.replace(/[+.].*$/, '')) ? 'E-mail to a test mailbox'
        : lead.phone && FICTIONAL_PHONE.test(lead.phone) ? 'Phone in 555-0100 to 555-0199, numbers reserved for fiction'
          : TEST_WORD.test(first) || TEST_WORD.test(last) ? 'Named "test"'
            : null;

  const junk: string[] = [];
  const name = `${first} ${last}`.trim().toLowerCase();
  const placeholder = (word: string) => PLACEHOLDERS.has(word) || REPEATED_LETTER.test(word);
  if (name && (placeholder(name) || [first, last].some((part) => part && placeholder(part.toLowerCase())))) {
    junk.push(`The name "${`${first} ${last}`.trim()}" is a placeholder, not a person's`);
  }
  const mailboxWord = mailbox.replace(/[.\d_-]+/g, '');
  if (lead.email && !test && mailboxWord && placeholder(mailboxWord)) junk.push(`The e-mail ${lead.email} is a placeholder, not a person's`);
  if (lead.phone && REPEATED_DIGITS.test(lead.phone)) junk.push(`The phone ${lead.phone} repeats one digit`);
  return { test, junk };
}
