// The group's brands directory (/brands) and each brand's overview page (/{brand slug}/overview): logo, banner,
// description, the models the group sells, its stock of the make, and the locations that sell it.
import { buttonThemeFor } from '#src/domain/brands/button-themes.ts';
import { brandLink, brandPagePath, brandSearchPath, brandsWithPages, directorySections } from '#src/domain/brands/directory.ts';
import { brandLogo, GENERATED_LOGO_PREFIX, type BrandLogo } from '#src/domain/brands/logos.ts';
import { manufacturerOf } from '#src/domain/brands/manufacturers.ts';
import { formatNumber } from '#src/domain/money.ts';
import type { BrandEntry } from '#src/domain/tenant/schema/brands.ts';
import { slugify } from '#src/domain/vehicle/slug.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { locationCard } from './locations.ts';
import { catalogueModelsOf } from './model-pages.ts';
import { hasSearchPage } from './search-data.ts';
import { searchVehicles, tenant } from './site.ts';

const STOCK_SHOWN = 8;

/** A brand's cars in search: its make's, or its dealership's. */
function stockOf(brand: BrandEntry): Vehicle[] {
  if (brand.make) {
    const make = slugify(brand.make);
    return searchVehicles().filter((vehicle) => slugify(vehicle.make) === make);
  }
  return brand.dealershipSlug ? searchVehicles().filter((vehicle) => vehicle.dealershipSlug === brand.dealershipSlug) : [];
}

const logoOf = (brand: BrandEntry): BrandLogo =>
  brand.logo ? { url: brand.logo, alt: `${brand.title} logo`, generated: false } : brandLogo(brand.make ?? brand.title, tenant.brands.logos);

/**
 * The text badges the build writes (`/brand-logos/<slug>.svg`): one for each make in stock or in the directory
 * that has no logo of its own.
 */
export function generatedLogoPaths() {
  const makes = new Map<string, string>();
  const consider = (make: string) => {
    const logo = brandLogo(make, tenant.brands.logos);
    if (logo.generated) makes.set(logo.url.slice(GENERATED_LOGO_PREFIX.length, -'.svg'.length), manufacturerOf(make)?.name ?? make);
  };
  for (const make of new Set(searchVehicles().map((vehicle) => vehicle.make))) consider(make);
  for (const brand of tenant.brands.directory) if (!brand.logo) consider(brand.make ?? brand.title);
  return [...makes].map(([make, name]) => ({ params: { make }, props: { name } }));
}

/** The /brands page: the directory's sections with each brand's logo, link and number of cars. */
export function brandsDirectoryData() {
  const sections = directorySections(tenant.brands.directory).map((section) => ({
    ...section,
    brands: section.brands.map((brand) => {
      const count = stockOf(brand).length;
      return { title: brand.title, logo: logoOf(brand), link: brandLink(brand, hasSearchPage), stockText: count ? `${formatNumber(count)} in stock` : null };
    }),
  }));
  return {
    title: `Our Brands | ${tenant.name}`,
    description: `The ${tenant.brands.directory.length} brands of ${tenant.name}: new, demo and used cars, service and parts.`,
    sections,
  };
}

/** Static paths of the brand pages (none for a tenant without a directory). */
export function brandPaths() {
  return brandsWithPages(tenant.brands.directory).map((brand) => ({ params: { brand: brand.slug }, props: { brand } }));
}

/** The models the group sells of a brand: its catalogue models where the site has a model catalogue, else the models in stock. */
function brandModels(brand: BrandEntry, stock: readonly Vehicle[]): Array<{ name: string; href: string | null; note: string | null }> {
  const catalogue = brand.make ? catalogueModelsOf(brand.make) : [];
  if (catalogue.length) return catalogue.map((model) => ({ name: model.name, href: model.href, note: model.fromPriceText }));
  const counts = new Map<string, { make: string; count: number }>();
  for (const vehicle of stock) counts.set(vehicle.model, { make: vehicle.make, count: (counts.get(vehicle.model)?.count ?? 0) + 1 });
  return [...counts.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[0].localeCompare(b[0]))
    .map(([model, { make, count }]) => {
      const path = `/search/${slugify(make)}/${slugify(model)}`;
      return { name: model, href: hasSearchPage(path) ? path : null, note: `${formatNumber(count)} in stock` };
    });
}

/** Everything a brand's overview page shows. */
export function brandPageData(brand: BrandEntry) {
  const stock = stockOf(brand);
  const search = brandSearchPath(brand);
  const makeSlug = brand.make ? slugify(brand.make) : null;
  const locations = tenant.locations
    .filter(
      (location) =>
        location.visible &&
        location.location_type === 'sales' &&
        ((makeSlug && location.manufacturers.some((make) => slugify(make) === makeSlug)) ||
          (brand.dealershipSlug && location.dealership_slug === brand.dealershipSlug)),
    )
    .map(locationCard);
  return {
    title: `${brand.title} | ${tenant.name}`,
    description: brand.description[0] ?? `${brand.title} at ${tenant.name}.`,
    path: brandPagePath(brand),
    heading: brand.title,
    logo: logoOf(brand),
    banner: brand.banner ?? null,
    paragraphs: brand.description,
    models: brandModels(brand, stock),
    stock: stock.filter((vehicle) => vehicle.status === 'in_stock').slice(0, STOCK_SHOWN),
    stockCount: stock.length,
    searchHref: search && hasSearchPage(search) ? search : null,
    locations,
    buttonTheme: buttonThemeFor(brand.make ?? null, tenant.theme.manufacturerButtonTheme),
  };
}
