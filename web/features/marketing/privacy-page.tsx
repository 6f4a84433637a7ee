// /privacy: what personal information the marketplace collects, why, who receives it and the visitor's rights.
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { addPageContentDefaults, useContent } from '../content';
import { ContactBlock, LegalDocument, type LegalSection } from '../legal';

addPageContentDefaults();

export function PrivacyPage() {
  const { t } = useContent();
  const title = t('legal_privacy_title');
  usePageTitle(title);
  const brand = t('brand_name');
  const email = t('footer_email');
  const sections: LegalSection[] = [
    {
      id: 'collect',
      title: '1. Information We Collect',
      body: (
        <>
          <p>We collect only what we need to run the marketplace:</p>
          <ul>
            <li><strong>Account details:</strong> your name, e-mail address and password (stored only as a salted hash), and optional profile fields such as phone, company, title and address.</li>
            <li><strong>Purchase records:</strong> orders, order items, download history and the billing details you enter at checkout.</li>
            <li><strong>Payment information:</strong> card payments are processed by our payment provider. We never see or store your full card number; we keep only the card brand, last four digits and expiry to show you which card is on file.</li>
            <li><strong>Prepaid balance and leads:</strong> your balance, recharges, per-lead charges and the leads delivered to you through lead import.</li>
            <li><strong>Messages:</strong> what you send us through the contact and support forms, and your newsletter subscription.</li>
            <li><strong>Technical data:</strong> IP address, browser type and session cookies needed to keep you signed in and to protect the service from abuse.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'use',
      title: '2. How We Use It',
      body: (
        <ul>
          <li>to create and secure your account, and to verify your e-mail address;</li>
          <li>to process purchases, charge leads to your prepaid balance, issue refunds and deliver downloads;</li>
          <li>to answer your messages and send service e-mails (receipts, password resets, download links);</li>
          <li>to send the newsletter, only after you confirm your subscription, with an unsubscribe link in every issue;</li>
          <li>to detect fraud, enforce our <Link to="/terms">Terms of Service</Link> and meet legal obligations.</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: '3. Sharing',
      body: (
        <>
          <p>We do not sell your personal information. We share it only with:</p>
          <ul>
            <li>our payment processor, to charge your card;</li>
            <li>hosting, e-mail and storage providers that process data on our behalf under written agreements;</li>
            <li>authorities, when the law requires it.</li>
          </ul>
          <p>Data providers whose datasets you buy do not receive your contact details.</p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: '4. Cookies and Local Storage',
      body: (
        <p>
          We use a session cookie to keep you signed in and local storage in your browser for your guest cart, site content
          cache and whether you have seen the intro. We do not use third-party advertising cookies.
        </p>
      ),
    },
    {
      id: 'security',
      title: '5. Data Protection',
      body: (
        <>
          <p>
            All traffic is encrypted with TLS. Passwords are hashed, access to personal data is limited to staff who need it,
            and every administrative action is recorded in an audit log. Download links are tied to your account and expire
            after 30 days.
          </p>
          <p>
            If we become aware of a breach affecting your personal information we will notify you and the competent
            authorities without undue delay, in line with applicable law.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: '6. Retention',
      body: (
        <p>
          We keep account data while your account is open. Order and payment records are kept as long as tax and accounting
          law requires. When you delete your account, we delete or anonymise your personal information except where we must
          keep it by law.
        </p>
      ),
    },
    {
      id: 'rights',
      title: '7. Your Rights',
      body: (
        <>
          <p>
            You can see and correct your profile in <Link to="/account/settings">Account Settings</Link>, and delete your account
            there. You may also ask us for a copy of your data or object to its use by writing to{' '}
            <a href={`mailto:${email}`}>{email}</a>. California residents have the rights given by the CCPA/CPRA, including the
            right to know, delete and correct; we do not sell or share personal information for cross-context advertising.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: '8. Children',
      body: <p>The marketplace is for businesses and is not directed to anyone under 18. We do not knowingly collect data from minors.</p>,
    },
    {
      id: 'changes',
      title: '9. Changes',
      body: <p>We will post any change to this policy on this page and update the date above. Material changes are announced by e-mail.</p>,
    },
    {
      id: 'contact',
      title: '10. Contact',
      body: <ContactBlock brand={brand} email={email} phone={t('footer_phone')} address={t('footer_address')} />,
    },
  ];
  return <LegalDocument title={title} updated={t('legal_privacy_updated')} intro={t('legal_privacy_intro')} sections={sections} />;
}
