import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { CardActions } from '#src/domain/search/card-actions.ts';
import type { SearchHit } from '#src/domain/search/record.ts';
import { FAVE_LABELS, type FavouriteEntry } from '#src/domain/vehicle/favourites.ts';
import { $compare, loadCompare, toggleCompare } from '#src/stores/compare.ts';
import { $favourites, loadFavourites, toggleFavouriteCar } from '#src/stores/favourites.ts';

type Props = { hit: SearchHit; actions: CardActions; siteSlug: string; title: string };

/** Save (the vehicle page's favourites list) and Compare on a result card; checked means saved (spec 1 section 4). */
export default function CardToggles({ hit, actions, siteSlug, title }: Props) {
  const favourites = useStore($favourites);
  const compare = useStore($compare);
  useEffect(() => {
    loadFavourites(siteSlug);
    loadCompare(siteSlug);
  }, [siteSlug]);
  const saved = favourites.some((item) => item.id === hit.objectID);
  const compared = compare.includes(hit.objectID);
  const showSave = actions.save === 'always' || (actions.save === 'if-saved' && saved);
  if (!showSave && !actions.compare) return null;
  const entry: FavouriteEntry = { id: hit.objectID, name: hit.name ?? title, slug: hit.slug ?? '', make: hit.make ?? '', model: hit.model ?? '', primary_image_url: hit.thumb ?? null };
  return (
    <div className="flex gap-2">
      {showSave && (
        <button type="button" className="btn btn-outline flex-1 text-sm" aria-pressed={saved} onClick={() => void toggleFavouriteCar(entry)}>
          {saved ? FAVE_LABELS.saved : FAVE_LABELS.save}<span className="sr-only">: {title}</span>
        </button>
      )}
      {actions.compare && (
        <button type="button" className="btn btn-outline flex-1 text-sm" aria-pressed={compared} onClick={() => toggleCompare(hit.objectID)}>
          Compare<span className="sr-only">: {title}</span>
        </button>
      )}
    </div>
  );
}
