// What the SEO tools read from a built page (scripts/lib/seo/page-facts.ts reads it from the HTML).

export type ImageFact = { src: string; alt: string | null; inMain: boolean };
export type PageFacts = {
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  /** The `content` of every `<meta name="robots">`. */
  robots: string[];
  lang: string | null;
  /** Heading levels in document order (1-6). */
  headings: number[];
  /** Each distinct `href` of the page's `<a>` elements, as written (entities decoded), in the order they first appear. */
  links: string[];
  images: ImageFact[];
  /** The text of every `<script type="application/ld+json">`. */
  jsonLd: string[];
  /** A hash of what the page says: title, description, canonical, robots, JSON-LD, and the main element's text and images. */
  contentHash: string;
};

/** Whether a page asks not to be indexed. */
export const isNoindex = (facts: Pick<PageFacts, 'robots'>): boolean => facts.robots.some((content) => /\bnoindex\b|\bnone\b/i.test(content));
