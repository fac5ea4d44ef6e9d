// The tenant's content collections (tenants/_content and tenants/<slug>/content) and its parts catalogue: see
// src/data/content/.
import { defineCollection } from 'astro:content';
import { tenant } from 'virtual:tenant';
import { tenantContentLoader } from '#src/data/content/content-loader.ts';
import { partsCatalogueLoader } from '#src/data/content/parts-loader.ts';
import { blogCategorySchema, jobSchema, pageSchema, postSchema } from '#src/domain/content/schema.ts';

export const collections = {
  pages: defineCollection({ loader: tenantContentLoader(tenant, 'pages'), schema: pageSchema }),
  'blog-categories': defineCollection({ loader: tenantContentLoader(tenant, 'blog-categories'), schema: blogCategorySchema }),
  posts: defineCollection({ loader: tenantContentLoader(tenant, 'posts'), schema: postSchema }),
  jobs: defineCollection({ loader: tenantContentLoader(tenant, 'jobs'), schema: jobSchema }),
  /** The parts catalogue behind /parts/search (tenant parts.catalogue), checked by its own loader. */
  parts: defineCollection({ loader: partsCatalogueLoader(tenant) }),
};
