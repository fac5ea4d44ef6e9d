// The `test` every browser spec uses: Playwright's, with one automatic fixture that fails a test whose pages threw an
// uncaught error or logged a React hydration error (a mismatch between the server's HTML and the island, or an error
// while hydrating), so a broken island cannot pass because the assertions happened to look elsewhere. A spec that
// provokes one on purpose says which with `pageErrors.allow(/pattern/)`.
import { expect, test as base, type Page } from '@playwright/test';

export { expect };
export type { APIRequestContext, Locator, Page, Request } from '@playwright/test';

/** What React and the browser log when hydration goes wrong (React 19 in production logs minified errors 418 to 425). */
const HYDRATION_ERROR = /hydrat|did(?:n't| not) match|Minified React error|error occurred during/i;

export type PageErrors = { allow: (pattern: RegExp) => void; seen: () => readonly string[] };

export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => errors.push(`uncaught error on ${page.url()}: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(`hydration error on ${page.url()}: ${message.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ allow: (pattern) => allowed.push(pattern), seen: () => errors });
      expect(
        errors.filter((error) => !allowed.some((pattern) => pattern.test(error))),
        'the pages threw or failed to hydrate',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
