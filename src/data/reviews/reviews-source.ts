// Picks the ReviewsProvider for a tenant's `home.reviews` (src/domain/tenant/schema/home.ts) and reads reviews
// files. A reviews file that cannot be read or is malformed fails the tenant's build with the file and the field;
// a review service that fails leaves the section out (and says why), so an outage never stops a site.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reviewsSummarySchema, type ReviewsProvider, type ReviewsSummary } from '#src/domain/home/reviews.ts';
import { describeConfigIssues } from '#src/domain/tenant/resolve-tenant-config.ts';
import type { ReviewsSource } from '#src/domain/tenant/schema/home.ts';
import { REPO_ROOT, tenantDir } from '../../files/paths.ts';
import { googlePlacesReviews } from './google-places.ts';

export type ReviewsFileResult = { ok: true; summary: ReviewsSummary } | { ok: false; errors: string[] };

/**
 * Reads and checks a tenant's reviews file (`tenants/<slug>/<file>`, the ReviewsSummary shape).
 * @example readReviewsFile('harbour-toyota', 'reviews.json') // { ok: true, summary: { averageRating: 4.7, ... } }
 */
export function readReviewsFile(slug: string, file: string, folder?: string): ReviewsFileResult {
  const full = path.join(folder ? path.join(folder, slug) : tenantDir(slug), file);
  const shown = path.relative(REPO_ROOT, full);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    return { ok: false, errors: [`${shown}: could not be read: ${(error as Error).message}`] };
  }
  const parsed = reviewsSummarySchema.safeParse(raw);
  return parsed.success ? { ok: true, summary: parsed.data } : { ok: false, errors: describeConfigIssues(shown, parsed.error.issues) };
}

/** The provider for a tenant's reviews source, or null when it has none. GOOGLE_PLACES_API_KEY comes from the environment. */
export function reviewsProviderFor(slug: string, source: ReviewsSource, env: NodeJS.ProcessEnv = process.env): ReviewsProvider | null {
  if (!source) return null;
  switch (source.source) {
    case 'tenant': {
      const { source: _kind, ...summary } = source;
      return { load: async () => summary };
    }
    case 'file':
      // Read when the tenant loads (src/files/load-tenant.ts), outside the site's render; here for other callers.
      return {
        load: async () => {
          const result = readReviewsFile(slug, source.file);
          if (!result.ok) throw new Error(result.errors.join('\n'));
          return result.summary;
        },
      };
    case 'google-places': {
      const apiKey = env.GOOGLE_PLACES_API_KEY;
      if (!apiKey) return { load: () => Promise.reject(new Error('GOOGLE_PLACES_API_KEY is not set')) };
      return googlePlacesReviews({ placeId: source.placeId, apiKey, ...(env.GOOGLE_PLACES_BASE_URL ? { baseUrl: env.GOOGLE_PLACES_BASE_URL } : {}) });
    }
  }
}
