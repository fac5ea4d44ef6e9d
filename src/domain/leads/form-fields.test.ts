import { describe, expect, it } from 'vitest';
import { hiddenFieldsHtml, pageFormMeta, pageIdOf } from './form-fields.ts';

describe('page_id (spec 2 section 3, enquiry form submission)', () => {
  it.each([
    ['/contact', 'contact'],
    ['/contact-us/harbour-toyota-service-centre/', 'contact-us/harbour-toyota-service-centre'],
    ['/careers/sales-consultant', 'careers/sales-consultant'],
    ['/', 'home'],
  ])('%s is page %s', (path, id) => expect(pageIdOf(path)).toBe(id));

  it("goes with the source and the page's address on every page form", () => {
    expect(pageFormMeta('/fleet')).toEqual([
      ['source', 'Website'],
      ['url', '/fleet'],
      ['page_id', 'fleet'],
    ]);
  });
});

describe('hiddenFieldsHtml', () => {
  it('writes one hidden input per field, in order, with names and values escaped', () => {
    expect(
      hiddenFieldsHtml([
        ['kind', 'enquiry'],
        ['Vehicle Make', 'Ford'],
        ['url', '/cars/a"b&<c>'],
      ]),
    ).toBe(
      '<input type="hidden" name="kind" value="enquiry"><input type="hidden" name="Vehicle Make" value="Ford"><input type="hidden" name="url" value="/cars/a&quot;b&amp;&lt;c&gt;">',
    );
    expect(hiddenFieldsHtml([])).toBe('');
  });
});
