import SearchCard from '#src/components/SearchCard.tsx';
import { cardActions, type CardActionSettings } from '#src/domain/search/card-actions.ts';
import { searchHitCardTag, type SearchHit } from '#src/domain/search/record.ts';
import type { CardTagSettings } from '#src/domain/vehicle/card-tag.ts';
import { publicTenant } from 'virtual:public-tenant';
import CardToggles from './CardToggles.tsx';

export type HitCardSettings = { actionSettings: CardActionSettings; tagSettings: CardTagSettings; noPriceText: string; siteSlug: string };

/** One search hit as a card with its buttons and Save/Compare toggles (search results and special offers). */
export default function HitCard({ hit, index, settings, stockNow }: { hit: SearchHit; index: number; settings: HitCardSettings; stockNow: Date }) {
  const actions = cardActions(hit, settings.actionSettings);
  const title = [hit.year, hit.make, hit.model, hit.badge].filter(Boolean).join(' ');
  return (
    <SearchCard
      hit={hit}
      tag={searchHitCardTag(hit, settings.tagSettings, stockNow)}
      noPriceText={settings.noPriceText}
      priority={index < 2}
      actions={actions}
      images={publicTenant.images}
      toggles={<CardToggles hit={hit} actions={actions} siteSlug={settings.siteSlug} title={title} />}
    />
  );
}
