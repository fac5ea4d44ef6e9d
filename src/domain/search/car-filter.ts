import type { SearchConfig } from '../tenant/schema/search.ts';
import { zonedYear } from '../time/zoned-time.ts';

export type CarFilterSetting = SearchConfig['carFilter'];

/**
 * The Algolia filter of a dealer's car filter helper (spec 1 section 9, a number 0 to 14 limiting stock by age or
 * image count): by age, model years at least this year (Brisbane time) minus the limit; by photos, at least the
 * limit's number of photos. A limit of 0 gives no filter (an empty string).
 * @example carFilterExpression({ by: 'age', limit: 7 }, new Date('2026-11-20T00:00:00Z')) // 'year >= 2019'
 * @example carFilterExpression({ by: 'photos', limit: 4 }, now) // 'photos_count >= 4'
 */
export function carFilterExpression(setting: CarFilterSetting, now: Date): string {
  if (setting.limit === 0) return '';
  return setting.by === 'age' ? `year >= ${zonedYear(now) - setting.limit}` : `photos_count >= ${setting.limit}`;
}
