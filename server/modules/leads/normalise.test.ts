// Normalisation and scoring: the same lead, however a source names and formats its fields, comes out the same.
import { describe, expect, it } from 'vitest';
import { safeCell } from '../../lib/csv-export';
import { normaliseLead } from './normalise';
import { scoreLead } from './quality';

describe('normaliseLead', () => {
  it('maps aliases, trims names, lower-cases e-mail, formats phone as E.164 and state and ZIP as USPS codes', () => {
    const lead = normaliseLead({
      firstName: '  Ann\u0000  ', 'Last Name': ' Lee ', Email: ' ANN.Lee@Example.COM ', phone_number: '(512) 867-5309',
      region: 'texas', postal_code: '2134', lead_id: 'zap-17', 'Favourite colour': 'teal',
    });
    expect(lead.data).toMatchObject({ first_name: 'Ann', last_name: 'Lee', email: 'ann.lee@example.com', phone: '+15128675309', state: 'TX', zip: '02134', 'Favourite colour': 'teal' });
    expect(lead).toMatchObject({ email: 'ann.lee@example.com', phone: '+15128675309', sourceLeadId: 'zap-17', invalid: {}, isTest: false });
  });

  it('splits a full name and keeps what it cannot use, marked invalid', () => {
    const lead = normaliseLead({ full_name: 'Mary Ann Smith', email: 'not an email', phone: '12', state: 'Narnia', zip: 'ABCDE' });
    expect(lead.data).toMatchObject({ first_name: 'Mary', last_name: 'Ann Smith', email: 'not an email', state: 'Narnia' });
    expect(lead.email).toBeNull();
    expect(lead.phone).toBeNull();
    expect(lead.invalid).toEqual({ email: 'not an email', phone: '12', state: 'Narnia', zip: 'ABCDE' });
  });

  it('reads consent proof from flat fields or a nested consent object', () => {
    const flat = normaliseLead({ email: 'a@b.co', tcpa_text: 'I agree to be called', consent_timestamp: '1700000000', ip_address: '203.0.113.9', xxTrustedFormCertUrl: 'https://cert.trustedform.com/abc' });
    expect(flat.consent).toEqual({ text: 'I agree to be called', timestamp: '2023-11-14T22:13:20.000Z', ip: '203.0.113.9', trustedFormCertUrl: 'https://cert.trustedform.com/abc' });
    const nested = normaliseLead({ email: 'a@b.co', consent: { text: 'Yes', page_url: 'https://quotes.example/auto', user_agent: 'Mozilla', jornaya_leadid: 'ABC-123' } });
    expect(nested.consent).toEqual({ text: 'Yes', pageUrl: 'https://quotes.example/auto', userAgent: 'Mozilla', jornayaLeadId: 'ABC-123' });
  });

  it('recognises platform test submissions', () => {
    expect(normaliseLead({ email: '<test lead: dummy data for email>' }).isTest).toBe(true);
  });
});

describe('scoreLead', () => {
  const score = (raw: Record<string, unknown>) => scoreLead(normaliseLead(raw));

  it('gives a complete, consented lead full marks and says why', () => {
    const { score: s, reasons } = score({
      first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', phone: '512-867-5309', address: '1 Main St', state: 'TX', zip: '78701',
      trustedform_cert_url: 'https://cert.trustedform.com/2f4a9c1e7b3d5f60812a4c6e8b0d2f4a6c8e0b1d',
    });
    expect(s).toBe(100);
    expect(reasons.map((r) => r.code)).toEqual(['email_valid', 'phone_valid', 'phone_mobile_capable', 'name_full', 'consent_certified', 'address']);
  });

  it('marks down disposable e-mail (no points), toll-free numbers, made-up names and missing consent', () => {
    const { score: s, reasons } = score({ first_name: 'Test', last_name: 'Test', email: 'x@mailinator.com', phone: '800-555-1212' });
    expect(reasons.map((r) => r.code)).toEqual(['email_disposable', 'phone_non_personal', 'name_suspicious', 'consent_missing', 'address_missing']);
    expect(reasons.find((r) => r.code === 'email_disposable')!.points).toBe(0);
    expect(s).toBe(5);
  });

  it('calls a name of one repeated letter made up', () => {
    expect(score({ first_name: 'Zzzz', email: 'zz@example.com' }).reasons.map((r) => r.code)).toContain('name_suspicious');
    expect(score({ first_name: 'Anna', email: 'anna@example.com' }).reasons.map((r) => r.code)).not.toContain('name_suspicious');
  });

  it('gives consent points only for proof a buyer can check', () => {
    const consent = (extra: Record<string, unknown>) => score({ email: 'ann@example.com', ...extra }).reasons.find((r) => r.code.startsWith('consent_'))!.code;
    expect(consent({ consent_text: 'Yes', consent_timestamp: '2026-11-20T10:00:00Z' })).toBe('consent_recorded');
    expect(consent({ consent_text: 'Yes', consent_timestamp: 'not a date' })).toBe('consent_partial');
    expect(consent({ consent_text: 'Yes', consent_timestamp: new Date(Date.now() + 86_400_000).toISOString() })).toBe('consent_partial');
    expect(consent({ trustedform_cert_url: 'https://cert.trustedform.com/abc' })).toBe('consent_partial');
    expect(consent({ trustedform_cert_url: 'https://cert.trustedform.com/2f4a9c1e7b3d5f60812a4c6e8b0d2f4a6c8e0b1d' })).toBe('consent_certified');
    expect(consent({ jornaya_leadid: 'JOR-123' })).toBe('consent_partial');
    expect(consent({ jornaya_leadid: '7A9C2E4B-1D3F-4A5B-8C6D-0E1F2A3B4C5D' })).toBe('consent_certified');
  });

  it('scores within 0-100 for any input', () => {
    for (const raw of [{}, { email: 'a@b.co' }, { phone: '+44 7911 123456', name: 'Zoë Ångström' }]) {
      const { score: s } = score(raw);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(100);
    }
  });
});

describe('CSV cells', () => {
  it('neutralises formulas but leaves numbers and phone numbers alone', () => {
    expect(safeCell('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(safeCell('+SUM(A1:A2)')).toBe('\'+SUM(A1:A2)');
    expect(safeCell('@cmd')).toBe('\'@cmd');
    expect(safeCell('+15128675309')).toBe('+15128675309');
    expect(safeCell('-12.50')).toBe('-12.50');
    expect(safeCell(-12.5)).toBe(-12.5);
  });
});
