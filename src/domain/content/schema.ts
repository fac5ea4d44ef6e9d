// The content collections' schemas (frontmatter of the Markdown files in tenants/_content/ and
// tenants/<slug>/content/): content pages, blog posts and categories, job listings. The Astro content config
// (src/content.config.ts) validates with these, and the loader names the file and field of any error.
import { z } from 'zod';
import { contentPageIdSchema } from '../tenant/schema/pages.ts';

/** What each content page shows around its text (see src/components/content/). */
export const PAGE_TEMPLATES = [
  /** The text alone: about us, privacy policy, warranty, buying, tenant /pages/ pages. */
  'article',
  /** The text's sections (each `##` heading) as an accordion on mobile: the terms and conditions. */
  'terms',
  /** Questions and answers (frontmatter `faqs`) as an accordion, with FAQPage JSON-LD. */
  'faqs',
  /** Staff cards (frontmatter `staff`). */
  'teams',
  /** The text and the fleet enquiry form. */
  'fleet',
  /** The text, the job listings (the jobs collection) and a general application form with a CV upload. */
  'careers',
  /** The service booking form with the service department's open slots. */
  'service',
  /** The parts enquiry form. */
  'parts',
  /** The parts catalogue search, each part enquirable; the parts enquiry form without a catalogue. */
  'parts-search',
  /** The test drive booking form: a car or model, a location and a slot. */
  'test-drive',
  /** Confirms an unsubscribe link from an e-mail. */
  'unsubscribe',
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/** `YYYY-MM-DD` (write dates in quotes or plainly: the loader reads YAML 1.2, which keeps them as text). */
const dateSchema = z.iso.date({ error: 'expected a date such as 2026-11-01' });

/** An image the site serves: `/content/...` (platform images in public/content) or `/brand/...` (tenants/<slug>/assets). */
export const contentImageSchema = z.strictObject({
  src: z
    .string()
    .regex(/^\/(content|brand)\/[A-Za-z0-9/_.-]+\.(svg|png|jpe?g|webp|avif)$/, 'expected a path such as /brand/blog/review.svg or /content/hero.svg'),
  alt: z.string().min(1, 'describe the image for people who cannot see it'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

/**
 * Where a page's link goes in the site's menus, besides the links the tenant's menus already name.
 * @example { header: 'More', footer: 'dealer', label: 'Home Test Drives' }
 */
export const menuPlacementSchema = z.strictObject({
  /** The label of a header dropdown to add the link to (e.g. 'More'). */
  header: z.string().min(1).optional(),
  /** The title of a footer group, or 'dealer' for the footer's own group (the dealer's name and address). */
  footer: z.string().min(1).optional(),
  /** The link's text; default the page's title. */
  label: z.string().min(1).max(60).optional(),
  /** Links placed in one menu go in this order (then by title). */
  order: z.number().int().default(0),
});
export type MenuPlacement = z.infer<typeof menuPlacementSchema>;

const faqSchema = z.strictObject({ question: z.string().min(5).max(300), answer: z.string().min(5).max(3000) });
const staffSchema = z.strictObject({
  name: z.string().min(1).max(100),
  role: z.string().min(1).max(100),
  /** A location slug of the tenant: the card names where they work. */
  location: z.string().optional(),
  /** One or two sentences. */
  bio: z.string().max(500).optional(),
  phone: z.string().optional(),
  email: z.email().optional(),
});
export type StaffMember = z.infer<typeof staffSchema>;
export type Faq = z.infer<typeof faqSchema>;

const pageShape = {
  title: z.string().min(1).max(120),
  /** The search-result and share description (the page's meta description). */
  description: z.string().min(20).max(300),
  template: z.enum(PAGE_TEMPLATES).default('article'),
  menu: menuPlacementSchema.optional(),
  hero: contentImageSchema.optional(),
  /** When the text last changed: shown under the title of the policies and in the page's metadata. */
  updated: dateSchema,
  faqs: z.array(faqSchema).min(1).optional(),
  staff: z.array(staffSchema).min(1).optional(),
};

/**
 * A content page. A template that lists things needs its list: `faqs` for 'faqs', `staff` for 'teams'.
 * @example pageSchema.parse({ title: 'About Us', description: 'Who we are and how we work.', updated: '2026-11-01' }).template // 'article'
 */
export const pageSchema = z.strictObject(pageShape).superRefine((page, ctx) => {
  if (page.template === 'faqs' && !page.faqs)
    ctx.addIssue({ code: 'custom', path: ['faqs'], message: "the 'faqs' template needs a list of questions and answers" });
  if (page.template === 'teams' && !page.staff) ctx.addIssue({ code: 'custom', path: ['staff'], message: "the 'teams' template needs a list of staff" });
});
export type ContentPageData = z.infer<typeof pageSchema>;

/** A blog category (spec 2 section 3: heading, description, link text, href, image); its page is /blog/<id>. */
export const blogCategorySchema = z.strictObject({
  heading: z.string().min(1).max(80),
  description: z.string().min(10).max(300),
  /** The link to the category's page, e.g. 'All vehicle reviews'. */
  linkText: z.string().min(1).max(60),
  image: contentImageSchema.optional(),
  order: z.number().int().default(0),
});
export type BlogCategoryData = z.infer<typeof blogCategorySchema>;

/** A blog article; its page is /blog/<category>/<id>. */
export const postSchema = z.strictObject({
  title: z.string().min(1).max(120),
  /** The card's text (cut to 80 characters there) and the page's meta description. */
  description: z.string().min(20).max(300),
  /** Publication date. */
  date: dateSchema,
  updated: dateSchema.optional(),
  /** A blog category id (tenants/_content/blog-categories or the tenant's own). */
  category: z.string().regex(/^[a-z0-9-]+$/, 'expected a category id such as "vehicle-reviews"'),
  image: contentImageSchema,
  author: z.string().min(1).max(100),
});
export type PostData = z.infer<typeof postSchema>;

/** A job listing; its page is /careers/<id>, with the application form. */
export const jobSchema = z.strictObject({
  title: z.string().min(1).max(120),
  /** One or two sentences for the listing. */
  summary: z.string().min(20).max(300),
  /** A location slug of the tenant. */
  location: z.string().min(1),
  type: z.enum(['Full-time', 'Part-time', 'Casual', 'Contract', 'Apprenticeship']),
  department: z.string().min(1).max(60),
  /** Applications close at the end of this day; a closed job is not listed. */
  closes: dateSchema.optional(),
  updated: dateSchema,
});
export type JobData = z.infer<typeof jobSchema>;

/** The collections, each a folder under `content/`, and each entry's id rule. */
export const CONTENT_COLLECTIONS = {
  pages: { schema: pageSchema, id: contentPageIdSchema, defaults: true },
  'blog-categories': { schema: blogCategorySchema, id: z.string().regex(/^[a-z0-9-]+$/), defaults: true },
  posts: { schema: postSchema, id: z.string().regex(/^[a-z0-9-]+$/), defaults: false },
  jobs: { schema: jobSchema, id: z.string().regex(/^[a-z0-9-]+$/), defaults: false },
} as const;
export type CollectionName = keyof typeof CONTENT_COLLECTIONS;
