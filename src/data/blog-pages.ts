// The blog's pages: /blog (every post, and the categories), /blog/<category> and /blog/<category>/<post>.
import { absoluteUrl } from '#src/domain/absolute-url.ts';
import { articleJsonLd, BLOG_PATH, BLOG_RSS_PATH } from '#src/domain/content/blog.ts';
import { displayDate } from '#src/domain/time/display-date.ts';
import { jsonForScript } from '#src/domain/escape.ts';
import { siteBlog } from './content.ts';
import { tenant } from './site.ts';

/** /blog and a page per category with posts; none for a site without posts. */
export async function blogListPaths() {
  const { categories, posts } = await siteBlog();
  if (posts.length === 0) return [];
  return [
    { params: { page: undefined }, props: { category: null } },
    ...categories.map((category) => ({ params: { page: category.id }, props: { category: category.id } })),
  ];
}

export async function blogListData(categoryId: string | null) {
  const { categories, posts } = await siteBlog();
  const category = categoryId ? categories.find((entry) => entry.id === categoryId)! : null;
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: 'Blog', href: BLOG_PATH },
    ...(category ? [{ label: category.data.heading, href: category.path }] : []),
  ];
  return {
    heading: category?.data.heading ?? `The ${tenant.name} blog`,
    description: category?.data.description ?? `Reviews, buying guides and news from the team at ${tenant.name}.`,
    path: category?.path ?? BLOG_PATH,
    posts: category ? category.posts : posts,
    categories: categories.filter((entry) => entry.id !== categoryId),
    crumbs,
    rss: BLOG_RSS_PATH,
  };
}

export async function blogPostPaths() {
  return (await siteBlog()).posts.map((post) => ({ params: { category: post.category.id, post: post.id }, props: { path: post.path } }));
}

export async function blogPostData(path: string) {
  const post = (await siteBlog()).posts.find((entry) => entry.path === path)!;
  return {
    post,
    title: `${post.data.title} | ${tenant.name}`,
    date: displayDate(post.data.date),
    updated: post.data.updated && post.data.updated !== post.data.date ? displayDate(post.data.updated) : null,
    crumbs: [
      { label: 'Home', href: '/' },
      { label: 'Blog', href: BLOG_PATH },
      { label: post.category.heading, href: post.category.path },
      { label: post.data.title, href: post.path },
    ],
    jsonLd: jsonForScript(articleJsonLd(post.data, { path: post.path, siteUrl: tenant.url, dealer: tenant.name, logo: tenant.branding.logo?.url ?? null })),
    rss: BLOG_RSS_PATH,
    imageUrl: absoluteUrl(post.data.image.src, tenant.url),
  };
}
