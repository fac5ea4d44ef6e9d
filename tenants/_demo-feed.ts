// The day the demo feeds describe: scripts/generate-demo.ts dates every car from it, and the demo tenants build
// as of it (feed.asOf), so the demo sites show the same sold, just-arrived and coming-soon cars on any day.
export const DEMO_STOCK_DATE = '2026-11-20T00:00:00.000Z';
