// robots.txt per tenant (src/domain/seo/indexing.ts): private paths and search query strings disallowed, the
// sitemap index named with the site's public address.
import type { APIRoute } from 'astro';
import { tenant } from '#src/data/site.ts';
import { robotsTxt } from '#src/domain/seo/indexing.ts';

export const GET: APIRoute = () => new Response(robotsTxt(tenant.url), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
