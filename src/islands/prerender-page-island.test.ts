import { createElement as h, useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GallerySlide } from '#src/domain/vehicle/gallery.ts';
import Gallery from './Gallery.tsx';
import { pageIslandElement } from './page-island.ts';
import { pageIslandHtml, renderPageIsland } from './prerender-page-island.ts';
import { TEMPLATE_FIELDS, type TemplatedComponent } from './template-fields.ts';

type Props = { form: string; message?: string; amount?: number; children?: ReactNode };

/** Shaped like a lead form: the comment as text and attribute, the amount grouped, the hidden fields as children. */
function Form({ form, message, amount, children }: Props) {
  return h('form', { 'aria-label': form }, children, h('textarea', { defaultValue: message ?? '', title: message }), amount ? h('output', null, amount.toLocaleString('en-AU')) : null);
}
(Form as TemplatedComponent)[TEMPLATE_FIELDS] = { message: 'text', amount: 'number' };

/** Its markup depends on the comment's length, which no template can fill in. */
function Counting({ message }: { message: string }) {
  return h('p', null, `${message.length} characters`);
}
(Counting as TemplatedComponent)[TEMPLATE_FIELDS] = { message: 'text' };

const direct = (component: (props: never) => ReactNode, props: object, slot: string | null, idPrefix = '') =>
  renderToString(pageIslandElement(component as never, props, slot), { identifierPrefix: idPrefix });
const HIDDEN = '<input type="hidden" name="car_id" value="7"><input type="hidden" name="url" value="/cars/a&amp;b">';

afterEach(() => vi.restoreAllMocks());

describe('page islands rendered on the server', () => {
  it('render from the template exactly as React renders each page, hidden fields kept as given', () => {
    const pages: Props[] = [
      { form: 'enquire', message: "I'm interested in the 2012 Ford Ranger XL (stock no. U12488)", amount: 44_990 },
      { form: 'enquire', message: `Tom's "ute" <b>&amp;</b> 'more'`, amount: 1_234_567 },
      { form: 'enquire', message: 'Škoda Octavia — 5★', amount: 7 },
      { form: 'enquire', message: 'After the checked renders the template alone answers', amount: 12_345 },
      { form: 'enquire', message: 'Still the same markup', amount: 99 },
    ];
    for (const props of pages) {
      const html = renderPageIsland(Form, props, HIDDEN);
      expect(html).toBe(direct(Form, props, HIDDEN));
      expect(html).toContain(`<island-slot>${HIDDEN}</island-slot>`);
    }
  });

  it('keeps blank values apart from filled ones (their markup differs)', () => {
    expect(renderPageIsland(Form, { form: 'test-drive' }, HIDDEN)).toBe(direct(Form, { form: 'test-drive' }, HIDDEN));
    expect(renderPageIsland(Form, { form: 'test-drive', message: '' }, null)).toBe(direct(Form, { form: 'test-drive', message: '' }, null));
  });

  it('falls back to direct renders, with a warning, for a component its template cannot reproduce', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const message of ['Hi', 'Hello there', 'A much longer comment', 'Four', 'Five and last']) {
      expect(renderPageIsland(Counting, { message }, null)).toBe(`<p>${message.length} characters</p>`);
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Counting: its template does not reproduce a direct render'));
  });
});

