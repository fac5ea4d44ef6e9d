// A content page's data: the page, its title for the browser tab, and what its template shows.
import { formatPhone } from '#src/domain/locations/phone.ts';
import { displayDate } from '#src/domain/time/display-date.ts';
import { answerParagraphs, faqJsonLd, splitSections } from '#src/domain/content/page-parts.ts';
import { jsonForScript } from '#src/domain/escape.ts';
import { openJobs, sitePage, sitePages } from './content.ts';
import { pageForm } from './content-forms.ts';
import { PARTS_CATALOGUE_PATH, siteParts } from './parts-catalogue.ts';
import { tenant } from './site.ts';

/** One static path per content page the site builds. */
export async function contentPagePaths() {
  return (await sitePages()).map((page) => ({ params: { contentPage: page.id }, props: { id: page.id } }));
}

/** Templates whose page shows when its text last changed (policies and terms). */
const DATED = new Set(['article', 'terms', 'faqs']);

export async function contentPageData(id: string) {
  const page = await sitePage(id);
  const { data } = page;
  const locationName = (slug: string | undefined) => tenant.locations.find((location) => location.slug === slug)?.name ?? null;
  return {
    page,
    title: `${data.title} | ${tenant.name}`,
    updated: DATED.has(data.template) ? { iso: data.updated, text: displayDate(data.updated) } : null,
    terms: data.template === 'terms' ? splitSections(page.html) : null,
    faqs: data.faqs ? data.faqs.map((faq) => ({ question: faq.question, paragraphs: answerParagraphs(faq.answer) })) : null,
    jsonLd: data.faqs ? jsonForScript(faqJsonLd(data.faqs)) : null,
    staff: (data.staff ?? []).map((member) => ({
      ...member,
      locationName: locationName(member.location),
      phoneText: member.phone ? formatPhone(member.phone) : null,
    })),
    jobs: data.template === 'careers' ? await openJobs() : [],
    /** The catalogue search's first page (its island loads the rest); null without a catalogue. */
    parts: data.template === 'parts-search' ? await partsSearchProps() : null,
    /** The parts page links the catalogue search when there is one. */
    catalogueLink:
      data.template === 'parts' && (await siteParts()).length > 0 && (await sitePages()).some((entry) => entry.data.template === 'parts-search')
        ? '/parts/search'
        : null,
    /** A brand that books services on its own site: /service links there instead of showing the form. */
    serviceUrl: data.template === 'service' ? tenant.bookings.service.externalUrl : null,
    form:
      data.template === 'service' && tenant.bookings.service.externalUrl
        ? null
        : pageForm(data.template, page.path, data.template === 'careers' ? [['position', 'General application']] : []),
  };
}
export type ContentPageView = Awaited<ReturnType<typeof contentPageData>>;

async function partsSearchProps() {
  const parts = await siteParts();
  return parts.length ? { first: parts.slice(0, 21), total: parts.length, catalogueUrl: PARTS_CATALOGUE_PATH } : null;
}
