// What the trade-in specs share (trade-in-offer, trade-in-no-estimate, trade-in-plate, trade-in-refusals): the
// demo tenants and car, what the server should offer (the valuation rules over the e2e stock or the demo market
// data), and the shopper's moves through the three steps.
//
// The three-step Trade-In Valuation: on a vehicle page's #trade-in dialog and on /trade-in, a shopper describes the
// car, answers the condition questions, sees the server's valuation and accepts it; the dealer gets one lead, as
// '3. Offer Accepted'. Cars over 7 years old or 100,000 km get no online estimate. Harbour Toyota takes its market
// from market data and looks plates up (the demo's stand-in service): a rego alone finds the car, and each valuation
// is saved (POST /api/miscellaneous). Each spec that watches leads starts its receivers in its own worker
// (receiversForThisFile), so it runs in order in one worker.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from './fixtures.ts';
import { formatMoney } from '../../src/domain/money.ts';
import {
  marketPriceValuation,
  marketRetailCents,
  modelKey,
  tradeInValuation,
  type MarketListing,
  type TradeInValuation,
} from '../../src/domain/trade-in/valuation.ts';
import { demoMarketPrice } from '../../scripts/lib/demo/market-figures.ts';
import { DEMO_MARKET_LABEL } from '../../tenants/_demo-market.ts';
import { shopperEmails } from './lead-receivers.ts';
import { E2E_DATA_DIR, findCar, HYDRATED_ISLAND } from './support.ts';

export const HARBOUR = 'harbour-toyota';
export const BAYSIDE = 'bayside-auto-group';
type Car = { id: string; slug: string; status: string; priceCents: number };
const inStock = (tenant: string) => findCar(tenant, (c) => c.status === 'in_stock' && c.priceCents > 100_000) as unknown as Car;
export const harbourCar = inStock(HARBOUR);
export const thisYear = new Date(Date.now() + 10 * 3_600_000).getUTCFullYear(); // Brisbane's, as the server counts

export const shopperEmail = shopperEmails('trader');

/** The tenant's own used cars for sale, as the server's market reads them (the demo tenants are in no pool). */
const market = (tenant: string, make: string, model: string): MarketListing[] =>
  (
    JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'snapshots', tenant, 'snapshot.json'), 'utf8')).vehicles as Array<
      MarketListing & { make: string; model: string; carType: string }
    >
  ).filter((car) => car.carType === 'used' && car.priceCents > 0 && modelKey(car.make, car.model) === modelKey(make, model));

export type ShopperCar = { make: string; model: string; year: number; km: number };

function expected(valuation: TradeInValuation, basis: string) {
  if (valuation.kind !== 'estimate') throw new Error(`no estimate: ${valuation.reason}`);
  return {
    low: valuation.lowCents / 100,
    offer: valuation.offerCents / 100,
    high: valuation.highCents / 100,
    range: `${formatMoney(valuation.lowCents)} to ${formatMoney(valuation.highCents)}`,
    offerText: formatMoney(valuation.offerCents),
    basis: `${basis} Indicative only.`,
  };
}

/** What the server should offer from the tenant's own stock: the valuation rules over the e2e stock. */
export function expectedValuation(tenant: string, car: ShopperCar, answers: Record<string, string>) {
  const valuation = tradeInValuation(car, market(tenant, car.make, car.model), answers, new Date());
  return expected(
    valuation,
    `Based on ${valuation.kind === 'estimate' ? valuation.comparables : 0} similar used cars in our own stock, not national market data.`,
  );
}

/**
 * What the server should offer from market data: the rules over the demo stand-in's average price in the rego's state,
 * based on what the demo calls the stand-in's figures (made up: never 'AutoGrab').
 */
export function expectedMarketValuation(car: ShopperCar, state: string, answers: Record<string, string>) {
  const retail = marketRetailCents(demoMarketPrice(car, state));
  return expected(marketPriceValuation(car, retail, answers, new Date()), `Based on ${DEMO_MARKET_LABEL}.`);
}

export const goodCondition = {
  'Has the car been in an accident?': 'No',
  'Service history': 'Full',
  'Number of keys': '2 or more',
  'Is there finance owing on the car?': 'No',
  'Overall condition': 'Good',
};

export async function describeCar(scope: Locator, car: { make: string; model: string; year: number; km: number }): Promise<void> {
  await scope.getByLabel('Make of your car').fill(car.make);
  await scope.getByLabel('Model of your car').fill(car.model);
  await scope.getByLabel('Year').fill(String(car.year));
  await scope.getByLabel('Kilometres').fill(String(car.km));
}

export async function answerCondition(scope: Locator, answers: Record<string, string>): Promise<void> {
  for (const [question, answer] of Object.entries(answers))
    await scope.getByRole('group', { name: question }).getByRole('radio', { name: answer, exact: true }).check();
}

export const stepHeading = (scope: Locator, name: string) => scope.getByRole('heading', { name, exact: true });

export async function hydratedForm(page: Page, url: string, scopeOf: (page: Page) => Locator): Promise<Locator> {
  await page.goto(url);
  const scope = scopeOf(page);
  await expect(scope).toBeVisible();
  await expect(scope.locator(HYDRATED_ISLAND)).toHaveCount(1);
  return scope;
}

export const tradeInDialog = (page: Page) => page.getByRole('dialog', { name: 'Trade-In Valuation' });
export const tradeInPage = (page: Page) => page.getByRole('main');

/**
 * What leaves the page as the shopper goes: every request (URL and body), the answers of POST /api/leads, and what
 * the dealer's tags are handed (a Tag Manager data layer and a Meta pixel, stubbed as the dealer's snippets define them).
 */
export async function watchTraffic(page: Page) {
  const seen = { requests: [] as Array<{ url: string; body: string }>, answers: [] as Array<Record<string, unknown>>, tags: [] as string[] };
  await page.exposeFunction('__dealerTag', (entry: string) => void seen.tags.push(entry));
  await page.addInitScript(() => {
    const tag = (entry: string) => void (window as unknown as { __dealerTag: (entry: string) => Promise<void> }).__dealerTag(entry);
    const layer: unknown[] = [];
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) tag(JSON.stringify(entry));
      return Array.prototype.push.apply(layer, entries);
    };
    Object.assign(window, { dataLayer: layer, fbq: (...args: unknown[]) => tag(JSON.stringify(args)) });
  });
  page.on('request', (request) => seen.requests.push({ url: request.url(), body: request.postData() ?? '' }));
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/leads') && response.request().method() === 'POST')
      seen.answers.push((await response.json().catch(() => ({}))) as Record<string, unknown>);
  });
  return seen;
}
