// Price and stock alerts: after a site is published (a new build id), each shopper with alerts on is compared with
// the current stock: a lower price, sold or reserved on a watched car, new cars for a saved search. What changed
// goes in one alert a day per shopper and site (a unique row per day), sent by SMS or e-mail as they chose; what is
// told is remembered in the same transaction, so the next alert says only what changed after it.
import type { Kysely } from 'kysely';
import { alertMessage, newMatches, watchedCarAlert, type AlertItem } from '#src/domain/accounts/alerts.ts';
import { GARAGE_PATH } from '#src/domain/accounts/gated-routes.ts';
import { internationalMobile } from '#src/domain/accounts/sign-in.ts';
import { zonedDate } from '#src/domain/time/zoned-time.ts';
import type { DB } from '../../db/schema.ts';
import type { StockIndexes } from '../../leads/stock-index.ts';
import type { TenantLeadsCache } from '../../leads/tenant-context.ts';
import type { SiteRegistry, TenantSite } from '../../site-registry.ts';
import type { SiteSearch } from '../site-search.ts';
import { PermanentSmsError } from '../sms/sender.ts';
import { AlertNotSendable, type AlertSender } from './alert-sender.ts';
import { alertedOn, alertSubscribers, claimDueAlerts, queueAlert, recordAlertOutcome } from './alerts-repo.ts';

export const UNSUBSCRIBE_PATH = '/api/alerts/unsubscribe';
const MAX_ATTEMPTS = 8;

export type AlertsOptions = {
  db: Kysely<DB>;
  stock: StockIndexes;
  tenants: TenantLeadsCache;
  search: SiteSearch;
  sender: AlertSender;
  /** The origin links in alerts use for a site (its public address; the local one in development). */
  linkOrigin: (site: TenantSite, siteUrl: string) => string;
  log: (message: string) => void;
  now?: () => number;
};

export type Alerts = {
  /** Compares one site's shoppers with its current stock and queues their alerts; answers how many were queued. */
  scan(site: TenantSite): Promise<number>;
  /** Sends what is due; answers how many were handled. */
  deliver(): Promise<number>;
  /** One round at a time: scans each site whose build changed since this round's last (all, the first time), then delivers. */
  rounds(registry: SiteRegistry): () => Promise<void>;
  /** Scans each site when its build changes (and once at start), then delivers, every `pollMs`. */
  start(registry: SiteRegistry, pollMs: number): { stop(): Promise<void> };
};

export function createAlerts(options: AlertsOptions): Alerts {
  const now = options.now ?? Date.now;
  const { db } = options;
  /** Each site's name and link origin, as of its last scan. */
  const sites = new Map<string, { origin: string; name: string }>();

  async function scan(site: TenantSite): Promise<number> {
    const leads = await options.tenants.get(site.slug, site.manifest.buildId);
    if (!leads) return 0;
    sites.set(site.slug, { origin: options.linkOrigin(site, leads.config.url), name: leads.config.name });
    if (!leads.config.accounts.alerts) return 0;
    const stock = await options.stock.fresh(site.slug); // the snapshot this build was made from, not the last one seen
    const day = zonedDate(now());
    let queued = 0;
    for (const subscriber of await alertSubscribers(db, site.slug)) {
      if (await alertedOn(db, site.slug, subscriber.shopperId, day)) continue; // one a day: the rest waits for tomorrow
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
        const found = await options.search.matches(leads.config, site, stock, search.url).catch(() => null);
        if (!found?.ok) continue;
        const fresh = newMatches(search.knownCarIds, found.ids);
        if (fresh.length) {
          items.push({ kind: 'new-matches', searchId: search.id, label: search.label, path: search.url, carIds: fresh });
          searchesNow.push({ id: search.id, carIds: [...new Set([...search.knownCarIds, ...found.ids])] });
        }
      }
      if (items.length === 0) continue;
      const channel = subscriber.channel === 'email' && subscriber.email ? 'email' : 'sms';
      if (await queueAlert(db, { tenant: site.slug, shopperId: subscriber.shopperId, day, channel, items, carsNow, searchesNow, dueAt: new Date(now()) }))
        queued += 1;
    }
    if (queued) options.log(`[alerts:${site.slug}] ${queued} shopper alert${queued === 1 ? '' : 's'} queued`);
    return queued;
  }

  async function deliver(): Promise<number> {
    const due = await claimDueAlerts(db, new Date(now()));
    for (const alert of due) {
      const site = sites.get(alert.tenant);
      if (!site) {
        // Not scanned since this process started: the next round scans it first.
        await recordAlertOutcome(db, alert, { sent: false, error: 'site not scanned yet', final: false, retryAt: new Date(now()) });
        continue;
      }
      try {
        await options.sender.send({
          alertId: alert.id,
          tenant: alert.tenant,
          siteName: site.name,
          channel: alert.channel,
          phone: internationalMobile(alert.phone),
          email: alert.email,
          message: alertMessage(site.name, alert.items, {
            garageUrl: `${site.origin}${GARAGE_PATH}`,
            unsubscribeUrl: `${site.origin}${UNSUBSCRIBE_PATH}?alert=${alert.id}`,
          }),
          unsubscribeUrl: `${site.origin}${UNSUBSCRIBE_PATH}?alert=${alert.id}`,
          siteOrigin: site.origin,
        });
        await recordAlertOutcome(db, alert, { sent: true });
      } catch (error) {
        const final = error instanceof AlertNotSendable || error instanceof PermanentSmsError || alert.attempts >= MAX_ATTEMPTS;
        options.log(`[alerts:${alert.tenant}] alert ${alert.id} not sent${final ? ', giving up' : ''}: ${(error as Error).message}`);
        await recordAlertOutcome(db, alert, {
          sent: false,
          error: (error as Error).message,
          final,
          retryAt: new Date(now() + Math.min(3_600_000, 30_000 * 2 ** alert.attempts)),
        });
      }
    }
    return due.length;
  }

  function rounds(registry: SiteRegistry): () => Promise<void> {
    const seen = new Map<string, string>();
    return async () => {
      for (const site of (await registry.snapshot()).sites.values()) {
        if (seen.get(site.slug) === site.manifest.buildId) continue;
        await scan(site);
        seen.set(site.slug, site.manifest.buildId);
      }
      await deliver();
    };
  }

  return {
    scan,
    deliver,
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
