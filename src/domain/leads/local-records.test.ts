import { describe, expect, it } from 'vitest';
import { dropBlankFields } from './form-fields.ts';
import { leadSuccessKey, readRememberedUser, rememberedUser, rememberedUserKey } from './local-records.ts';

describe('local lead records', () => {
  it('remembers only the five contact fields that were filled in', () => {
    expect(
      rememberedUser({ name: ' Jane ', last_name: '', email: 'jane@example.com', phone: '0412 345 678', postcode: '3000', message: 'Hi', opt_in: true }),
    ).toEqual({ name: 'Jane', email: 'jane@example.com', phone: '0412 345 678', postcode: '3000' });
  });

  it('reads back a stored record, ignoring what is not one', () => {
    expect(readRememberedUser('{"name":"Jane","admin":true,"email":5}')).toEqual({ name: 'Jane' });
    expect(readRememberedUser('not json')).toEqual({});
    expect(readRememberedUser(null)).toEqual({});
  });

  it('keys records per site', () => {
    expect(rememberedUserKey('harbour-toyota')).toBe('harbour-toyota:remembered-user');
    expect(leadSuccessKey('harbour-toyota')).toBe('harbour-toyota:lead-success');
  });
});

describe('dropBlankFields', () => {
  it('drops empty and blank text, keeps everything else', () => {
    expect(dropBlankFields<unknown>({ name: 'Jane', kms: '', date: '  ', opt_in: false, n: 0 })).toEqual({ name: 'Jane', opt_in: false, n: 0 });
  });
});
