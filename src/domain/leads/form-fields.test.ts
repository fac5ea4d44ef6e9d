import { describe, expect, it } from 'vitest';
import { hiddenFieldsHtml } from './form-fields.ts';

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
