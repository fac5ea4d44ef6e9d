// The reserve page of a car (/cars/<slug>/checkout, or /buy-online): what it shows, and the shape of its markup.
// The build renders one shell per shape (the same page with letter-only markers where a car's values go) and fills
// each car's values in (checkout-fill.ts), instead of rendering ~5,000 near-identical pages with Astro.
import type { TenantConfig } from '../tenant/schema/index.ts';
import type { CheckoutCarView } from './checkout-car.ts';

type PageTenant = Pick<TenantConfig, 'name' | 'features'>;

export type CheckoutPage = {
  path: string;
  title: string;
  description: string;
  view: CheckoutCarView;
  reservable: boolean;
  refusal: string | null;
  depositLabel: string | null;
  termsRequiredText: string;
};

/**
 * A car's reserve page from its view and, when it cannot be reserved, the reason shown instead of the form.
 * @example checkoutPageOf(tenant, view, null).title // 'Reserve the 2021 Toyota Corolla Ascent | Bayside Auto Group'
 */
export function checkoutPageOf(tenant: PageTenant, view: CheckoutCarView, refusal: string | null): CheckoutPage {
  return {
    path: `/cars/${view.slug}/${tenant.features.checkout.path}`,
    title: `Reserve the ${view.title} | ${tenant.name}`,
    description: `Reserve the ${view.title} online with a refundable deposit and ${tenant.name} holds it for you for ${tenant.features.checkout.holdHours} hours.`,
    view,
    reservable: refusal === null,
    refusal,
    depositLabel: view.terms.depositCents ? view.terms.lines[0]!.split(' ')[0]! : null,
    termsRequiredText: 'I agree to the reservation terms above',
  };
}

/** What decides the page's markup beyond its text (the page's conditions): one shell is rendered for each. */
export type CheckoutShape = { reservable: boolean; deposit: boolean; image: boolean; priceType: boolean };

/** @example shapeName({ reservable: true, deposit: true, image: true, priceType: false }) // 'r1d1i1p0' */
export const shapeName = (shape: CheckoutShape): string =>
  `r${Number(shape.reservable)}d${Number(shape.deposit)}i${Number(shape.image)}p${Number(shape.priceType)}`;

/** The shape of a car's page: the conditions its components test, as they test them. */
export const shapeOf = (page: CheckoutPage): CheckoutShape => ({
  reservable: page.reservable,
  deposit: Boolean(page.view.terms.depositCents),
  image: Boolean(page.view.imageUrl),
  priceType: Boolean(page.view.priceType),
});

export const MARKER_PREFIX = 'zqck';
const marker = (name: string) => `${MARKER_PREFIX}${name}qz`;
/** Letters only, so HTML escaping and URL encoding leave them as they are wherever the page puts them. */
export const MARK = {
  id: marker('id'),
  slug: marker('slug'),
  title: marker('title'),
  carPath: marker('carpath'),
  price: marker('price'),
  priceType: marker('pricetype'),
  image: marker('image'),
  similar: marker('similar'),
  refusal: marker('refusal'),
  deposit: marker('deposit'),
  term: marker('term'),
} as const;
export type MarkName = keyof typeof MARK;

/**
 * The slug marker of one shape's shell: each shell has a page path of its own (the shape in letters).
 * @example slugMarker({ reservable: true, deposit: false, image: true, priceType: false }) // 'zqckslugrbdaibpaqz'
 */
export const slugMarker = (shape: CheckoutShape): string => marker(`slug${shapeName(shape).replace(/[01]/g, (bit) => (bit === '1' ? 'b' : 'a'))}`);

/**
 * The page rendered as the shell of one shape: a car's page with markers for its values (the terms list as one item).
 * @example checkoutShellPage(tenant, shapeOf(page)).view.title // 'zqcktitleqz'
 */
export function checkoutShellPage(tenant: PageTenant, shape: CheckoutShape): CheckoutPage {
  const view: CheckoutCarView = {
    id: MARK.id,
    slug: slugMarker(shape),
    title: MARK.title,
    path: MARK.carPath,
    priceText: MARK.price,
    priceType: shape.priceType ? MARK.priceType : null,
    priceCents: 0,
    imageUrl: shape.image ? MARK.image : null,
    terms: { depositCents: shape.deposit ? 1 : null, holdHours: tenant.features.checkout.holdHours, lines: [MARK.term], guaranteeHours: null },
    similarPath: MARK.similar,
  };
  return { ...checkoutPageOf(tenant, view, shape.reservable ? null : MARK.refusal), depositLabel: shape.deposit ? MARK.deposit : null };
}

/**
 * The values a page of this shape shows, by marker: null where the shape shows none (the terms list is filled apart).
 * @example shownValues(page).title // '2021 Toyota Corolla Ascent'
 */
export function shownValues(page: CheckoutPage): Partial<Record<MarkName, string>> {
  const { view } = page;
  const shown: Partial<Record<MarkName, string>> = { slug: view.slug, title: view.title, carPath: view.path, price: view.priceText };
  if (view.priceType) shown.priceType = view.priceType;
  if (view.imageUrl) shown.image = view.imageUrl;
  if (page.reservable) {
    shown.id = view.id;
    if (view.terms.depositCents) shown.deposit = page.depositLabel ?? '';
  } else {
    shown.refusal = page.refusal ?? '';
    shown.similar = view.similarPath;
  }
  return shown;
}
