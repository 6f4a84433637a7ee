import { describe, expect, it } from 'vitest';
import { normaliseAddress, normaliseName, normalisePhone, normaliseState } from './normalise';

describe('normaliseName', () => {
  it('proper-cases names typed in one case, with Mc, O\' and hyphens', () => {
    expect(normaliseName('mcdonald')).toBe('McDonald');
    expect(normaliseName("o'brien")).toBe("O'Brien");
    expect(normaliseName('ANNE-MARIE')).toBe('Anne-Marie');
    expect(normaliseName('  mary   jane  ')).toBe('Mary Jane');
    expect(normaliseName('JOHN SMITH III')).toBe('John Smith III');
  });

  it('leaves mixed-case names as written, tidying spaces only', () => {
    expect(normaliseName('van der Berg')).toBe('van der Berg');
    expect(normaliseName(' DeShawn  ')).toBe('DeShawn');
    expect(normaliseName('MacKenzie')).toBe('MacKenzie');
  });
});

describe('normalisePhone', () => {
  it('writes valid numbers in E.164 and leaves others as they were', () => {
    expect(normalisePhone('(212) 736-5000')).toBe('+12127365000');
    expect(normalisePhone('1.512.463.4630')).toBe('+15124634630');
    expect(normalisePhone(' 555-0100 ')).toBe('555-0100');
    expect(normalisePhone('212.736.5000 x 12')).toBe('+12127365000 ext. 12');
  });
});

describe('normaliseAddress', () => {
  it('abbreviates the suffix, directions and units as USPS does and collapses spaces', () => {
    expect(normaliseAddress('123  North Main Street')).toBe('123 N Main St');
    expect(normaliseAddress('500 Park Avenue South')).toBe('500 Park Ave S');
    expect(normaliseAddress('42 Elm Road, Apartment 4')).toBe('42 Elm Rd, Apt 4');
    expect(normaliseAddress('7 OAK BOULEVARD SUITE 200')).toBe('7 OAK BLVD STE 200');
    expect(normaliseAddress('9 Lake St.')).toBe('9 Lake St');
  });

  it('keeps words that are part of the street name', () => {
    expect(normaliseAddress('100 Court Street')).toBe('100 Court St');
    expect(normaliseAddress('12 North Street')).toBe('12 North St');
    expect(normaliseAddress('PO Box 12')).toBe('PO Box 12');
  });
});

describe('normaliseState', () => {
  it('gives the 2-letter code of names and codes, anything else as it was', () => {
    expect(normaliseState('texas')).toBe('TX');
    expect(normaliseState('New York')).toBe('NY');
    expect(normaliseState(' ca ')).toBe('CA');
    expect(normaliseState('Ontario')).toBe('Ontario');
  });
});
