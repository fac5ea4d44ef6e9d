// Pages other work is building now (content pages, brands, models and compare): a link to one of them that
// does not exist yet is counted and reported as "awaiting its page" (a warning), not as a broken link. Remove an
// entry when its page lands: from then on a missing one is an error again.
const AWAITING: ReadonlyArray<{ pattern: RegExp; work: string }> = [
  { pattern: /^\/(privacy-policy|terms-and-conditions|warranty|faqs?|about-us|buying|teams|roadside-assist|capped-price-servicing|fleet|careers|service|vehicle-parts-and-accessories|book-test-drive|parts\/search)\/?$/, work: 'content pages' },
  { pattern: /^\/(pages|blog)(\/.*)?$/, work: 'content pages' },
  { pattern: /^\/(compare|brands)(\/.*)?$/, work: 'brands, models and compare' },
];

/** The work that will build this missing page, if any. */
export function awaitingWork(urlPath: string): string | null {
  return AWAITING.find((entry) => entry.pattern.test(urlPath))?.work ?? null;
}
