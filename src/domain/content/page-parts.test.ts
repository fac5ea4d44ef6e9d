import { describe, expect, it } from 'vitest';
import { cardDescription, displayDate, sortPosts, blogPath, articleJsonLd } from './blog.ts';
import { answerParagraphs, faqJsonLd, splitSections } from './page-parts.ts';

describe("the terms page's sections", () => {
  it('split at each h2, with the text before the first heading as the intro', () => {
    const html =
      '<p>These terms apply.</p>\n<h2 id="using-this-website">Using this <em>website</em></h2>\n<p>Be nice.</p>\n<h2 id="prices">Prices</h2><p>Drive away.</p><h3>Fees</h3><p>None.</p>';
    expect(splitSections(html)).toEqual({
      intro: '<p>These terms apply.</p>',
      sections: [
        { id: 'using-this-website', heading: 'Using this website', html: '<p>Be nice.</p>' },
        { id: 'prices', heading: 'Prices', html: '<p>Drive away.</p><h3>Fees</h3><p>None.</p>' },
      ],
    });
  });

  it('are none when the text has no h2', () => {
    expect(splitSections('<p>Only text</p>')).toEqual({ intro: '<p>Only text</p>', sections: [] });
  });
});

describe('the FAQ page', () => {
  it('answers in paragraphs and as a schema.org FAQPage', () => {
    expect(answerParagraphs('Yes, any day.\n\nCall   us\nfirst.')).toEqual(['Yes, any day.', 'Call us first.']);
    expect(faqJsonLd([{ question: 'Can I test drive a car?', answer: 'Yes.\n\nBook online.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Can I test drive a car?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.\n\nBook online.' } }],
    });
  });
});

describe('the blog', () => {
  it("cuts a card's description to 80 characters at a word (spec 2 section 9)", () => {
    const text = 'We drove the RAV4 Hybrid for a week of school runs, freeway commutes and a weekend at the coast.';
    const cut = cardDescription(text);
    expect(cut).toBe('We drove the RAV4 Hybrid for a week of school runs, freeway commutes and a\u2026');
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(cardDescription('x'.repeat(120))).toHaveLength(80);
    expect(cardDescription('Exactly short.')).toBe('Exactly short.');
  });

  it('lists posts newest first and names their pages', () => {
    const posts = [
      { id: 'a', data: { date: '2026-09-01', title: 'B' } },
      { id: 'b', data: { date: '2026-10-01', title: 'A' } },
      { id: 'c', data: { date: '2026-09-01', title: 'A' } },
    ];
    expect(sortPosts(posts).map((post) => post.id)).toEqual(['b', 'c', 'a']);
    expect(blogPath('vehicle-reviews', 'rav4')).toBe('/blog/vehicle-reviews/rav4');
    expect(displayDate('2026-10-07')).toBe('7 October 2026');
  });

  it('describes an article for search engines', () => {
    const post = {
      title: 'RAV4 review',
      description: 'A week with the RAV4.',
      date: '2026-10-01',
      category: 'vehicle-reviews',
      author: 'Sam Lee',
      image: { src: '/brand/blog/rav4.svg', alt: 'RAV4', width: 1200, height: 630 },
    };
    expect(
      articleJsonLd(post, { path: '/blog/vehicle-reviews/rav4', siteUrl: 'https://www.acme.com.au', dealer: 'Acme', logo: '/brand/logo.svg' }),
    ).toMatchObject({
      '@type': 'Article',
      headline: 'RAV4 review',
      datePublished: '2026-10-01',
      dateModified: '2026-10-01',
      image: ['https://www.acme.com.au/brand/blog/rav4.svg'],
      author: { name: 'Sam Lee' },
      publisher: { name: 'Acme', logo: { url: 'https://www.acme.com.au/brand/logo.svg' } },
    });
  });
});
