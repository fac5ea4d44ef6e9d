import { describe, expect, it } from 'vitest';
import { memoizePageImports } from './memoize-page-imports.ts';

const transform = (code: string, id: string) => (memoizePageImports().transform as (code: string, id: string) => { code: string } | undefined)(code, id);
const PAGE_MAP = 'const _page0 = () => import("virtual:astro:page:src/pages/index@_@astro");\nconst _page4 = () => import("virtual:astro:page:src/pages/cars/[slug]@_@astro");\nconst pageMap = new Map([["a", _page0], ["b", _page4]]);';

describe('memoizePageImports', () => {
  it("keeps each page loader's first import", async () => {
    const code = transform(PAGE_MAP, '\0virtual:astro:pages')!.code;
    expect(code).toContain('const _page4 = () => (_page4Loaded ??= import("virtual:astro:page:src/pages/cars/[slug]@_@astro"));');
    expect(code).toContain('let _page0Loaded;');
    // The loader really is memoised: two calls, one import.
    let imports = 0;
    const run = new Function('import_', `${code.replace(/import\(/g, 'import_(')}\nreturn pageMap;`) as (load: () => Promise<unknown>) => Map<string, () => Promise<unknown>>;
    const pageMap = run(() => Promise.resolve(++imports));
    await pageMap.get('b')!();
    await pageMap.get('b')!();
    expect(imports).toBe(1);
  });

  it('leaves every other module alone', () => {
    expect(transform(PAGE_MAP, '/src/pages/index.astro')).toBeUndefined();
  });
});
