import { expect, test } from './fixtures.ts';
import { siteUrl } from './support.ts';

test('a page that throws or fails to hydrate fails the test it is in (the shared fixture)', async ({ page, pageErrors }) => {
  await page.goto(siteUrl('corner-car-yard', '/'));
  expect(pageErrors.seen()).toEqual([]);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('an island broke');
    });
    console.error('Uncaught Error: Minified React error #418; visit https://react.dev/errors/418');
    console.error('Failed to load resource: the server responded with a status of 404'); // not a hydration error
  });
  await expect.poll(() => pageErrors.seen().length).toBe(2);
  expect(pageErrors.seen()[0]).toMatch(/^hydration error on .*Minified React error #418/);
  expect(pageErrors.seen()[1]).toMatch(/^uncaught error on .*an island broke/);
  // Provoked on purpose here; any other test with these fails at its end.
  pageErrors.allow(/an island broke|#418/);
});
