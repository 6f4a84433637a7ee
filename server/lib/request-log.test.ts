import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './request-log';

describe('request log', () => {
  it('never writes a signed link\'s token', () => {
    expect(withoutSecrets('/api/downloads/abc/file?format=csv&token=s3cr3t.sig')).toBe('/api/downloads/abc/file?format=csv&token=[redacted]');
    expect(withoutSecrets('/api/downloads/abc/file?token=s3cr3t&format=csv')).toBe('/api/downloads/abc/file?token=[redacted]&format=csv');
    expect(withoutSecrets('/api/datasets?search=token')).toBe('/api/datasets?search=token');
  });

  it('never writes an ingest URL\'s secret or Facebook\'s verify token', () => {
    expect(withoutSecrets('/api/leads/ingest/li_abcDEF123-_x')).toBe('/api/leads/ingest/[redacted]');
    expect(withoutSecrets('/api/leads/ingest/li_abc?x=1')).toBe('/api/leads/ingest/[redacted]?x=1');
    expect(withoutSecrets('/api/webhooks/facebook?hub.mode=subscribe&hub.verify_token=sekrit&hub.challenge=9'))
      .toBe('/api/webhooks/facebook?hub.mode=subscribe&hub.verify_token=[redacted]&hub.challenge=9');
  });

  it('never writes who an admin looked up, nor an e-mail address in a link', () => {
    expect(withoutSecrets('/api/admin/users?search=jane%40example.com&page=2')).toBe('/api/admin/users?search=[redacted]&page=2');
    expect(withoutSecrets('/api/admin/orders?status=paid&search=Jane%20Doe')).toBe('/api/admin/orders?status=paid&search=[redacted]');
    expect(withoutSecrets('/api/auth/verify-email?email=jane%40example.com&callbackURL=%2F')).toBe('/api/auth/verify-email?email=[redacted]&callbackURL=%2F');
    // A catalog search is about datasets, not people: kept for the operators.
    expect(withoutSecrets('/api/datasets?search=auto+leads')).toBe('/api/datasets?search=auto+leads');
  });
});
