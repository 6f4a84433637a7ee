import { describe, expect, it } from 'vitest';
import { US_STATE_NAMES } from '../../../../common/us-states';
import { PLACES } from '../../../seed/reference/places';
import { checkPhone } from './phone-rules';
import { stateOfZip, timeZoneOf } from './zip-regions';

describe('stateOfZip', () => {
  it('finds the state of real ZIP codes, ZIP+4 and ZIPs that lost their leading zero', () => {
    const cases: [string, string][] = [
      ['10001', 'NY'], ['02134', 'MA'], ['2134', 'MA'], ['02903', 'RI'], ['07030', 'NJ'], ['19104-6303', 'PA'],
      ['20500', 'DC'], ['30301', 'GA'], ['33101', 'FL'], ['60601', 'IL'], ['73301', 'TX'], ['73102', 'OK'],
      ['78701', 'TX'], ['80202', 'CO'], ['90210', 'CA'], ['96813', 'HI'], ['99501', 'AK'], ['00901', 'PR'],
      ['98101', 'WA'], ['97201', 'OR'], ['84101', 'UT'], ['89101', 'NV'],
    ];
    for (const [zip, state] of cases) expect(stateOfZip(zip), zip).toBe(state);
  });

  it('reads the edges of the prefix ranges', () => {
    expect(stateOfZip('01001')).toBe('MA'); // 010: first of MA
    expect(stateOfZip('02799')).toBe('MA'); // 027: last of MA
    expect(stateOfZip('02801')).toBe('RI'); // 028: first of RI
    expect(stateOfZip('19699')).toBe('PA'); // 196: last of PA
    expect(stateOfZip('19701')).toBe('DE'); // 197: first of DE
    expect(stateOfZip('96199')).toBe('CA'); // 961: last of CA
    expect(stateOfZip('99999')).toBe('AK');
  });

  it('agrees with the demo catalog\'s places: both ends of each ZIP range, and the area code', () => {
    for (const place of PLACES) {
      const zip = (n: number) => String(n).padStart(5, '0');
      expect([stateOfZip(zip(place.zipStart)), stateOfZip(zip(place.zipStart + place.zipCount - 1))], place.city).toEqual([place.state, place.state]);
      expect(checkPhone(`(${place.areaCode}) 555-1234`).areaCodeState, place.city).toBe(place.state);
    }
  });

  it('gives nothing for military prefixes, unused prefixes and non-ZIPs', () => {
    for (const v of ['09001', '34001', '96201', '00001', '123', '1234567', 'ABCDE', '']) expect(stateOfZip(v), v).toBeNull();
  });
});

describe('timeZoneOf', () => {
  it('gives every US state and territory a zone, the main one for states that span two', () => {
    for (const code of Object.keys(US_STATE_NAMES)) expect(timeZoneOf(code), code).toMatch(/^(America|Pacific)\//);
    expect(timeZoneOf('NY')).toBe('America/New_York');
    expect(timeZoneOf('TX')).toBe('America/Chicago');
    expect(timeZoneOf('FL')).toBe('America/New_York');
    expect(timeZoneOf('AZ')).toBe('America/Phoenix');
    expect(timeZoneOf('ON')).toBe('America/Toronto');
    expect(timeZoneOf('ZZ')).toBeNull();
  });

  it('names zones the runtime knows', () => {
    for (const code of Object.keys(US_STATE_NAMES)) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: timeZoneOf(code)! })).not.toThrow();
    }
  });
});
