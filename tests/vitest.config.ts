import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tenants/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    exclude: ['**/node_modules/**', '.data/**', 'tests/e2e/**'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
