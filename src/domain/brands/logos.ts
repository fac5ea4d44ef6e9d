// Brand logos (spec 2 section 3, "Brand logo map: keyed by make, with a default logo and overrides by site slug";
// section 8, "Missing brand logo: falls back to the supplied logo or that same default"). A make's logo is the
// site's own (the tenant's `brands.logos`), else the platform's (MANUFACTURERS), else a text badge the build
// generates at /brand-logos/<make slug>.svg.
import { escapeXml } from '../escape.ts';
import { slugify } from '../vehicle/slug.ts';
import { manufacturerOf } from './manufacturers.ts';

/** Where the build writes the generated text badges. */
export const GENERATED_LOGO_PREFIX = '/brand-logos/';

export type BrandLogo = { url: string; alt: string; generated: boolean };

/**
 * The logo for a make.
 * @example brandLogo('Toyota', { toyota: '/brand/brands/toyota.svg' }) // { url: '/brand/brands/toyota.svg', alt: 'Toyota logo', generated: false }
 * @example brandLogo('Chery', {}).url // '/brand-logos/chery.svg'
 */
export function brandLogo(make: string, siteLogos: Readonly<Record<string, string>>): BrandLogo {
  const slug = slugify(make);
  const name = manufacturerOf(make)?.name ?? make;
  const own = siteLogos[slug] ?? manufacturerOf(make)?.logo ?? null;
  return own ? { url: own, alt: `${name} logo`, generated: false } : { url: `${GENERATED_LOGO_PREFIX}${slug}.svg`, alt: `${name} logo`, generated: true };
}

/** A badge's drawing size: wide enough for its text. */
export function textBadgeSize(label: string): { width: number; height: number } {
  // Bold sans-serif capitals average about 0.68 em; 20 px text, 24 px padding each side.
  return { width: Math.max(96, Math.round(48 + label.length * 20 * 0.68)), height: 64 };
}

/**
 * A make's name in capitals on a rounded plate: the logo of a make that has no image.
 * @example textBadgeSvg('Great Wall') // '<svg xmlns=... <text ...>GREAT WALL</text></svg>'
 */
export function textBadgeSvg(label: string): string {
  const text = label.toUpperCase();
  const { width, height } = textBadgeSize(text);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(label)}</title>` +
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="12" fill="#f3f4f6" stroke="#9ca3af" stroke-width="2"/>` +
    `<text x="${width / 2}" y="${height / 2 + 7}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" letter-spacing="1" fill="#111827">${escapeXml(text)}</text>` +
    '</svg>\n'
  );
}
