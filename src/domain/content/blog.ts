// The blog's rules: its paths, the order of posts, the card's cut description (spec 2 section 9: 80
// characters) and the structured data of an article (schema.org Article).
import { absoluteUrl } from '../absolute-url.ts';
import type { PostData } from './schema.ts';

export { displayDate } from '../time/display-date.ts';

export const BLOG_PATH = '/blog';
export const BLOG_RSS_PATH = '/blog/rss.xml';
/** Spec 2 section 9: 'Blog description truncated to 80 characters'. */
export const BLOG_CARD_DESCRIPTION_LENGTH = 80;
/** The card's link text (spec 2 section 2: 'Read More +'). */
export const READ_MORE = 'Read More +';

/**
 * The blog's page for a category, or for a post in it.
 * @example blogPath('vehicle-reviews') // '/blog/vehicle-reviews'
 * @example blogPath('vehicle-reviews', 'rav4-hybrid') // '/blog/vehicle-reviews/rav4-hybrid'
 */
export function blogPath(category: string, post?: string): string {
  return post ? `${BLOG_PATH}/${category}/${post}` : `${BLOG_PATH}/${category}`;
}

/** Newest first; the same day by title. */
export function sortPosts<T extends { id: string; data: Pick<PostData, 'date' | 'title'> }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.data.date < b.data.date ? 1 : a.data.date > b.data.date ? -1 : a.data.title.localeCompare(b.data.title)));
}

/**
 * A description cut to at most 80 characters at a word, with an ellipsis when cut.
 * @example cardDescription('We drove the RAV4 Hybrid for a week of school runs, freeway commutes and a weekend at the coast.')
 *   // 'We drove the RAV4 Hybrid for a week of school runs, freeway commutes and a…'
 * @example cardDescription('Short and sweet.') // 'Short and sweet.'
 */
export function cardDescription(text: string, limit = BLOG_CARD_DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const atWord = cut.includes(' ') ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return `${atWord.replace(/[\s,.;:!?-]+$/, '')}\u2026`;
}

/**
 * The article's schema.org Article (JSON-LD), with the dealer as publisher.
 * @example articleJsonLd(post, { path: '/blog/vehicle-reviews/rav4', siteUrl: 'https://www.x.com.au', dealer: 'X', logo: '/brand/logo.svg' })['@type'] // 'Article'
 */
export function articleJsonLd(post: PostData, context: { path: string; siteUrl: string; dealer: string; logo: string | null }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.description,
    image: [absoluteUrl(post.image.src, context.siteUrl)],
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: context.dealer,
      ...(context.logo ? { logo: { '@type': 'ImageObject', url: absoluteUrl(context.logo, context.siteUrl) } } : {}),
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(context.path, context.siteUrl) },
  };
}
