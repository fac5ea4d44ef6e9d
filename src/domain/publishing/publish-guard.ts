export type GuardVerdict = { publish: true } | { publish: false; reason: string };

/**
 * Whether a new build may replace the live site by itself. A build that would remove more than `maxDropShare` of the
 * live site's vehicle pages (a feed export that lost most of its cars, a broken filter) waits for an operator; a site
 * with no live build, or one that grows or loses less, is published.
 * @example publishGuard(1000, 600, 0.3) // { publish: false, reason: 'it would remove 400 of the live site's 1,000 vehicle pages (40%), above the 30% limit' }
 * @example publishGuard(1000, 800, 0.3) // { publish: true }
 */
export function publishGuard(liveVehiclePages: number | null, newVehiclePages: number, maxDropShare: number): GuardVerdict {
  if (!liveVehiclePages || newVehiclePages >= liveVehiclePages) return { publish: true };
  const removed = liveVehiclePages - newVehiclePages;
  const share = removed / liveVehiclePages;
  if (share <= maxDropShare) return { publish: true };
  const count = (n: number) => n.toLocaleString('en-AU');
  return {
    publish: false,
    reason: `it would remove ${count(removed)} of the live site's ${count(liveVehiclePages)} vehicle pages (${Math.round(share * 100)}%), above the ${Math.round(maxDropShare * 100)}% limit`,
  };
}
