// /legal/data-usage: the terms under which buyers may use the leads and datasets they purchase. Static text.
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { useContent } from '../content';
import { LegalDocument, type LegalSection } from './legal-document';

const LAST_UPDATED = 'November 23, 2026';

export function DataUsagePage() {
  usePageTitle('Data Usage Policy');
  const { t } = useContent();
  const brand = t('brand_name') || 'the Marketplace';
  const email = t('footer_email');
  const phone = t('footer_phone');
  const address = t('footer_address');

  const sections: LegalSection[] = [
    {
      id: 'scope',
      title: '1. Scope of This Policy',
      body: (
        <>
          <p>
            This Data Usage Policy governs how you may use any dataset, lead list or other data file ("Data") you purchase or
            download from {brand}. It forms part of our Terms of Service. By purchasing or downloading Data you agree to this
            policy on behalf of yourself and the organisation you represent ("you" or "Licensee").
          </p>
          <p>
            Many of our datasets contain personal information about consumers who have expressed interest in insurance
            products. Using that information lawfully is your responsibility; this policy sets the minimum standard we expect.
          </p>
        </>
      ),
    },
    {
      id: 'licence',
      title: '2. Licence Grant',
      body: (
        <>
          <p>
            When your order completes, {brand} grants you a limited, non-exclusive, non-transferable, non-sublicensable and
            revocable licence to use the purchased Data for your own internal business purposes, subject to this policy.
          </p>
          <p>
            You do not acquire ownership of the Data. The licence covers your employees and contractors who need the Data to
            perform work for you and who are bound by written confidentiality obligations at least as protective as these. You
            are responsible for their compliance.
          </p>
        </>
      ),
    },
    {
      id: 'permitted-use',
      title: '3. Permitted Use',
      body: (
        <>
          <p>Subject to applicable law and to the consent attached to each record, you may use the Data to:</p>
          <ul>
            <li>market and sell insurance and closely related financial products that you or your agency are licensed to offer;</li>
            <li>contact consumers through the channels for which valid consent exists, in line with section 5;</li>
            <li>analyse markets, segment audiences and measure campaign performance internally;</li>
            <li>import the Data into your CRM, dialer or marketing platforms operated by you or on your behalf.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'prohibited-use',
      title: '4. Prohibited Use and No Resale',
      body: (
        <>
          <p>You must not:</p>
          <ul>
            <li>
              resell, rent, lease, sublicense, publish, share or otherwise make the Data, or any part or derivative of it,
              available to any third party, whether for payment or free of charge;
            </li>
            <li>combine the Data with other data to create a product for resale or to compete with {brand};</li>
            <li>
              use the Data to make decisions about a consumer's eligibility for credit, insurance, employment or housing in a
              way that would make it a "consumer report" under the Fair Credit Reporting Act;
            </li>
            <li>use the Data for unlawful discrimination, harassment, fraud, identity theft or deceptive practices;</li>
            <li>send unsolicited bulk e-mail in breach of CAN-SPAM, or messages that misrepresent who you are;</li>
            <li>attempt to re-identify de-identified records or to circumvent any technical protection on our downloads.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'tcpa',
      title: '5. TCPA and Consent',
      body: (
        <>
          <p>
            You are solely responsible for complying with the Telephone Consumer Protection Act (TCPA), the Telemarketing
            Sales Rule (TSR), CAN-SPAM, and all state telemarketing and "mini-TCPA" laws that apply to your outreach.
          </p>
          <ul>
            <li>
              Do not place calls or send text messages using an automatic telephone dialing system, an artificial or
              prerecorded voice, or AI-generated voice unless the record carries prior express written consent that names you
              or otherwise covers your outreach as required by law.
            </li>
            <li>Respect federal and state calling-hour restrictions and the consumer's local time zone.</li>
            <li>Identify yourself and your company clearly at the start of every contact and provide a working opt-out.</li>
            <li>
              Keep records of the consent information supplied with each record (for example the date, source and consent
              language) for at least five years, and produce them on request.
            </li>
          </ul>
          <p>Where consent information is missing or unclear for a record, do not contact that consumer by phone or text.</p>
        </>
      ),
    },
    {
      id: 'dnc',
      title: '6. Do-Not-Call Scrubbing',
      body: (
        <>
          <p>Before any telephone or text outreach you must scrub the Data against:</p>
          <ul>
            <li>the National Do Not Call Registry, using a copy no older than 31 days;</li>
            <li>every applicable state do-not-call list;</li>
            <li>your own internal do-not-call list and any litigator or known-complainer lists you maintain;</li>
            <li>the FCC Reassigned Numbers Database, where available, to avoid calling numbers that have changed hands.</li>
          </ul>
          <p>
            Honour every opt-out request promptly, and in any case within 10 business days, across all of your campaigns. Our
            own scrubbing, where a listing says it was performed, does not relieve you of these obligations.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: '7. Storage and Security',
      body: (
        <>
          <p>
            You must protect the Data with administrative, technical and physical safeguards appropriate to its sensitivity,
            including at least:
          </p>
          <ul>
            <li>encryption in transit and at rest;</li>
            <li>access limited to named personnel who need it, with unique accounts and multi-factor authentication;</li>
            <li>no storage on personal devices, removable media or unmanaged cloud services;</li>
            <li>logging of access to systems that hold the Data.</li>
          </ul>
          <p>
            If you suspect unauthorised access to, or disclosure of, the Data, notify us within 24 hours at{' '}
            {email ? <a href={`mailto:${email}`}>{email}</a> : 'our support address'}, and cooperate with our investigation and
            any notices required by law.
          </p>
        </>
      ),
    },
    {
      id: 'privacy',
      title: '8. Consumer Privacy Requests',
      body: (
        <p>
          You must honour consumer requests to access, correct, delete or opt out of the sale or sharing of their personal
          information where applicable privacy laws (such as the California Consumer Privacy Act) give them that right. If a
          consumer contacts you about a record that came from {brand}, handle the request and let us know so we can update our
          source data.
        </p>
      ),
    },
    {
      id: 'retention',
      title: '9. Retention and Deletion',
      body: (
        <>
          <p>
            Keep the Data only as long as you need it for the permitted purposes, and in any case no longer than 12 months after
            purchase unless a longer period is required by law or a consumer has become your customer.
          </p>
          <p>
            When that period ends, when your licence ends, or when we ask you to because of a consumer request or a legal
            requirement, securely delete the Data and every copy of it, including backups once they rotate out. We may ask you
            to confirm the deletion in writing.
          </p>
        </>
      ),
    },
    {
      id: 'downloads',
      title: '10. Download Window and Re-downloads',
      body: (
        <>
          <p>
            Download links for a purchase are valid for 30 days from the date the order completes. During that period you can
            download the files again as often as you need, in any of the offered formats (CSV, Excel, JSON or XML), from the{' '}
            <Link to="/downloads">Download Center</Link>.
          </p>
          <p>
            Each link is personal to your account and is issued for a short time: do not share or publish it. After the window
            closes the download is marked as expired; if you still need the files, contact support and we will review the
            request.
          </p>
        </>
      ),
    },
    {
      id: 'disputes',
      title: '11. Data Quality, Disputes and Refunds',
      body: (
        <>
          <p>
            If a file is defective, or records are invalid, duplicated or materially different from the listing, report it
            within 30 days of purchase with the affected records and the reason. After review we will replace the affected
            records, issue a credit or refund the affected portion of the order.
          </p>
          <p>
            Refunds for technical errors on our side are processed within 5 business days of approval. Disputes raised after 30
            days, or concerning Data that was used in breach of this policy, are not eligible.
          </p>
        </>
      ),
    },
    {
      id: 'enforcement',
      title: '12. Audits and Enforcement',
      body: (
        <p>
          We may ask you for reasonable evidence of compliance with this policy, such as consent records and scrubbing logs. If
          we believe the Data is being misused, we may suspend your downloads and account, revoke the licence without refund,
          and require deletion of the Data. You agree to indemnify {brand} against claims, fines and costs arising from your use
          of the Data in breach of this policy or applicable law.
        </p>
      ),
    },
    {
      id: 'changes',
      title: '13. Changes to This Policy',
      body: (
        <p>
          We may update this policy from time to time. The date at the top shows when it last changed. Material changes apply
          to purchases made after the change; we will tell registered customers about them by e-mail.
        </p>
      ),
    },
    {
      id: 'contact',
      title: '14. Contact',
      body: (
        <>
          <p>
            Questions about this policy, consent records or a data request? <Link to="/contact">Contact us</Link>
            {email && (
              <>
                {' '}or write to <a href={`mailto:${email}`}>{email}</a>
              </>
            )}
            .
          </p>
          {(phone || address) && (
            <address className="not-italic">
              {phone && <span className="block">Phone: {phone}</span>}
              {address && <span className="block">{address}</span>}
            </address>
          )}
        </>
      ),
    },
  ];

  return <LegalDocument title="Data Usage Policy" updated={LAST_UPDATED} sections={sections} />;
}
