import { describe, expect, it } from 'vitest';
import { parseMail } from '../leads/test-fixtures.ts';
import { buildMime, encodeHeaderText, formatAddress, parseAddress } from './mime.ts';

describe('mime', () => {
  it('writes text and HTML as base64 parts that decode back to the original', () => {
    const raw = buildMime({
      from: { name: 'Alpha Website', address: 'leads@alpha.example' },
      to: ['sales@alpha.example', 'kia@alpha.example'],
      replyTo: { name: "Siobhán O'Neil", address: 'siobhan@example.com' },
      subject: 'New enquiry: 2019 Kia Sportage – 5 seats',
      messageId: '<lead-1@dealer-sites.invalid>',
      headers: { 'X-Lead-Id': 'lead-1' },
      kind: 'alternative',
      parts: [
        { contentType: 'text/plain; charset=utf-8', content: `Comments: ${'Ça va? '.repeat(40)}` },
        { contentType: 'text/html; charset=utf-8', content: '<p>Ça va?</p>' },
      ],
      date: new Date('2025-03-01T00:00:00Z'),
    });
    expect(raw.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    const { headers, body } = parseMail(raw);
    expect(headers.from).toBe('"Alpha Website" <leads@alpha.example>');
    expect(headers.to).toBe('<sales@alpha.example>, <kia@alpha.example>');
    expect(headers['reply-to']).toBe(`=?UTF-8?B?${Buffer.from("Siobhán O'Neil").toString('base64')}?= <siobhan@example.com>`);
    expect(headers.subject).toMatch(/^=\?UTF-8\?B\?/);
    expect(headers.date).toBe('Sat, 01 Mar 2025 00:00:00 +0000');
    expect(body).toContain(`Comments: ${'Ça va? '.repeat(40)}`);
    expect(body).toContain('<p>Ça va?</p>');
  });

  it('never lets a header value start a new header', () => {
    expect(encodeHeaderText('Hi\r\nBcc: victim@example.com')).toBe('Hi Bcc: victim@example.com');
    expect(formatAddress({ name: 'Eve"\r\nBcc: x@y.z', address: 'eve@example.com' })).toBe('"Eve\\" Bcc: x@y.z" <eve@example.com>');
  });

  it('parses "name <address>" and bare addresses', () => {
    expect(parseAddress('Alpha Website <leads@alpha.example>')).toEqual({ name: 'Alpha Website', address: 'leads@alpha.example' });
    expect(parseAddress('"Alpha" <leads@alpha.example>')).toEqual({ name: 'Alpha', address: 'leads@alpha.example' });
    expect(parseAddress('leads@alpha.example')).toEqual({ address: 'leads@alpha.example' });
  });
});
