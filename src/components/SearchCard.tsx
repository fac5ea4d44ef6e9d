import type { ReactNode } from 'react';
import type { ImageService } from '#src/domain/media/image-cdn.ts';
import Picture from './Picture.tsx';
import type { CardTag } from '#src/domain/vehicle/card-tag.ts';
import { formatNumber } from '#src/domain/money.ts';
import type { CardActions } from '#src/domain/search/card-actions.ts';
import type { SearchHit } from '#src/domain/search/record.ts';
import { displayPrice, wasPrice } from '#src/domain/vehicle/price.ts';

type Props = {
  hit: SearchHit;
  tag: CardTag | null;
  noPriceText: string;
  priority: boolean;
  actions: CardActions;
  /** Save / Compare toggles (the search island's; static cards have none). */
  toggles?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** The tenant's image service, which sizes the photo. */
  images: ImageService;
};

// Dark tones keep white text above 4.5:1 contrast; runout sale tags are green, other custom tags red.
const TAG_TONE: Record<CardTag['kind'], string> = {
  sold: 'bg-gray-800',
  fuel: 'bg-emerald-800',
  reserved: 'bg-amber-800',
  certified: 'bg-red-800',
  custom: 'bg-red-700',
  'coming-soon': 'bg-green-800',
  'just-arrived': 'bg-blue-800',
};

/**
 * A car in a result list: presentational, rendered on the server for static pages (home page, search landing
 * pages) and by the search island. The weekly finance link comes with the actions (from record.finance_weekly_text).
 */
export default function SearchCard({ hit, tag, noPriceText, priority, actions, toggles = null, headingLevel: Heading = 'h2', images }: Props) {
  const priceCents = (hit.price ?? 0) * 100;
  const price = displayPrice({ priceCents, preorder: hit.preorder ?? false, priceType: hit.price_type ?? null }, noPriceText);
  const was = wasPrice({ priceCents, beforePriceCents: hit.before_price == null ? null : hit.before_price * 100 });
  const title = [hit.year, hit.make, hit.model, hit.badge].filter(Boolean).join(' ');
  const href = actions.exploreHref;
  const tone = tag?.kind === 'custom' && tag.tone === 'green' ? 'bg-green-800' : tag ? TAG_TONE[tag.kind] : '';
  return (
    <article className="card">
      <a href={href} className="card-media" tabIndex={-1} aria-hidden="true">
        <Picture
          source={hit.primary_image_url ?? hit.thumb ?? '/platform/placeholder.svg'}
          layout="card"
          images={images}
          alt=""
          priority={priority}
          className="card-photo"
        />
        {tag && <span className={`card-tag ${tone}`}>{tag.label}</span>}
      </a>
      <div className="card-body">
        <Heading className="text-lg font-semibold">
          <a href={href} className="hover:underline">
            {title}
          </a>
        </Heading>
        {hit.series && <p className="text-sm text-muted">{hit.series}</p>}
        <p className="text-2xl font-bold" data-testid="card-price">
          {price.text}
          {price.kind === 'price' && price.priceType && (
            <>
              {' '}
              <span className="text-sm font-normal text-muted">{price.priceType}</span>
            </>
          )}
        </p>
        {was && (
          <p className="text-sm text-muted">
            Was <s>{was}</s>
          </p>
        )}
        {actions.finance && (
          <p className="text-sm font-semibold">
            <a className="text-brand underline-offset-2 hover:underline" href={actions.finance.href} data-testid="card-finance">
              {actions.finance.label}
              <span className="sr-only"> finance estimate: {title}</span>
            </a>
          </p>
        )}
        <ul className="card-facts">
          {hit.km != null && <li>{formatNumber(hit.km)} km</li>}
          {hit.simple_transmission && <li>{hit.simple_transmission}</li>}
          {hit.simple_fuel && <li>{hit.simple_fuel}</li>}
          {hit.location_name && <li>{hit.location_name}</li>}
        </ul>
        <div className="card-actions">
          {actions.similarHref ? (
            <a className="btn btn-outline w-full" href={actions.similarHref}>
              Find Me Something Similar<span className="sr-only"> to the {title}</span>
            </a>
          ) : (
            <a className="btn btn-primary w-full" href={href}>
              Explore Vehicle<span className="sr-only">: {title}</span>
            </a>
          )}
          {actions.enquiry && (
            <a className="btn btn-outline w-full" href={actions.enquiry.href}>
              {actions.enquiry.label}
              <span className="sr-only">: {title}</span>
            </a>
          )}
          {actions.testDriveHref && (
            <a className="btn btn-outline w-full" href={actions.testDriveHref}>
              Book a Test Drive<span className="sr-only">: {title}</span>
            </a>
          )}
          {actions.reserve && (
            <a className="btn btn-primary w-full" href={actions.reserve.href}>
              {actions.reserve.label}
              <span className="sr-only">: {title}</span>
            </a>
          )}
          {toggles}
        </div>
      </div>
    </article>
  );
}
