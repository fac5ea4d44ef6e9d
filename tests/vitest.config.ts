import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  test: {
    exclude: ['**/node_modules/**', '.data/**', 'tests/e2e/**'],
    // Every core: Vitest's default leaves one free (one worker on a 2-core machine), but most files wait on a
    // database, a socket or a timer, and each database test file has a database of its own (test-database.ts).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two projects, one run: the unit tests in Node, the islands' component tests in jsdom.
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tenants/**/*.test.ts', 'tests/unit/**/*.test.ts'] },
      },
      {
        // Island components (`*.test.tsx`) in jsdom, with the public tenant the Astro integration would give them.
        extends: true,
        resolve: { alias: { 'virtual:public-tenant': fileURLToPath(new URL('fixtures/public-tenant.ts', import.meta.url)) } },
        test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/component-setup.ts'] },
      },
    ],
  },
});