describe("props marked 'absent'", () => {
  let renders = 0;
  /** Shaped like the finance calculator: the car id only goes with what the shopper does, never into the markup. */
  function Calculator({ price }: { price: number; carId: string | null }) {
    renders++;
    return h('output', null, `$${price}`);
  }
  (Calculator as TemplatedComponent)[TEMPLATE_FIELDS] = { carId: 'absent' };
  function ShowsId({ carId }: { carId: string }) {
    return h('p', { 'data-car': carId }, 'Car');
  }
  (ShowsId as TemplatedComponent)[TEMPLATE_FIELDS] = { carId: 'absent' };

  it('let pages that differ only by them share one render', () => {
    const pages = [{ price: 100, carId: 'a' }, { price: 100, carId: 'b' }, { price: 200, carId: 'c' }, { price: 100, carId: 'd' }, { price: 200, carId: null }];
    renders = 0;
    for (const props of pages) expect(renderPageIsland(Calculator, props, null)).toBe(`<output>$${props.price}</output>`);
    expect(renders).toBe(3); // $100 and $200 with an id, $200 without one
  });

  it('fall back to direct renders, with a warning, when the markup shows one after all', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const carId of ['7', '8', '9']) expect(renderPageIsland(ShowsId, { carId }, null)).toBe(`<p data-car="${carId}">Car</p>`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("ShowsId: a prop marked 'absent' shows in its markup"));
  });
});

describe('the gallery rendered on the server', () => {
  const image = (name: string): GallerySlide => ({ kind: 'image', url: `/media/${name}.svg`, thumbUrl: `/media/${name}-thumb.svg` });
  const galleries: { slides: GallerySlide[]; title: string; showThumbnails: boolean }[] = [
    { title: '2021 Toyota HiLux SR5', showThumbnails: true, slides: [image('ute-white-front'), image('ute-white-side'), image('ute-white-rear'), image('ute-white-cabin')] },
    { title: 'Ford Ranger XL', showThumbnails: true, slides: [image('a'), image('b'), image('c'), image('d')] },
    { title: `Tom's "special" <ute>`, showThumbnails: true, slides: [image('e'), image('f'), image('g'), image('h')] },
    { title: 'Mazda CX-5 Maxx', showThumbnails: true, slides: [image('i'), image('j'), image('k'), image('l')] },
    { title: 'Mazda CX-5 Maxx Sport', showThumbnails: true, slides: [image('m'), image('n'), image('o'), image('p')] },
    { title: 'Kia Sportage', showThumbnails: false, slides: [image('q'), { kind: 'video', url: 'https://www.youtube.com/embed/abc?x=1&y=2', embed: true }, image('r')] },
    { title: 'Kia Sportage GT', showThumbnails: true, slides: [image('s'), image('s'), image('t'), image('u')] },
    { title: 'No photos yet', showThumbnails: false, slides: [] },
  ];
  it.each(galleries.map((props) => [props.title, props]))('%s: the same markup as a direct render', (_, props) => {
    expect(renderPageIsland(Gallery, props, null, 'gallery-')).toBe(direct(Gallery, props, null, 'gallery-'));
  });
});

describe('page island markup', () => {
  it('carries the props as JSON the browser reads back exactly, whatever the text holds', () => {
    const props = { form: 'enquire', message: `Tom's "ute" <b>&amp;</b> & more` };
    const html = pageIslandHtml({ name: 'lead-form', component: Form, props, hydrate: 'visible' });
    const attribute = /data-props='([^']*)'/.exec(html)![1]!;
    const decoded = attribute.replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual(props);
    expect(html).toMatch(/^<div class="contents" data-page-island="lead-form" data-hydrate="visible" data-props='[^']*'><form aria-label="enquire">/);
  });
});

describe('page island ids', () => {
  function Labelled({ label }: { label: string }) {
    const id = useId();
    return h('label', { htmlFor: id }, label, h('input', { id }));
  }
  it('carry the island key or name, so two islands on one page never share an id', () => {
    const first = pageIslandHtml({ name: 'fuel-calculator', component: Labelled, props: { label: 'Price' } });
    const second = pageIslandHtml({ name: 'lead-form', key: 'enquire', component: Labelled, props: { label: 'Price' } });
    const idOf = (html: string) => /id="([^"]+)"/.exec(html)![1]!;
    expect(idOf(first)).toContain('fuel-calculator-');
    expect(idOf(second)).toContain('enquire-');
    expect(idOf(first)).not.toBe(idOf(second));
    expect(second).toContain('data-key="enquire"');
  });
});
