// The tenant's content as pages read it: content pages, the blog and job listings, from the content collections
// (src/content.config.ts), each once per build.
import { getCollection } from 'astro:content';
import { blogPath, sortPosts } from '#src/domain/content/blog.ts';
import type { BlogCategoryData, ContentPageData, JobData, PostData } from '#src/domain/content/schema.ts';
import { zonedDate } from '#src/domain/time/zoned-time.ts';
import { stockTime, tenant } from './site.ts';

type Stored<T> = { id: string; data: T; rendered?: { html: string } };

export type SitePage = { id: string; path: string; data: ContentPageData; html: string };
export type SitePost = { id: string; path: string; data: PostData; html: string; category: { id: string; heading: string; path: string } };
export type SiteCategory = { id: string; path: string; data: BlogCategoryData; posts: SitePost[] };
export type SiteJob = { id: string; path: string; data: JobData; html: string; locationName: string };

/** A collection's entries, typed here rather than by the types `astro sync` writes (so a typecheck needs no build). */
async function entries<T>(collection: 'pages' | 'blog-categories' | 'posts' | 'jobs'): Promise<Stored<T>[]> {
  return (getCollection as unknown as (name: string) => Promise<Stored<T>[]>)(collection);
}

let pages: Promise<SitePage[]> | undefined;
/** The content pages the site builds (switched-off pages are not in the collection). */
export function sitePages(): Promise<SitePage[]> {
  pages ??= entries<ContentPageData>('pages').then((list) =>
    list.map((entry) => ({ id: entry.id, path: `/${entry.id}`, data: entry.data, html: entry.rendered?.html ?? '' })),
  );
  return pages;
}

/** One content page, by id; the build fails when it is missing (a page file asked for a page the site lacks). */
export async function sitePage(id: string): Promise<SitePage> {
  const page = (await sitePages()).find((entry) => entry.id === id);
  if (!page) throw new Error(`[${tenant.slug}] no content page "${id}"`);
  return page;
}

let blog: Promise<{ categories: SiteCategory[]; posts: SitePost[] }> | undefined;
/** The blog: its posts, newest first, and the categories that have posts, in their order. */
export function siteBlog(): Promise<{ categories: SiteCategory[]; posts: SitePost[] }> {
  blog ??= Promise.all([entries<BlogCategoryData>('blog-categories'), entries<PostData>('posts')]).then(([categoryEntries, postEntries]) => {
    const heading = new Map(categoryEntries.map((entry) => [entry.id, entry.data.heading]));
    const posts = sortPosts(postEntries).map((entry) => ({
      id: entry.id,
      path: blogPath(entry.data.category, entry.id),
      data: entry.data,
      html: entry.rendered?.html ?? '',
      category: { id: entry.data.category, heading: heading.get(entry.data.category) ?? entry.data.category, path: blogPath(entry.data.category) },
    }));
    const categories = categoryEntries
      .map((entry) => ({ id: entry.id, path: blogPath(entry.id), data: entry.data, posts: posts.filter((post) => post.category.id === entry.id) }))
      .filter((category) => category.posts.length > 0)
      .sort((a, b) => a.data.order - b.data.order || a.data.heading.localeCompare(b.data.heading));
    return { categories, posts };
  });
  return blog;
}

let jobs: Promise<SiteJob[]> | undefined;
/** Job listings still open on the stock's date (a job closes at the end of its `closes` day, Brisbane time). */
export function openJobs(): Promise<SiteJob[]> {
  const today = zonedDate(stockTime());
  jobs ??= entries<JobData>('jobs').then((list) =>
    list
      .filter((entry) => !entry.data.closes || entry.data.closes >= today)
      .sort((a, b) => a.data.title.localeCompare(b.data.title))
      .map((entry) => ({
        id: entry.id,
        path: `/careers/${entry.id}`,
        data: entry.data,
        html: entry.rendered?.html ?? '',
        locationName: tenant.locations.find((location) => location.slug === entry.data.location)?.name ?? entry.data.location,
      })),
  );
  return jobs;
}

/** Every path the content adds to the site: content pages, the blog's pages and the job pages. */
export async function contentPaths(): Promise<string[]> {
  const [pageList, { categories, posts }, jobList] = await Promise.all([sitePages(), siteBlog(), openJobs()]);
  return [
    ...pageList.map((page) => page.path),
    ...(posts.length ? ['/blog', ...categories.map((c) => c.path), ...posts.map((p) => p.path)] : []),
    ...jobList.map((job) => job.path),
  ];
}
