// Price and stock alerts: after a site is published (a new build id), each shopper with alerts on is compared with
// the current stock: a lower price, sold or reserved on a watched car, new cars for a saved search. What changed
// goes in one alert a day per shopper and site (mayAlertOn, and a unique index behind it), queued in the outbox
// (src/server/delivery: leases, retries, backoff) as an SMS or an e-mail as they chose; what is told is remembered
// in the same transaction, so the next alert says only what changed after it. The outbox renders it with the
// site's unsubscribe link, and skips an address on the site's suppression list.
import type { Kysely } from 'kysely';
import { mayAlertOn, newMatches, watchedCarAlert, type AlertItem } from '#src/domain/accounts/alerts.ts';
import { internationalMobile } from '#src/domain/accounts/sign-in.ts';
import { zonedDate } from '#src/domain/time/zoned-time.ts';
import type { DB } from '../../db/schema.ts';
import { defaultFrom } from '../../delivery/targets.ts';
import type { StockIndexes } from '../../leads/stock-index.ts';
import type { TenantLeadsCache } from '../../leads/tenant-context.ts';
import type { SiteRegistry, TenantSite } from '../../site-registry.ts';
import type { SuppressionCheck } from '../../unsubscribe/unsubscribe.ts';
import type { SiteSearch } from '../site-search.ts';
import { alertSubscribers, lastAlertDay, queueAlert, type AlertSubscriber } from './alerts-repo.ts';

export type AlertsOptions = {
  db: Kysely<DB>;
  stock: StockIndexes;
  tenants: TenantLeadsCache;
  search: SiteSearch;
  /** The site's suppression list: an unsubscribed address is not alerted (and its changes stay untold). */
  suppression: SuppressionCheck;
  /** MAIL_FROM, else the site's own name at leads@localhost. */
  mailFrom: string | undefined;
  /** The origin links in alerts use for a site (its public address; the local one in development). */
  linkOrigin: (site: TenantSite, siteUrl: string) => string;
  /** Alerts were queued: the outbox may look now. */
  onQueued?: () => void;
  log: (message: string) => void;
  now?: () => number;
};

export type Alerts = {
  /** Compares one site's shoppers with its current stock and queues their alerts; answers how many were queued. */
  scan(site: TenantSite): Promise<number>;
  /** One round at a time: scans each site whose build changed since this round's last (all, the first time). */
  rounds(registry: SiteRegistry): () => Promise<void>;
  /** Scans each site when its build changes (and once at start), every `pollMs`. */
  start(registry: SiteRegistry, pollMs: number): { stop(): Promise<void> };
};

/** Where a subscriber's alert goes: their chosen e-mail when they gave one, else their mobile. */
function destination(subscriber: AlertSubscriber) {
  return subscriber.channel === 'email' && subscriber.email
    ? ({ channel: 'shopper-email', address: { kind: 'email', address: subscriber.email } } as const)
    : ({ channel: 'shopper-sms', address: { kind: 'phone', address: internationalMobile(subscriber.phone) } } as const);
}

export function createAlerts(options: AlertsOptions): Alerts {
  const now = options.now ?? Date.now;
  const { db } = options;

  async function scan(site: TenantSite): Promise<number> {
    const leads = await options.tenants.get(site.slug, site.manifest.buildId);
    if (!leads?.config.accounts.alerts) return 0;
    const { config } = leads;
    const origin = options.linkOrigin(site, config.url);
    const stock = await options.stock.fresh(site.slug); // the snapshot this build was made from, not the last one seen
    const day = zonedDate(now());
    let queued = 0;
    for (const subscriber of await alertSubscribers(db, site.slug)) {
      if (!mayAlertOn(day, await lastAlertDay(db, site.slug, subscriber.shopperId))) continue; // the rest waits for tomorrow
      const to = destination(subscriber);
      if (await options.suppression.isSuppressed(site.slug, to.address)) continue; // unsubscribed: nothing sent, nothing marked told
      const items: AlertItem[] = [];
      const carsNow = [];
      for (const watched of subscriber.cars) {
        const car = stock.watchCar(watched.carId);
        const item = watchedCarAlert({ ...watched, now: car && { title: car.title, path: car.path, priceCents: car.priceCents, status: car.status } });
        if (item && car) {
          items.push(item);
          carsNow.push({ carId: car.id, priceCents: car.priceCents, status: car.status });
        }
      }
      const searchesNow = [];
      for (const search of subscriber.searches) {
        const found = await options.search.matches(config, site, stock, search.url).catch(() => null);
        if (!found?.ok) continue;
        const fresh = newMatches(search.knownCarIds, found.ids);
        if (fresh.length) {
          items.push({ kind: 'new-matches', searchId: search.id, label: search.label, path: search.url, carIds: fresh });
          searchesNow.push({ id: search.id, carIds: [...new Set([...search.knownCarIds, ...found.ids])] });
        }
      }
      if (items.length === 0) continue;
      const target =
        to.channel === 'shopper-email'
          ? { to: [to.address.address], from: defaultFrom(config.name, options.mailFrom), message: 'price-alert' as const }
          : { phone: to.address.address, message: 'price-alert' as const };
      const content = { siteName: config.name, origin, items };
      if (await queueAlert(db, { tenant: site.slug, shopperId: subscriber.shopperId, day, channel: to.channel, target, content, carsNow, searchesNow }))
        queued += 1;
    }
    if (queued) {
      options.log(`[alerts:${site.slug}] ${queued} shopper alert${queued === 1 ? '' : 's'} queued`);
      options.onQueued?.();
    }
    return queued;
  }

  function rounds(registry: SiteRegistry): () => Promise<void> {
    const seen = new Map<string, string>();
    return async () => {
      for (const site of (await registry.snapshot()).sites.values()) {
        if (seen.get(site.slug) === site.manifest.buildId) continue;
        await scan(site);
        seen.set(site.slug, site.manifest.buildId);
      }
    };
  }

  return {
    scan,
    rounds,
    start(registry, pollMs) {
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let running: Promise<void> = Promise.resolve();
      const round = rounds(registry);
      const loop = () => {
        if (stopped) return;
        running = round()
          .catch((error: unknown) => options.log(`[alerts] round failed: ${(error as Error).message}`))
          .finally(() => {
            if (!stopped) timer = setTimeout(loop, pollMs);
          });
      };
      timer = setTimeout(loop, 0);
      return {
        async stop() {
          stopped = true;
          clearTimeout(timer);
          await running;
        },
      };
    },
  };
}
