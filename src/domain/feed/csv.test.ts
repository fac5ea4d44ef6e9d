import { describe, expect, it } from 'vitest';
import { csvToRecords, parseCsv } from './csv.ts';

describe('the CSV reader', () => {
  it('reads quoted fields, doubled quotes, commas and line breaks in quotes, CRLF or LF, and a BOM', () => {
    const text = '\uFEFFid,comments\r\n1,"One owner, ""mint"""\n2,"line one\nline two"\r\n';
    expect(parseCsv(text)).toEqual([
      ['id', 'comments'],
      ['1', 'One owner, "mint"'],
      ['2', 'line one\nline two'],
    ]);
  });

  it('keeps a stray quote inside an unquoted field as text and allows short rows', () => {
    expect(parseCsv('id,wheels,colour\n1,18" alloys\n')).toEqual([
      ['id', 'wheels', 'colour'],
      ['1', '18" alloys'],
    ]);
  });

  it('drops rows with nothing but blanks', () => {
    expect(parseCsv('id,make\n\n , \n1,Kia\n')).toEqual([
      ['id', 'make'],
      ['1', 'Kia'],
    ]);
  });

  it('refuses a quoted field that is never closed', () => {
    expect(() => parseCsv('id,comments\n1,"never closed\n')).toThrow(/quote/i);
  });

  it("maps the feed's own headers onto our field names", () => {
    expect(
      csvToRecords(
        [
          ['Stock No', 'make'],
          ['U1', 'Kia'],
        ],
        { stocknum: 'Stock No' },
      ),
    ).toEqual([{ stocknum: 'U1', make: 'Kia' }]);
  });
});
