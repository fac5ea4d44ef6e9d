import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import SearchCard from '#src/components/SearchCard.tsx';
import { flatString } from '#src/domain/flat-string.ts';
import { cardActions } from '#src/domain/search/card-actions.ts';
import { searchHitCardTag, toSearchRecord } from '#src/domain/search/record.ts';
import type { Vehicle } from '#src/domain/vehicle/vehicle.ts';
import { cardSettings } from './search-page.ts';
import { imageService, stockTime } from './site.ts';
import { cardFinanceText } from './vehicle-finance.ts';

/**
 * The props of SearchCard for a car rendered as static HTML (home page, similar cars): the same record, tag and
 * buttons the search island's cards get, so every list of cars shows one card markup.
 */
function staticCardProps(vehicle: Vehicle, priority = false) {
  const settings = cardSettings();
  const hit = toSearchRecord(vehicle, { financeText: cardFinanceText });
  return {
    hit,
    tag: searchHitCardTag(hit, settings.tagSettings, stockTime()),
    noPriceText: settings.noPriceText,
    priority,
    actions: cardActions(hit, settings.actionSettings),
    images: imageService(),
  };
}

const cardHtml = new Map<string, string>();

/**
 * A car's card as HTML, rendered once per build and reused: a car shows among the similar cars of many vehicle
 * pages, and rendering its card again for each of them was a visible share of a 5,000-car build.
 * @example <Fragment set:html={staticCardHtml(vehicle, { headingLevel: 'h3' })} />
 */
export function staticCardHtml(vehicle: Vehicle, options: { priority?: boolean; headingLevel?: 'h2' | 'h3' } = {}): string {
  const { priority = false, headingLevel = 'h2' } = options;
  const key = `${vehicle.id}\u0000${priority}\u0000${headingLevel}`;
  let html = cardHtml.get(key);
  if (html === undefined) {
    html = flatString(renderToStaticMarkup(createElement(SearchCard, { ...staticCardProps(vehicle, priority), headingLevel })));
    cardHtml.set(key, html);
  }
  return html;
}
