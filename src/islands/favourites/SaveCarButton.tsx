import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { SearchHit } from '#src/domain/search/record.ts';
import { FAVE_LABELS, type FavouriteEntry } from '#src/domain/vehicle/favourites.ts';
import { $favourites, loadFavourites, toggleFavouriteCar } from '#src/stores/favourites.ts';

/** A search hit as an entry of the shopper's watchlist. */
export const hitFavouriteEntry = (hit: SearchHit, title: string): FavouriteEntry => ({
  id: hit.objectID,
  name: hit.name ?? title,
  slug: hit.slug ?? '',
  make: hit.make ?? '',
  model: hit.model ?? '',
  primary_image_url: hit.primary_image_url ?? hit.thumb ?? null,
});

type Props = {
  entry: FavouriteEntry;
  siteSlug: string;
  title: string;
  /** 'if-saved' (a sold car): shown only while saved, so the shopper can remove it (faveVisibility). */
  visibility?: 'always' | 'if-saved';
  className?: string;
};

/**
 * The Save toggle of a car outside its own page (a search card, a comparison): the shopper's watchlist through
 * $favourites (the account's list once signed in, /api/watchlist); pressed means saved (spec 1 section 4).
 */
export default function SaveCarButton({ entry, siteSlug, title, visibility = 'always', className = 'btn btn-outline flex-1 text-sm' }: Props) {
  const favourites = useStore($favourites);
  useEffect(() => loadFavourites(siteSlug), [siteSlug]);
  const saved = favourites.some((item) => item.id === entry.id);
  if (visibility === 'if-saved' && !saved) return null;
  return (
    <button type="button" className={className} aria-pressed={saved} onClick={() => void toggleFavouriteCar(entry)}>
      {saved ? FAVE_LABELS.saved : FAVE_LABELS.save}
      <span className="sr-only">: {title}</span>
    </button>
  );
}
