import { describe, expect, it } from 'vitest';
import { AREA_CODE_REGION } from './area-codes';
import { checkPhone } from './phone-rules';

const reason = (v: string) => checkPhone(v).reason;

describe('checkPhone (North American Numbering Plan)', () => {
  it('accepts real numbers in any common writing, with or without +1 or 1, and gives E.164 and the state', () => {
    for (const v of ['(212) 736-5000', '212.736.5000', '212-736-5000', '2127365000', '+1 212 736 5000', '1-212-736-5000', '+1 (212) 736-5000']) {
      expect(checkPhone(v)).toEqual({ valid: true, reason: null, e164: '+12127365000', areaCodeState: 'NY', extension: null });
    }
    expect(checkPhone('512-463-4630').areaCodeState).toBe('TX');
    expect(checkPhone('(416) 338-0338').areaCodeState).toBe('ON');
    expect(checkPhone('787 721 7000').areaCodeState).toBe('PR');
    expect(checkPhone('212-736-5000 ext. 12')).toMatchObject({ e164: '+12127365000', extension: '12' });
    expect(checkPhone('(212) 736-5000x4').valid).toBe(true);
  });

  it('takes toll-free numbers as valid, with no state', () => {
    expect(checkPhone('1-800-275-8777')).toMatchObject({ valid: true, e164: '+18002758777', areaCodeState: null });
  });

  it('refuses a wrong length, letters and another country code', () => {
    expect(reason('212-736-500')).toBe('wrong number of digits');
    expect(reason('2-212-736-5000')).toBe('wrong number of digits');
    expect(reason('+44 20 7946 0958')).toBe('wrong number of digits');
    expect(reason('+2127365000')).toBe('wrong number of digits');
    expect(reason('212-SHOP-NOW')).toBe('not a phone number');
    expect(reason('n/a')).toBe('not a phone number');
  });

  it('refuses area codes starting with 0 or 1, N11 codes and codes not in service', () => {
    expect(reason('012-736-5000')).toBe('invalid area code');
    expect(reason('123-736-5000')).toBe('invalid area code');
    expect(reason('911-736-5000')).toBe('invalid area code');
    expect(reason('411-736-5000')).toBe('invalid area code');
    expect(reason('999-736-5000')).toBe('unassigned area code');
    expect(reason('555-736-5000')).toBe('unassigned area code');
    expect(reason('+1 299 736 5000')).toBe('unassigned area code');
  });

  it('refuses exchanges starting with 0 or 1 and N11 exchanges', () => {
    expect(reason('212-036-5000')).toBe('invalid exchange');
    expect(reason('212-136-5000')).toBe('invalid exchange');
    expect(reason('212-911-5000')).toBe('invalid exchange');
  });

  it('refuses the fictional 555-0100..0199 range and only it', () => {
    expect(reason('212-555-0100')).toBe('fictional number');
    expect(reason('(310) 555-0199')).toBe('fictional number');
    expect(checkPhone('212-555-0200').valid).toBe(true);
    expect(checkPhone('212-555-1212').valid).toBe(true);
  });

  it('has each area code under one region, all of them NXX and none N11', () => {
    expect(AREA_CODE_REGION.size).toBeGreaterThan(400);
    for (const code of AREA_CODE_REGION.keys()) expect(code).toMatch(/^[2-9]\d\d$/);
    for (const code of AREA_CODE_REGION.keys()) expect(code.slice(1)).not.toBe('11');
  });
});
