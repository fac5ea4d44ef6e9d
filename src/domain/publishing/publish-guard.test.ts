import { describe, expect, it } from 'vitest';
import { publishGuard } from './publish-guard.ts';

describe('publishGuard', () => {
  it.each([
    ['no live site', null, 10, 0.3],
    ['a live site without vehicle pages', 0, 10, 0.3],
    ['more pages', 1000, 1200, 0.3],
    ['a drop of exactly 30%', 1000, 700, 0.3],
    ['a drop under the limit', 4933, 4000, 0.3],
    ['every drop with a limit of 1', 1000, 0, 1],
  ])('publishes with %s', (_case, live, next, limit) => {
    expect(publishGuard(live, next, limit)).toEqual({ publish: true });
  });

  it('holds a build that would remove more than the limit, saying how many and the limit', () => {
    expect(publishGuard(4933, 3400, 0.3)).toEqual({
      publish: false,
      reason: "it would remove 1,533 of the live site's 4,933 vehicle pages (31%), above the 30% limit",
    });
    expect(publishGuard(1000, 0, 0.3)).toMatchObject({ publish: false });
    expect(publishGuard(10, 9, 0)).toEqual({ publish: false, reason: "it would remove 1 of the live site's 10 vehicle pages (10%), above the 0% limit" });
  });
});
