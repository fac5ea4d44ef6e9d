import { inBudgetSearch, pickBodies } from '#src/domain/finance/budget-range.ts';
import { searchVehicles, stockTime, tenant } from './site.ts';

/** For one body (or all), each distinct price with how many cars cost that much or less: counts at any budget. */
export type BodyPrices = { body: string | null; thumb: string | null; steps: Array<[priceDollars: number, carsAtOrBelow: number]> };

function priceSteps(prices: number[]): BodyPrices['steps'] {
  const sorted = [...prices].sort((a, b) => a - b);
  const steps: BodyPrices['steps'] = [];
  sorted.forEach((price, index) => {
    if (steps.at(-1)?.[0] === price) steps.at(-1)![1] = index + 1;
    else steps.push([price, index + 1]);
  });
  return steps;
}

/**
 * The budget finder's data: stock prices for all cars and for the bodies the picker offers (spec 2 section 9), of the
 * cars its search keeps (in stock, priced above $1,000: the base filter of spec 2 section 7).
 */
export function budgetFinderData(): BodyPrices[] {
  const available = searchVehicles().filter((car) => car.status === 'in_stock' && inBudgetSearch(car.priceCents));
  const byBody = new Map<string, typeof available>();
  for (const car of available) if (car.simpleBody) byBody.set(car.simpleBody, [...(byBody.get(car.simpleBody) ?? []), car]);
  const bodies = pickBodies([...byBody].map(([name, cars]) => ({ name, count: cars.length })));
  const thumbOf = (cars: typeof available) => cars.find((car) => car.images.length)?.images[0]?.thumbUrl ?? null;
  return [
    { body: null, thumb: null, steps: priceSteps(available.map((car) => Math.round(car.priceCents / 100))) },
    ...bodies.map(({ name }) => ({
      body: name,
      thumb: thumbOf(byBody.get(name)!),
      steps: priceSteps(byBody.get(name)!.map((car) => Math.round(car.priceCents / 100))),
    })),
  ];
}

/** The price range page's starting props: the stock's price span (the island re-reads it from the search index) and the search settings. */
export function priceRangePageData() {
  const prices = searchVehicles()
    .map((car) => car.priceCents)
    .filter(inBudgetSearch);
  return {
    statsMinCents: prices.length ? Math.min(...prices) : null,
    statsMaxCents: prices.length ? Math.max(...prices) : null,
    search: tenant.search,
    stockTime: stockTime().toISOString(),
    noPriceText: tenant.texts.noPrice,
  };
}
