import { expect, test } from '@playwright/test';
import { comparableGauge, showsPriceGauge } from '../../src/domain/vehicle/price-gauge.ts';
import { DEMO_TENANTS, siteUrl, stockOf } from './support.ts';

type Car = ReturnType<typeof stockOf>[number] & { year: number; km: number | null; model: string };
const usedCars = DEMO_TENANTS.flatMap((slug) => stockOf(slug) as Car[]).filter((car) => car.carType === 'used' && car.priceCents > 0);

test('a used car shows the price gauge built from comparable stock across the platform', async ({ page }) => {
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
});

test('new cars and tenants without the autogauge plugin show no gauge', async ({ page }) => {
  const newCar = (stockOf('bayside-auto-group') as Car[]).find((car) => car.carType === 'new' && car.status === 'in_stock')!;
  await page.goto(siteUrl('bayside-auto-group', `/cars/${newCar.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price comparison' })).toHaveCount(0);
  const toyota = (stockOf('harbour-toyota') as Car[]).find((car) => car.carType === 'used' && car.status === 'in_stock')!;
  await page.goto(siteUrl('harbour-toyota', `/cars/${toyota.slug}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price comparison' })).toHaveCount(0);
});
