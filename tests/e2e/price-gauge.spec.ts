import { expect, test } from './fixtures.ts';
import { comparableGauge, showsPriceGauge } from '../../src/domain/vehicle/price-gauge.ts';
import { demoGauge } from '../../scripts/lib/demo/market-figures.ts';
import { asksMarketGauge } from '../../src/domain/vehicle/market-gauge.ts';
import { DEMO_MARKET_LABEL } from '../../tenants/_demo-market.ts';
import { expectNoAxeViolations, siteUrl, stockOf } from './support.ts';

type Car = ReturnType<typeof stockOf>[number] & { year: number; km: number | null; model: string };
// The embedded market is the tenant's own stock: other dealers' cars never feed its gauge.
const usedCars = (stockOf('bayside-auto-group') as Car[]).filter((car) => car.carType === 'used' && car.priceCents > 0);

test("a used car shows the price gauge built from the dealer's own comparable stock, labelled with its basis and count", async ({ page }) => {
  const candidates = (stockOf('bayside-auto-group') as Car[]).filter((car) => car.carType === 'used' && car.status === 'in_stock');
  const withGauge = candidates
    .map((car) => ({
      car,
      gauge: comparableGauge(
        car,
        usedCars.filter((other) => other.make === car.make && other.model === car.model),
      ),
    }))
    .find(({ gauge }) => showsPriceGauge(gauge));
  expect(withGauge, 'some used car has enough comparables').toBeTruthy();
  const { car, gauge } = withGauge!;
  await page.goto(siteUrl('bayside-auto-group', `/cars/${car.slug}`));
  const section = page.getByRole('region', { name: 'Price comparison' });
  await expect(section).toContainText(`$${gauge!.market_range_min!.toLocaleString('en-AU')}`);
  await expect(section).toContainText(`$${gauge!.market_range_max!.toLocaleString('en-AU')}`);
  await expect(section).toContainText(gauge!.description!);
  expect(gauge!.description).toMatch(/similar used cars in our own stock\.$/);
  await expect(section.getByTestId('gauge-basis')).toHaveText(`Based on ${gauge!.cars} similar used cars in our own stock, not national market data.`);
  await expect(section.getByRole('img')).toHaveAccessibleName(new RegExp(`price range of ${gauge!.cars} similar cars$`));
});

test("a tenant the operator pools compares against the pool's stock and names the pool", async ({ page }) => {
  const pool = (['corner-car-yard', 'bayside-auto-group'] as const)
    .flatMap((slug) => stockOf(slug) as Car[])
    .filter((car) => car.carType === 'used' && car.priceCents > 0);
  const where = 'in the stock of the dealers in the Coastal pool';
  const withGauge = (stockOf('corner-car-yard') as Car[])
    .filter((car) => car.carType === 'used' && car.status === 'in_stock')
    .map((car) => ({
      car,
      gauge: comparableGauge(
        car,
        pool.filter((other) => other.make === car.make && other.model === car.model),
        where,
      ),
    }))
    .find(({ gauge }) => showsPriceGauge(gauge));
  expect(withGauge, 'some pooled used car has enough comparables').toBeTruthy();
  const { car, gauge } = withGauge!;
  await page.goto(siteUrl('corner-car-yard', `/cars/${car.slug}`));
  const section = page.getByRole('region', { name: 'Price comparison' });
  await expect(section).toContainText(gauge!.description!);
  await expect(section.getByTestId('gauge-basis')).toHaveText(`Based on ${gauge!.cars} similar used cars ${where}, not national market data.`);
});

test('new cars and tenants without the autogauge plugin show no gauge', async ({ page }) => {
  const newCar = (stockOf('bayside-auto-group') as Car[]).find((car) => car.carType === 'new' && car.status === 'in_stock')!;
  await page.goto(siteUrl('bayside-auto-group', `/cars/${newCar.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price comparison' })).toHaveCount(0);
  const caravan = (stockOf('outback-caravans-and-motorcycles') as Car[]).find((car) => car.carType === 'used' && car.status === 'in_stock')!;
  await page.goto(siteUrl('outback-caravans-and-motorcycles', `/cars/${caravan.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price comparison' })).toHaveCount(0);
});

test("a tenant whose market is market data shows the service's gauge, asked by the build, labelled as market data", async ({ page }) => {
  // Harbour Toyota points at the demo's stand-in market-data service (tenants/_demo-market.ts); its answers are
  // scripts/lib/demo/market-figures.ts's, so the page can be checked against them.
  type Listing = Car & { reserved: boolean; state: string | null };
  const used = (stockOf('harbour-toyota') as Listing[]).filter(asksMarketGauge);
  const shown = used.map((car) => ({ car, gauge: demoGauge(car) })).find(({ gauge }) => showsPriceGauge(gauge));
  expect(shown, 'some used Harbour car sits within its market range').toBeTruthy();
  const { car, gauge } = shown!;
  await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}`));
  const section = page.getByRole('region', { name: 'Price comparison' });
  await expect(section).toContainText(`$${gauge.market_range_min.toLocaleString('en-AU')}`);
  await expect(section).toContainText(`$${gauge.market_range_max.toLocaleString('en-AU')}`);
  await expect(section).toContainText(gauge.description);
  // The stand-in's figures are made up: the page says so and does not name AutoGrab.
  await expect(section.getByTestId('gauge-basis')).toHaveText(`Based on ${DEMO_MARKET_LABEL}.`);
  await expect(section).not.toContainText('AutoGrab');
  await expect(section.getByRole('img')).toHaveAccessibleName(
    `This car's price sits ${Math.round(gauge.fill * 100)}% of the way through the price range of similar cars`,
  );
  await expectNoAxeViolations(page);
  // A sold used car is not asked about: no gauge.
  const sold = (stockOf('harbour-toyota') as Listing[]).find((other) => other.carType === 'used' && other.status === 'sold');
  if (sold) {
    await page.goto(siteUrl('harbour-toyota', `/cars/${sold.slug}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Price comparison' })).toHaveCount(0);
  }
});
