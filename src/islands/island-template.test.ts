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

type Photo = { kind: 'image' | 'video'; url: string; thumbUrl?: string };
/** Shaped like the gallery: the title in attributes and text, each photo's addresses, a priority photo preloaded. */
function Photos({ title, photos }: { title: string; photos: Photo[] }) {
  return h('div', { 'aria-label': `${title} photos` },
    photos.map((photo, index) => photo.kind === 'video'
      ? h('video', { key: index, src: photo.url })
      : h('img', { key: index, src: photo.url, alt: `${title}, ${index + 1} of ${photos.length}`, fetchPriority: index === 0 ? 'high' : 'auto' })),
    photos.map((photo, index) => (photo.thumbUrl ? h('img', { key: index, src: photo.thumbUrl, alt: '' }) : null)));
}
const PHOTO_FIELDS = { title: 'text', photos: { each: { url: 'text', thumbUrl: 'text' } } } as const;
function photosFromTemplate(props: { title: string; photos: Photo[] }): string {
  const plan = planTemplate(PHOTO_FIELDS, props, {});
  return compileTemplate(renderToString(h(Photos, plan.markedProps as typeof props)), plan.marks)(plan.values);
}

describe('island templates of lists', () => {
  const photo = (name: string): Photo => ({ kind: 'image', url: `/media/${name}.jpg`, thumbUrl: `/media/${name}-thumb.jpg` });
  it.each([
    ['photos', { title: '2021 Toyota HiLux SR5', photos: [photo('a'), photo('b'), photo('c')] }],
    ['a video among them', { title: 'Ford Ranger', photos: [photo('a'), { kind: 'video' as const, url: 'https://player.vimeo.com/video/1?a=1&b=2' }, photo('b')] }],
    ['one photo twice (React preloads it once)', { title: `Tom's "ute"`, photos: [photo('a'), photo('a'), photo('b')] }],
    ['no photos', { title: 'Kia Picanto', photos: [] }],
  ])('fill in %s exactly as React renders them', (_, props) => {
    expect(photosFromTemplate(props)).toBe(renderToString(h(Photos, props)));
  });

  it('share a template between lists of one shape, and only then', () => {
    const key = (photos: Photo[]) => planTemplate(PHOTO_FIELDS, { title: 'Car', photos }, {}).key;
    expect(key([photo('a'), photo('b')])).toBe(key([photo('c'), photo('d')]));
    expect(key([photo('a'), photo('b')])).not.toBe(key([photo('a'), photo('b'), photo('c')]));
    expect(key([photo('a'), photo('a')])).not.toBe(key([photo('a'), photo('b')]));
    expect(key([photo('a'), { kind: 'video', url: '/v.mp4' }])).not.toBe(key([photo('a'), photo('b')]));
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
