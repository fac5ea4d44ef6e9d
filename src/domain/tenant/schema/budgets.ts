import { z } from 'zod';

/**
 * What strangers may store on a site of one kind, per UTC day and in all, and how long it is kept. A write past a
 * quota stores nothing and is refused (429); the day's counts start again at midnight UTC, and what is older than the
 * retention period is deleted by the hourly job (src/server/leads/write-budgets.ts), freeing its share of the totals.
 * @example { rowsPerDay: 5_000, bytesPerDay: 100 * 1024 * 1024, totalRows: 2_000_000, totalBytes: 16 * 1024 ** 3, retentionDays: 1_095 }
 */
const writeBudgetSchema = z.strictObject({
  /** Rows a day (UTC). @example 5000 */
  rowsPerDay: z.number().int().min(1),
  /** Bytes a day (UTC): the stored JSON, and a file's bytes for files. @example 104857600 */
  bytesPerDay: z.number().int().min(1024),
  /** Rows stored at once (within the retention period). @example 2000000 */
  totalRows: z.number().int().min(1),
  /** Bytes stored at once (within the retention period). @example 17179869184 */
  totalBytes: z.number().int().min(1024),
  /** Days a row is kept before the hourly job deletes it. @example 400 */
  retentionDays: z.number().int().min(1).max(3650),
});
export type WriteBudget = z.infer<typeof writeBudgetSchema>;

/**
 * Budgets for what anyone can store on this site without an account (issue 33, "anonymous writes have budgets"). The
 * defaults are far above what a busy dealer group's site sees (its leads are a few hundred a day), so an honest site
 * never meets them; they stop a script from filling the database. Reservations, bookings and sign-in codes have caps
 * of their own (see the READMEs beside their code).
 * @example budgets: { leads: { rowsPerDay: 10_000 } } // a tenant that takes more leads a day
 */
export const budgetsConfigSchema = z.strictObject({
  /**
   * Leads (every form's posts to /api/leads), a lead's stored JSON as its bytes. Past the quota a form is refused with
   * 429 and the site's phone number: a lead is never dropped silently. Leads older than the retention period go,
   * with their deliveries and files, once none of their deliveries is still pending.
   */
  leads: writeBudgetSchema,
  /** Files sent with leads (careers applications' CVs), by their bytes; older files are deleted (the lead keeps its summary). */
  cvFiles: writeBudgetSchema,
  /** Analytics events (POST /api/events). */
  events: writeBudgetSchema,
  /** Phone number reveals (POST /api/phone-reveal). */
  phoneReveals: writeBudgetSchema,
  /** Saved tool results (POST /api/miscellaneous: valuations). */
  miscellaneous: writeBudgetSchema,
  /**
   * Car page view counters (GET /api/cars/{slug}/view.json): one counter per car page the site has, so no quota; a
   * counter not counted for this many days (a car long gone) is deleted. @example 400
   */
  carViewsRetentionDays: z.number().int().min(1).max(3650),
});
export type BudgetsConfig = z.infer<typeof budgetsConfigSchema>;
