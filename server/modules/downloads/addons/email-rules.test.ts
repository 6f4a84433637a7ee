import { describe, expect, it } from 'vitest';
import { checkEmail } from './email-rules';

const reason = (v: string) => checkEmail(v).reason;

describe('checkEmail', () => {
  it('accepts ordinary addresses: dots, plus tags, hyphens, subdomains, any case', () => {
    for (const v of ['jane.doe@example.com', 'jane+leads@gmail.com', 'o\'brien@mail.example.co.uk', 'J.DOE@Example.ORG',
      'a@b-c.io', 'first_last-1@sub.domain.travel', ' jane@example.com ']) {
      expect(checkEmail(v), v).toEqual({ valid: true, reason: null });
    }
  });

  it('refuses a missing @, bad dots and bad characters in the local part', () => {
    expect(reason('jane.example.com')).toBe('missing @');
    expect(reason('.jane@example.com')).toBe('invalid local part');
    expect(reason('jane.@example.com')).toBe('invalid local part');
    expect(reason('ja..ne@example.com')).toBe('invalid local part');
    expect(reason('ja ne@example.com')).toBe('invalid local part');
    expect(reason('jane@doe@example.com')).toBe('invalid local part');
    expect(reason('@example.com')).toBe('invalid local part');
    expect(reason(`${'a'.repeat(65)}@example.com`)).toBe('invalid local part');
  });

  it('refuses domains without a dot, with bad labels or a TLD that is not letters', () => {
    expect(reason('jane@localhost')).toBe('invalid domain');
    expect(reason('jane@-example.com')).toBe('invalid domain');
    expect(reason('jane@example-.com')).toBe('invalid domain');
    expect(reason('jane@example..com')).toBe('invalid domain');
    expect(reason('jane@example.c')).toBe('invalid domain');
    expect(reason('jane@example.123')).toBe('invalid domain');
    expect(reason('jane@[192.168.0.1]')).toBe('invalid domain');
    expect(reason('jane@exämple.com')).toBe('invalid domain');
    expect(reason(`jane@${'a'.repeat(250)}.com`)).toBe('too long');
  });

  it('flags disposable domains and their subdomains, not the big free providers', () => {
    expect(reason('x@mailinator.com')).toBe('disposable domain');
    expect(reason('x@YOPMAIL.com')).toBe('disposable domain');
    expect(reason('x@inbox.mailinator.com')).toBe('disposable domain');
    for (const v of ['x@gmail.com', 'x@outlook.com', 'x@yahoo.com', 'x@icloud.com']) expect(checkEmail(v).valid).toBe(true);
  });
});
