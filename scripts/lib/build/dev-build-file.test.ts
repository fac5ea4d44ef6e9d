import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acmeMotors } from '#tests/fixtures/acme-motors.ts';
import { devBuildFile, PLATFORM_PATHS } from './dev-build-file.ts';

describe("npm run dev's build file", () => {
  it('renders every page on request from the last stock, and sends what the server answers to it with the tenant Host', () => {
    const tenant = acmeMotors();
    const file = devBuildFile({
      tenant,
      snapshotPath: '/data/snapshots/alpha/snapshot.json',
      devDir: '/data/dev/alpha',
      platformOrigin: 'http://127.0.0.1:4321',
    });
    expect(file.tenant).toBe(tenant);
    expect(file.snapshotPath).toBe('/data/snapshots/alpha/snapshot.json');
    expect(file.incremental).toEqual({ codeVersion: 'dev', previousKeysFile: null, keysFile: path.join('/data/dev/alpha', 'keys.json'), omitKeyInputs: [] });
    expect(file.dev).toEqual({ platformOrigin: 'http://127.0.0.1:4321', host: `${tenant.slug}.localhost`, paths: [...PLATFORM_PATHS] });
    expect(PLATFORM_PATHS).toEqual(expect.arrayContaining(['/api', '/_img']));
  });
});
