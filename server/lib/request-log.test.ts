import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './request-log';

describe('request log', () => {
  it('never writes a signed link\'s token', () => {
    expect(withoutSecrets('/api/downloads/abc/file?format=csv&token=s3cr3t.sig')).toBe('/api/downloads/abc/file?format=csv&token=[redacted]');
    expect(withoutSecrets('/api/downloads/abc/file?token=s3cr3t&format=csv')).toBe('/api/downloads/abc/file?token=[redacted]&format=csv');
    expect(withoutSecrets('/api/datasets?search=token')).toBe('/api/datasets?search=token');
  });
});
