import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tenants/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    exclude: ['**/node_modules/**', '.data/**', 'tests/e2e/**'],
    // Every core: Vitest's default leaves one free (one worker on a 2-core machine), but most files wait on a
    // database, a socket or a timer, and each database test file has a database of its own (test-database.ts).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
