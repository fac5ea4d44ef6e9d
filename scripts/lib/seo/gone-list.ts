// Before the render: the gone list of this build (src/domain/seo/gone-cars.ts), from the live site's cars and gone
// list and the new stock, written beside the snapshot where the render reads it (src/data/site.ts goneCars).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { liveSiteLink, snapshotFile } from '#src/files/paths.ts';
import type { FeedSnapshot } from '#src/files/snapshots.ts';
import { nextGoneList, type GoneCar } from '#src/domain/seo/gone-cars.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { readSeoState } from './seo-state.ts';

export async function prepareGoneList(tenant: TenantConfig, snapshot: FeedSnapshot): Promise<GoneCar[]> {
  const live = await readSeoState(liveSiteLink(tenant.slug));
  const gone = nextGoneList({
    previousCars: live.cars,
    previousGone: live.gone,
    vehicles: snapshot.vehicles,
    now: new Date(snapshot.fetchedAt),
    policy: { soldPageDays: tenant.seo.soldPageDays, goneDays: tenant.seo.goneDays },
  });
  await writeFile(path.join(path.dirname(snapshotFile(tenant.slug)), 'gone.json'), JSON.stringify(gone));
  return gone;
}
