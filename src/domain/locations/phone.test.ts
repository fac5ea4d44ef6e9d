import { describe, expect, it } from 'vitest';
import { formatPhone, isAustralianPhone, normalisePhone, phoneKind, telHref } from './phone.ts';

describe('normalisePhone', () => {
  it.each([
    ['+61 3 9876 5432', '0398765432'],
    ['+61 (0)3 9876-5432', '0398765432'],
    ['61412345678', '0412345678'],
    ['(03) 9876 5432', '0398765432'],
    ['0412.345.678', '0412345678'],
    ['1300 655 506', '1300655506'],
    ['call me', 'call me'],
  ])('%s -> %s', (raw, expected) => expect(normalisePhone(raw)).toBe(expected));
});

describe('phoneKind', () => {
  it.each([
    ['0412 345 678', 'mobile'],
    ['+61 412 345 678', 'mobile'],
    ['02 9876 5432', 'landline'],
    ['(03) 5222 1234', 'landline'],
    ['07 3000 1234', 'landline'],
    ['08 9200 1234', 'landline'],
    ['13 22 11', 'local-rate'],
    ['1300 655 506', 'local-rate'],
    ['1800 123 456', 'free-call'],
    ['05 1234 5678', null],
    ['0412 345 67', null],
    ['04123456789', null],
    ['+1 415 555 0100', null],
    ['0312345678; DROP TABLE leads', null],
    ['<script>', null],
    ['', null],
  ])('%s -> %s', (raw, expected) => expect(phoneKind(raw)).toBe(expected));

  it('isAustralianPhone agrees', () => {
    expect(isAustralianPhone('0412345678')).toBe(true);
    expect(isAustralianPhone('12345')).toBe(false);
  });
});

describe('formatPhone', () => {
  it.each([
    ['+61398765432', '03 9876 5432'],
    ['0398765432', '03 9876 5432'],
    ['(03) 5550 7731', '03 5550 7731'],
    ['+61412345678', '0412 345 678'],
    ['1300655506', '1300 655 506'],
    ['1800123456', '1800 123 456'],
    ['132211', '13 22 11'],
    ['  not a number ', 'not a number'],
  ])('%s -> %s', (raw, expected) => expect(formatPhone(raw)).toBe(expected));
});

describe('telHref', () => {
  it('uses +61 for geographic and mobile numbers', () => {
    expect(telHref('03 9876 5432')).toBe('tel:+61398765432');
    expect(telHref('0412 345 678')).toBe('tel:+61412345678');
    expect(telHref('1300 655 506')).toBe('tel:1300655506');
    expect(telHref('nope')).toBeNull();
  });
});
