import { describe, expect, it } from 'vitest';
import { acmeMotors } from '#tests/fixtures/acme-motors.ts';
import { checkoutCarView, REFUSAL_TEXT, reservability, type CheckoutCar } from './checkout-car.ts';
import { compileShell, fillShell, type CompiledShell } from './checkout-fill.ts';
import { checkoutPageOf, checkoutShellPage, shapeName, shapeOf, type CheckoutPage, type CheckoutShape } from './checkout-page.ts';

const tenant = acmeMotors({ features: { checkout: { enabled: true } } });
const corolla: CheckoutCar = {
  id: 'T101',
  slug: '2021-toyota-corolla-t101',
  year: 2021,
  make: 'Toyota',
  model: 'Corolla',
  badge: `Ascent "Sport" <b> & O'Brien`,
  status: 'in_stock',
  reserved: false,
  priceCents: 2_599_000,
  preorder: false,
  priceType: 'Drive away',
  reserveDepositCents: null,
  carType: 'used',
  dealershipSlug: 'acme-motors',
  locationId: 10,
  showOnDealerWebsite: true,
  imageUrl: 'https://cdn.example.com/t101.jpg?w=600&h=400',
};

function pageOf(car: CheckoutCar): CheckoutPage {
  const view = { ...checkoutCarView(car, tenant, { usedCarVariant: false }), similarPath: '/search/used/toyota/corolla' };
  const state = reservability(car, tenant);
  return checkoutPageOf(tenant, view, state === 'reservable' ? null : REFUSAL_TEXT[state]);
}

/**
 * The reserve page's markup as the Astro page writes it, in little: element text escaped as Astro escapes text (the
 * five characters), attribute values as Astro writes them (only & and "), the terms list with a scoped attribute, a
 * style and a script.
 */
function renderLike(page: CheckoutPage): string {
  const text = (value: string) =>
    value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#39;').replaceAll('"', '&quot;');
  const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const { view } = page;
  return [
    `<!DOCTYPE html><html><head><title>${text(page.title)}</title><meta name="description" content="${attr(page.description)}">`,
    `<link rel="canonical" href="https://www.acmemotors.com.au${attr(page.path)}"><style>.x{color:red}</style></head><body>`,
    view.imageUrl ? `<img src="${attr(view.imageUrl)}" alt="${attr(view.title)}">` : '',
    `<h2><a href="${attr(view.path)}">${text(view.title)}</a></h2><p>${text(view.priceText)}${view.priceType ? `<span>${text(view.priceType)}</span>` : ''}</p>`,
    `<ul class="tick-list" data-reserve-terms>${view.terms.lines.map((line) => `<li data-astro-cid-x>${text(line)}</li>`).join('')}</ul>`,
    `<h1>Reserve the ${text(view.title)}</h1>`,
    page.reservable
      ? `<form data-car-id="${attr(view.id)}" data-car-slug="${attr(view.slug)}"><input type="hidden" name="car_id" value="${attr(view.id)}">` +
        `<button>${view.terms.depositCents ? `Reserve with ${text(page.depositLabel!)} deposit` : 'Reserve this car'}</button></form>`
      : `<p>${text(page.refusal!)}</p><a href="${attr(view.similarPath)}">See similar cars</a><a href="${attr(view.path)}">Back to the car</a>`,
    '<script type="module">import "/_astro/reserve.js";</script></body></html>',
  ].join('');
}

function compiled(shape: CheckoutShape, html = renderLike(checkoutShellPage(tenant, shape))): CompiledShell {
  const result = compileShell(html, shape);
  if (!result.ok) throw new Error(result.reason);
  return result.shell;
}

const cars: CheckoutCar[] = [
  corolla,
  { ...corolla, reserveDepositCents: 0, priceType: null, imageUrl: null },
  { ...corolla, reserveDepositCents: 50_000, imageUrl: null },
  { ...corolla, status: 'sold' },
  { ...corolla, reserved: true, priceType: null },
  { ...corolla, status: 'coming_soon', imageUrl: null },
];

describe('reserve page fill', () => {
  it('fills a shell into the page the renderer writes for the car, byte for byte, for every shape the cars have', () => {
    expect(new Set(cars.map((car) => shapeName(shapeOf(pageOf(car))))).size).toBe(cars.length);
    for (const car of cars) {
      const page = pageOf(car);
      expect(fillShell(compiled(shapeOf(page)), page)).toBe(renderLike(page));
    }
  });

  it('escapes the car text for where it stands and repeats the terms item per term', () => {
    const page = pageOf(corolla);
    const html = fillShell(compiled(shapeOf(page)), page);
    expect(html).toContain(`<title>Reserve the 2021 Toyota Corolla Ascent &quot;Sport&quot; &lt;b&gt; &amp; O&#39;Brien | Acme Motors</title>`);
    expect(html).toContain(`alt="2021 Toyota Corolla Ascent &quot;Sport&quot; <b> &amp; O'Brien"`);
    expect(html).toContain('src="https://cdn.example.com/t101.jpg?w=600&amp;h=400"');
    expect(html.match(/<li data-astro-cid-x>/g)).toHaveLength(page.view.terms.lines.length);
    expect(page.view.terms.lines.length).toBeGreaterThan(1);
    expect(html).not.toContain('zqck');
  });

  it('reads no markers in the car text it fills in', () => {
    const page = pageOf({ ...corolla, badge: 'zqckidqz zqcknopeqz' });
    expect(fillShell(compiled(shapeOf(page)), page)).toBe(renderLike(page));
  });

  it('refuses a shell it cannot fill exactly', () => {
    const shape = shapeOf(pageOf(corolla));
    const shell = renderLike(checkoutShellPage(tenant, shape));
    const reason = (html: string) => {
      const result = compileShell(html, shape);
      return result.ok ? null : result.reason;
    };
    expect(reason(shell)).toBeNull();
    expect(reason(shell.replace('import "/_astro/reserve.js";', 'const title = "zqcktitleqz";'))).toBe('a marker inside a script or style element');
    expect(reason(shell.replace('</body>', 'zqckunknownqz</body>'))).toMatch(/does not show/);
    expect(reason(shell.replace('</body>', 'zqckrefusalqz</body>'))).toMatch(/does not show/);
    expect(reason(shell.replace(/<ul[\s\S]*<\/ul>/, ''))).toBe('0 reserve-terms lists (expected 1)');
    expect(reason(shell.replace(/zqckpriceqz/g, '$1'))).toBe('no price in the r1d1i1p1 shell');
    // Another shape's shell: its slug marker is not this shape's.
    expect(compileShell(renderLike(checkoutShellPage(tenant, { ...shape, image: false })), shape).ok).toBe(false);
  });

  it('never fills a page from the shell of another shape', () => {
    const sold = pageOf({ ...corolla, status: 'sold' });
    expect(() => fillShell(compiled(shapeOf(pageOf(corolla))), sold)).toThrow(/filled from the r1d1i1p1 shell/);
  });

  it('gives each shape its shell page at a path of its own', () => {
    const shapes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((bits) => ({
      reservable: (bits & 8) > 0,
      deposit: (bits & 4) > 0,
      image: (bits & 2) > 0,
      priceType: (bits & 1) > 0,
    }));
    expect(new Set(shapes.map((shape) => checkoutShellPage(tenant, shape).path)).size).toBe(16);
  });
});
