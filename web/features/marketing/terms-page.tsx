// /terms: the terms of service: accounts, billing by card, prepaid balance and per-lead charges, refunds,
// acceptable use, TCPA and data protection, and termination.
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { addPageContentDefaults, useContent } from '../content';
import { ContactBlock, LegalDocument, type LegalSection } from '../legal';

addPageContentDefaults();

export function TermsPage() {
  const { t } = useContent();
  const title = t('legal_terms_title');
  usePageTitle(title);
  const brand = t('brand_name');
  const email = t('footer_email');
  const sections: LegalSection[] = [
    {
      id: 'acceptance',
      title: '1. Acceptance of These Terms',
      body: (
        <p>
          By creating an account or buying from {brand} you agree to these terms, our <Link to="/privacy">Privacy Policy</Link>{' '}
          and the <Link to="/legal/data-usage">Data Usage Policy</Link>. If you accept on behalf of a business, you confirm you
          may bind it.
        </p>
      ),
    },
    {
      id: 'eligibility',
      title: '2. Eligibility and Accounts',
      body: (
        <ul>
          <li>You must be at least 18 years old and use the marketplace for business purposes.</li>
          <li>Keep your password confidential; you are responsible for activity under your account.</li>
          <li>Give accurate account and billing information and keep it current.</li>
        </ul>
      ),
    },
    {
      id: 'billing',
      title: '3. Billing and Payment',
      body: (
        <>
          <p>
            Prices are shown in US dollars and charged by card at checkout. The amount charged is calculated by our servers
            from the current catalog price; an order is complete once the payment succeeds, and its downloads become available
            at once.
          </p>
          <p>
            Lead import is paid from a <strong>prepaid balance</strong>. You top it up by card (manually or with auto-recharge
            when it falls below the threshold you set). Each lead delivered to you is charged from the balance at the cost per
            lead of its import configuration. A lead is never charged if your balance cannot cover it; it waits until your next
            recharge. Duplicate leads are not charged. Balances are not interest-bearing and are not transferable.
          </p>
        </>
      ),
    },
    {
      id: 'refunds',
      title: '4. Refunds and Disputes',
      body: (
        <ul>
          <li>You may dispute a purchase or a charged lead within <strong>30 days</strong> of the charge, by contacting support with the order number and the affected records.</li>
          <li>Where records are materially not as described (for example invalid contact details or duplicates), we replace them or refund the affected amount.</li>
          <li>If you were charged because of a technical error on our side, we refund the charge to the original card or balance within <strong>5 business days</strong>.</li>
          <li>Refunds of lead charges are credited to your prepaid balance; refunds of card purchases go back to the card used.</li>
          <li>Once a refund is issued for a dataset, its download links stop working.</li>
        </ul>
      ),
    },
    {
      id: 'licence',
      title: '5. Licence to Data',
      body: (
        <p>
          Data you buy is licensed, not sold, for your own internal business use as described in the{' '}
          <Link to="/legal/data-usage">Data Usage Policy</Link>. Download links are valid for 30 days after payment.
        </p>
      ),
    },
    {
      id: 'acceptable-use',
      title: '6. Acceptable Use',
      body: (
        <>
          <p>You must not:</p>
          <ul>
            <li>resell, share or publish purchased data, or use it to build a competing product;</li>
            <li>use data for unlawful discrimination, fraud, harassment or deceptive marketing;</li>
            <li>scrape the site, circumvent download limits or security controls, or interfere with the service;</li>
            <li>upload leads you have no right to share, or leads without the consent they claim.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'tcpa',
      title: '7. TCPA and Data Protection',
      body: (
        <>
          <p>
            You are responsible for complying with the Telephone Consumer Protection Act (TCPA), the Telemarketing Sales Rule,
            CAN-SPAM, the National Do Not Call Registry and state telemarketing and privacy laws when you contact anyone in our
            data. Call or text only where the record carries valid consent for your use, and honour opt-outs promptly.
          </p>
          <p>
            You must protect downloaded data with appropriate security. If you discover a breach of data obtained from us, you
            must notify us at <a href={`mailto:${email}`}>{email}</a> within <strong>24 hours</strong> and cooperate with our
            investigation.
          </p>
        </>
      ),
    },
    {
      id: 'termination',
      title: '8. Suspension and Termination',
      body: (
        <p>
          You may close your account at any time in <Link to="/account/settings">Account Settings</Link>. We may suspend or
          terminate an account that breaches these terms, with notice where the law allows. On termination your licence to use
          purchased data ends for data obtained in breach of these terms; an unused prepaid balance is refunded unless it is
          subject to a dispute or suspected fraud.
        </p>
      ),
    },
    {
      id: 'liability',
      title: '9. Disclaimers and Liability',
      body: (
        <p>
          We check data carefully but provide it "as is", without guarantee of specific results. To the extent permitted by
          law, our total liability for any claim is limited to the amount you paid us in the 12 months before the claim.
        </p>
      ),
    },
    {
      id: 'changes',
      title: '10. Changes and Governing Law',
      body: (
        <p>
          We may update these terms; the date above shows the latest version and material changes are announced by e-mail.
          These terms are governed by the laws of the State of California.
        </p>
      ),
    },
    {
      id: 'contact',
      title: '11. Contact',
      body: <ContactBlock brand={brand} email={email} phone={t('footer_phone')} address={t('footer_address')} />,
    },
  ];
  return <LegalDocument title={title} updated={t('legal_terms_updated')} intro={t('legal_terms_intro')} sections={sections} />;
}
