// What the content templates derive from a page: the terms page's sections (its accordion on mobile) and the FAQ
// page's schema.org FAQPage.
import type { Faq } from './schema.ts';

export type Section = { id: string; heading: string; html: string };

const H2 = /<h2(?:\s+id="([^"]*)")?[^>]*>([\s\S]*?)<\/h2>/g;
const stripTags = (html: string) => html.replace(/<[^>]+>/g, '').trim();

/**
 * Rendered Markdown split at its `##` headings: the text before the first heading, then one section per heading
 * (its id from the heading's anchor). Headings are plain text in the accordion's summary.
 * @example splitSections('<p>Intro</p><h2 id="prices">Prices</h2><p>All prices...</p>')
 *   // { intro: '<p>Intro</p>', sections: [{ id: 'prices', heading: 'Prices', html: '<p>All prices...</p>' }] }
 */
export function splitSections(html: string): { intro: string; sections: Section[] } {
  const heads = [...html.matchAll(H2)];
  if (heads.length === 0) return { intro: html, sections: [] };
  const sections = heads.map((match, index) => {
    const start = match.index + match[0].length;
    const end = heads[index + 1]?.index ?? html.length;
    const heading = stripTags(match[2]!);
    return {
      id:
        match[1] ||
        heading
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
      heading,
      html: html.slice(start, end).trim(),
    };
  });
  return { intro: html.slice(0, heads[0]!.index).trim(), sections };
}

/**
 * An answer's paragraphs: blank lines separate them.
 * @example answerParagraphs('Yes.\n\nCall us first.') // ['Yes.', 'Call us first.']
 */
export const answerParagraphs = (answer: string): string[] =>
  answer
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/**
 * The page's schema.org FAQPage (JSON-LD) for its questions and answers.
 * @example faqJsonLd([{ question: 'Can I book a test drive?', answer: 'Yes.' }]).mainEntity[0].acceptedAnswer.text // 'Yes.'
 */
export function faqJsonLd(faqs: readonly Faq[]): { '@context': string; '@type': 'FAQPage'; mainEntity: Record<string, unknown>[] } {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: answerParagraphs(faq.answer).join('\n\n') },
    })),
  };
}
