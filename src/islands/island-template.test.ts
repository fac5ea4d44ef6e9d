import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '#src/domain/money.ts';
import { compileTemplate, escapeLikeReact, planTemplate } from './island-template.ts';

type Props = { form: string; message?: string; amount?: number; slot?: string };

/** A form shaped like the lead forms: the comment as textarea text and an attribute, the amount grouped and raw. */
function Form({ form, message, amount, slot }: Props) {
  return h('form', { 'aria-label': form },
    slot ? h('astro-slot', { dangerouslySetInnerHTML: { __html: slot } }) : null,
    message ? h('textarea', { defaultValue: message, title: message }) : h('p', null, 'No comment'),
    amount ? h('input', { defaultValue: formatNumber(amount), 'data-amount': amount }) : null,
  );
}
const render = (props: Props) => renderToString(h(Form, props));
const FIELDS = { message: 'text', amount: 'number' } as const;

/** What the page islands' renderer does: render the marked props once, then fill in these. */
function fromTemplate(props: Props): string {
  const { slot, ...rest } = props;
  const plan = planTemplate(FIELDS, rest, slot === undefined ? {} : { default: slot });
  const marked = plan.markedProps as Props;
  const template = render({ ...marked, ...(slot === undefined ? {} : { slot: plan.markedSlots.default! }) });
  return compileTemplate(template, plan.marks)(plan.values);
}

describe('island templates', () => {
  it.each([
    ['plain text', { form: 'enquire', message: 'I am interested in the 2022 HiLux SR5', amount: 45_990 }],
    ['markup, quotes and ampersands', { form: 'enquire', message: `Tom's "ute" <b>&amp;</b> 'more' > less`, amount: 1 }],
    ['non-Latin text', { form: 'enquire', message: 'Škoda Octavia — 5★ ☺', amount: 1_234_567 }],
    ['a slot of hidden fields', { form: 'trade-in', slot: '<input type="hidden" name="car_id" value="7">' }],
  ])('fills in %s exactly as React renders it', (_, props) => {
    expect(fromTemplate(props)).toBe(render(props));
  });

  it('keys blank and zero values apart from filled ones (their markup differs)', () => {
    const key = (props: Record<string, unknown>) => planTemplate(FIELDS, props, {}).key;
    expect(key({ form: 'enquire', message: 'Hi', amount: 5 })).toBe(key({ form: 'enquire', message: 'Other', amount: 9 }));
    expect(key({ form: 'enquire', message: '' })).not.toBe(key({ form: 'enquire', message: 'Hi' }));
    expect(key({ form: 'enquire', amount: 0 })).not.toBe(key({ form: 'enquire', amount: 5 }));
    expect(key({ form: 'quick-enquiry', message: 'Hi' })).not.toBe(key({ form: 'enquire', message: 'Hi' }));
    expect(fromTemplate({ form: 'enquire', message: '', amount: 0 })).toBe(render({ form: 'enquire', message: '', amount: 0 }));
  });

  it('escapes text the way React does', () => {
    expect(escapeLikeReact(`<a href="x">Tom's & co</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom&#x27;s &amp; co&lt;/a&gt;');
  });
});

describe('compiled templates', () => {
  it('fill every marker, however often it occurs, in one pass', () => {
    const fill = compileTemplate('<p title="zzislandmessagezz">zzislandmessagezz, 987,654,300</p>', ['zzislandmessagezz', '987,654,300']);
    expect(fill(['Hi', '45,990'])).toBe('<p title="Hi">Hi, 45,990</p>');
    // A comment that happens to hold the amount's marker is left as written.
    expect(fill(['Offer 987,654,300?', '45,990'])).toBe('<p title="Offer 987,654,300?">Offer 987,654,300?, 45,990</p>');
  });

  it('prefer the longer of two markers that start alike', () => {
    expect(compileTemplate('a987654300b9876543001c', ['987654300', '9876543001'])(['X', 'Y'])).toBe('aXbYc');
  });

  it('return the template itself when it has no markers', () => {
    expect(compileTemplate('<form></form>', [])([])).toBe('<form></form>');
  });
});
