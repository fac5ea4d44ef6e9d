import type { Rng } from './random.ts';

// Dealer copy for `dealercomments`: paragraphs joined by "|", as dealer management systems export it.
// Some copy carries quotes and commas on purpose, so the CSV writer's quoting gets exercised.

export type CommentFacts = {
  year: number;
  make: string;
  model: string;
  badge: string;
  colour: string;
  /** Null for trailers, which have no odometer. */
  km: number | null;
  carType: 'new' | 'demo' | 'used';
  itemType: 'car' | 'caravan' | 'motorcycle';
  certified: boolean;
  features: readonly string[];
  dealershipName: string;
  locationName: string;
  street: string;
  city: string;
  phone: string;
};

/** 12345 -> "12,345 km" without locale data, so output never depends on the ICU build. */
const kmText = (km: number) => `${String(km).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} km`;

function opener(rng: Rng, f: CommentFacts): string {
  const title = `${f.year} ${f.make} ${f.model} ${f.badge}`;
  if (f.carType === 'new') {
    return rng.pick([
      `Brand new ${title} in ${f.colour}, in stock now and ready for delivery.`,
      `Drive away today in a brand new ${title}. Finished in ${f.colour.toLowerCase()}, it is one of our most popular ${f.itemType === 'car' ? 'models' : 'lines'}.`,
      `The all-new ${f.make} ${f.model} has arrived! This ${f.badge} in ${f.colour} is available for immediate delivery.`,
    ]);
  }
  if (f.km === null) {
    return f.carType === 'demo'
      ? `Save thousands on this ex-display ${title}, still covered by the balance of the factory warranty.`
      : `Just traded in: this ${title} has been well looked after, with a fresh service, new bearings and a current safety check.`;
  }
  if (f.carType === 'demo') {
    return `Save thousands on this ${title} demonstrator with just ${kmText(f.km)} on the clock, still covered by the balance of the factory warranty.`;
  }
  return rng.pick([
    `Just arrived: this ${title} in ${f.colour} is ready for its next owner, with ${kmText(f.km)} on the clock.`,
    `One owner, full service history and both keys - this ${title} has travelled only ${kmText(f.km)}.`,
    `Looking for a reliable ${f.model}? This ${f.year} ${f.badge} has ${kmText(f.km)}, a clean interior and tyres with plenty of tread left.`,
  ]);
}

function body(rng: Rng, f: CommentFacts): string[] {
  const highlights = f.features.slice(0, 4);
  const paragraphs = highlights.length >= 3 && rng.chance(0.7) ? [`Highlights include ${highlights.slice(0, -1).join(', ')} and ${highlights.at(-1)}.`] : [];
  if (f.certified)
    paragraphs.push(`As a ${f.make} Certified Pre-Owned vehicle it has passed a 150-point inspection and comes with 12 months' roadside assistance.`);
  if (f.itemType === 'caravan')
    paragraphs.push('Handover includes a full walkthrough of the van, weight-distribution advice for your tow vehicle and a free 1,000 km check-up.');
  if (f.itemType === 'motorcycle')
    paragraphs.push(
      'Every bike is pre-delivery inspected by our licensed mechanics, and we can fit luggage, crash bars and heated grips before you pick it up.',
    );
  if (f.carType === 'used' && rng.chance(0.5)) {
    paragraphs.push(`Our customers say it best: "Easy, honest and no pressure, the best car buying experience we've had," wrote a ${f.city} buyer last month.`);
  }
  if (rng.chance(0.4)) {
    paragraphs.push(
      `At ${f.dealershipName} we make buying simple: trade-ins welcome (we'll value yours in under 30 minutes), finance arranged on site, ` +
        'and a 7-day, 500 km peace-of-mind guarantee on every used vehicle.',
    );
  }
  return paragraphs;
}

function closer(rng: Rng, f: CommentFacts): string {
  return rng.pick([
    `Visit ${f.locationName} at ${f.street}, ${f.city}, or call ${f.phone} to book a test drive.`,
    `Don't miss out, call ${f.phone} today or send an enquiry and our team will be in touch within the hour.`,
    `Interstate buyer? We deliver Australia-wide; ask our team at ${f.locationName} for a quote.`,
  ]);
}

/** ~3% empty, ~1% a lone "|", otherwise 2-6 paragraphs (some well over 400 characters). */
export function dealerComments(rng: Rng, facts: CommentFacts): string {
  const roll = rng.next();
  if (roll < 0.03) return '';
  if (roll < 0.04) return '|';
  return [opener(rng, facts), ...body(rng, facts), closer(rng, facts)].join('|');
}
