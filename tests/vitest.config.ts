import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));
const DOMAIN_TESTS = 'src/domain/**/*.test.ts';

export default defineConfig({
  root,
  test: {
    exclude: ['**/node_modules/**', '.data/**', 'tests/e2e/**'],
    // Every core: Vitest's default leaves one free (one worker on a 2-core machine), but most files wait on a
    // database, a socket or a timer, and each database test file has a database of its own (test-database.ts).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Three projects, one run: `npm run test:unit` runs them all; `npm test` measures the domain's coverage from its
    // own tests (`npm run test:coverage`, the thresholds below) and runs the other two without coverage.
    projects: [
      { extends: true, test: { name: 'domain', include: [DOMAIN_TESTS] } },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tenants/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: [DOMAIN_TESTS],
        },
      },
      {
        // Island components (`*.test.tsx`) in jsdom, with the public tenant the Astro integration would give them.
        extends: true,
        resolve: { alias: { 'virtual:public-tenant': fileURLToPath(new URL('fixtures/public-tenant.ts', import.meta.url)) } },
        test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['tests/component-setup.ts'] },
      },
    ],
    // With --coverage (npm run test:coverage): src/domain's lines, statements, functions and branches as its own tests
    // exercise them, every domain module counted (one no test loads counts as 0%). The thresholds sit just below the
    // last measurement (tests/README.md): a change that drops coverage fails, and raising them is a deliberate edit.
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.test-support.ts'],
      reporter: ['text-summary', 'html'],
      reportsDirectory: '.data/coverage/domain',
      thresholds: { lines: 95, statements: 94, functions: 94, branches: 87 },
    },
  },
});
