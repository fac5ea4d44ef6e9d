import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { COMPARE_FULL_TEXT, COMPARE_PATH, compareToggleLabel, MAX_COMPARED } from '#src/domain/compare/compare.ts';
import type { CardActions } from '#src/domain/search/card-actions.ts';
import type { SearchHit } from '#src/domain/search/record.ts';
import { $compare, loadCompare, toggleCompare } from '#src/stores/compare.ts';
import { $favourites, loadFavourites } from '#src/stores/favourites.ts';
import SaveCarButton, { hitFavouriteEntry } from '../favourites/SaveCarButton.tsx';

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
  const [full, setFull] = useState(false);
  const showSave = actions.save === 'always' || (actions.save === 'if-saved' && saved);
  if (!showSave && !actions.compare) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {showSave && <SaveCarButton entry={hitFavouriteEntry(hit, title)} siteSlug={siteSlug} title={title} />}
      {actions.compare && (
        <button type="button" className="btn btn-outline flex-1 text-sm" aria-pressed={compared} onClick={() => setFull(!toggleCompare(hit.objectID))}>
          {compareToggleLabel(compared, compare.length)}
          <span className="sr-only">: {title}</span>
        </button>
      )}
      {actions.compare && compared && (
        <a className="btn flex-1 text-sm underline" href={COMPARE_PATH}>
          View comparison
        </a>
      )}
      {actions.compare && full && !compared && compare.length >= MAX_COMPARED && (
        <p className="w-full text-sm" role="status">
          {COMPARE_FULL_TEXT}
        </p>
      )}
    </div>
  );
}
