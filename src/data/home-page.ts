// The home page's sections, in the tenant's order (`home.blocks`), each with what it shows; a block without content
// (no current slides, no stats, no qualifying reviews, no banner tiles or selling points of the dealer's own) is left out.
import { salesMonthName, salesThisMonth } from '#src/domain/home/sales-counter.ts';
import { currentSlides } from '#src/domain/home/slides.ts';
import { reviewsView, type ReviewsView } from '#src/domain/home/reviews.ts';
import { stockLinks, type NavLink } from '#src/domain/navigation.ts';
import { tenantTimeZone } from '#src/domain/tenant/time-zone.ts';
import type { HomeBlock, HomeContent, Slide } from '#src/domain/tenant/schema/home.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { contentPaths, siteBlog } from './content.ts';
import { locationBlockCards } from './locations.ts';
import { reviewsProviderFor } from './reviews/reviews-source.ts';
import { sitePageChecker } from './site-pages.ts';
import { siteSnapshot, searchVehicles, stockTime, tenant } from './site.ts';

export type HomeSection =
  | { kind: 'slider'; slides: Slide[] }
  | { kind: 'hero'; title: string; subtitle: string; links: NavLink[] }
  | { kind: 'banner'; items: HomeContent['banner'] }
  | { kind: 'stats'; stats: NonNullable<HomeContent['stats']> }
  | { kind: 'latestStock'; vehicles: Vehicle[] }
  | { kind: 'salesCounter'; value: number; month: string }
  | { kind: 'whyDealer'; title: string; points: HomeContent['whyDealer']['points'] }
  | { kind: 'whyBuyFromUs'; points: Array<{ title: string }> }
  | { kind: 'reviews'; view: ReviewsView }
  | { kind: 'latestPosts' }
  | { kind: 'locations' }
  | { kind: 'payments' };

const LATEST_STOCK = 8;

/** The tenant's reviews; a review service that fails leaves the section out, a broken reviews file fails the build. */
async function loadReviews(): Promise<ReviewsView | null> {
  const source = tenant.home.reviews;
  const provider = reviewsProviderFor(tenant.slug, source);
  if (!provider) return null;
  try {
    return reviewsView(await provider.load(), stockTime());
  } catch (error) {
    if (source?.source === 'file') throw error;
    console.warn(`[${tenant.slug}] reviews left out of the home page: ${(error as Error).message}`);
    return null;
  }
}

async function section(block: HomeBlock): Promise<HomeSection | null> {
  const { home } = tenant;
  switch (block) {
    case 'slider': {
      const slides = currentSlides(home.slides, stockTime());
      return slides.length ? { kind: 'slider', slides } : null;
    }
    case 'hero':
      return {
        kind: 'hero',
        title: home.heroTitle,
        subtitle: home.heroSubtitle,
        links: stockLinks(searchVehicles(), tenant.search.usedLabel, { usedCarVariant: tenant.search.usedCarVariantPath }),
      };
    case 'banner': {
      const { hasPage } = sitePageChecker(tenant, await contentPaths());
      const items = home.banner.filter((item) => hasPage(item.href));
      return items.length ? { kind: 'banner', items } : null;
    }
    case 'stats':
      return home.stats ? { kind: 'stats', stats: home.stats } : null;
    case 'latestStock': {
      const vehicles = searchVehicles()
        .filter((v) => v.status === 'in_stock')
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, LATEST_STOCK);
      return vehicles.length ? { kind: 'latestStock', vehicles } : null;
    }
    case 'salesCounter': {
      // The dealer's own sales this month, from its feed (a dealer whose feed drops sold cars shows none: left out).
      const zone = tenantTimeZone(tenant);
      const value = salesThisMonth(
        siteSnapshot().vehicles.filter((car) => car.showOnDealerWebsite),
        stockTime(),
        zone,
      );
      return value > 0 ? { kind: 'salesCounter', value, month: salesMonthName(stockTime(), zone) } : null;
    }
    case 'whyDealer':
      return home.whyDealer.points.length ? { kind: 'whyDealer', title: home.whyDealer.title ?? `Why ${tenant.name}?`, points: home.whyDealer.points } : null;
    case 'whyBuyFromUs':
      return home.whyBuyFromUs.length ? { kind: 'whyBuyFromUs', points: home.whyBuyFromUs.map((title) => ({ title })) } : null;
    case 'reviews': {
      const view = await loadReviews();
      return view ? { kind: 'reviews', view } : null;
    }
    // The latest blog cards: none until the site has a blog (src/data/latest-posts.ts).
    case 'latestPosts': {
      // The blog's own block (src/components/blog/LatestPosts.astro) shows the newest posts.
      return (await siteBlog()).posts.length ? { kind: 'latestPosts' } : null;
    }
    // 'Our Locations': the location cards' carousel, its cards chosen by locationPages.homeCarousel.
    case 'locations':
      return locationBlockCards(tenant.locationPages.homeCarousel).length ? { kind: 'locations' } : null;
    case 'payments':
      return { kind: 'payments' };
  }
}

/** Everything the home page renders: its title and description, and its sections in the tenant's order. */
export async function homePageData() {
  const salesLocations = tenant.locations.filter((location) => location.visible && location.location_type === 'sales');
  const sections = (await Promise.all(tenant.home.blocks.map((block) => section(block)))).filter((s): s is HomeSection => s !== null);
  return {
    title: `${tenant.name} | ${tenant.home.heroTitle}`,
    description: `${tenant.home.heroSubtitle} ${tenant.name}: ${salesLocations.length} sales ${salesLocations.length === 1 ? 'location' : 'locations'}.`,
    /** The hero carries the page's h1; without it the page gets a heading of its own for screen readers. */
    hiddenHeading: sections.some((s) => s.kind === 'hero') ? null : `${tenant.name}: ${tenant.home.heroTitle}`,
    sections,
    /** The latest cars' first photos load with priority only when no slide comes before them. */
    stockPhotosFirst: !sections
      .slice(
        0,
        sections.findIndex((s) => s.kind === 'latestStock'),
      )
      .some((s) => s.kind === 'slider'),
  };
}
