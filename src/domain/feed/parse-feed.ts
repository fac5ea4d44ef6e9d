import type { Vehicle } from '../vehicle/vehicle.ts';
import { csvToRecords, parseCsv } from './csv.ts';
import { droppedEntries, feedRecordSchema } from './feed-record.ts';
import { toVehicle } from './to-vehicle.ts';

export type RejectedRecord = { index: number; id: string | null; reasons: string[] };
/** A record kept without some of its entries (a video that is no video address): what was dropped and why. */
export type RecordWarning = { index: number; id: string; dropped: string[] };
export type ParsedFeed = { vehicles: Vehicle[]; rejected: RejectedRecord[]; warnings: RecordWarning[]; total: number };
export type FeedFormat = 'json' | 'csv';

/** Thrown when the feed as a whole cannot be read (not JSON, wrong shape): nothing in it can be trusted. */
export class FeedFormatError extends Error {}

/** Reads the list of raw records out of a feed body: `{ cars: [...] }`, `{ data: [...] }` or a bare array for JSON. */
export function readRawRecords(body: string, format: FeedFormat, csvColumns: Record<string, string> = {}): unknown[] {
  if (format === 'csv') {
    try {
      return csvToRecords(parseCsv(body), csvColumns);
    } catch (error) {
      throw new FeedFormatError(`CSV could not be read: ${(error as Error).message}`);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    throw new FeedFormatError(`JSON could not be read: ${(error as Error).message}`);
  }
  if (Array.isArray(parsed)) return parsed;
  if (parsed && typeof parsed === 'object') {
    for (const key of ['cars', 'data', 'vehicles']) {
      const list = (parsed as Record<string, unknown>)[key];
      if (Array.isArray(list)) return list;
    }
  }
  throw new FeedFormatError('JSON feed must be an array of cars or an object with a "cars" array');
}

function recordId(raw: unknown): string | null {
  const id = raw && typeof raw === 'object' ? (raw as Record<string, unknown>).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

/**
 * Validates every record; bad ones are listed with their id and reasons, never dropped silently, and so are the
 * entries a kept record loses (a bad video among its videos).
 * Duplicate ids keep the first record; duplicate slugs get the car id appended so every page has its own URL.
 * @example parseFeedRecords([{ id: 1, make: 'Kia', model: 'Rio', year: 2020, car_type: 'used' }], now).vehicles.length // 1
 */
export function parseFeedRecords(records: readonly unknown[], now: string): ParsedFeed {
  const vehicles: Vehicle[] = [];
  const rejected: RejectedRecord[] = [];
  const warnings: RecordWarning[] = [];
  const seenIds = new Set<string>();
  const seenSlugs = new Set<string>();
  records.forEach((raw, index) => {
    const result = feedRecordSchema.safeParse(raw);
    if (!result.success) {
      const reasons = result.error.issues.map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`);
      rejected.push({ index, id: recordId(raw), reasons });
      return;
    }
    if (seenIds.has(result.data.id)) {
      rejected.push({ index, id: result.data.id, reasons: [`id: duplicate id ${result.data.id}`] });
      return;
    }
    seenIds.add(result.data.id);
    const dropped = droppedEntries(result.data);
    if (dropped.length) warnings.push({ index, id: result.data.id, dropped });
    const vehicle = toVehicle(result.data, now);
    if (seenSlugs.has(vehicle.slug)) vehicle.slug = `${vehicle.slug}-${vehicle.id.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    seenSlugs.add(vehicle.slug);
    vehicles.push(vehicle);
  });
  return { vehicles, rejected, warnings, total: records.length };
}
