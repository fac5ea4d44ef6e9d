import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keptSecret } from './kept-secret.ts';

describe('keptSecret', () => {
  let dir: string | undefined;
  afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('makes a key once and gives the same one after a restart (and to two processes asking at once)', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kept-secret-'));
    const [first, second] = await Promise.all([keptSecret(dir, 'form-tokens.key', undefined), keptSecret(dir, 'form-tokens.key', undefined)]);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(second).toBe(first);
    expect(await keptSecret(dir, 'form-tokens.key', '')).toBe(first);
    expect((await stat(path.join(dir, 'secrets', 'form-tokens.key'))).mode & 0o777).toBe(0o600);
    expect(await keptSecret(dir, 'other.key', undefined)).not.toBe(first);
  });

  it('takes the environment’s secret when it is long enough', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kept-secret-'));
    expect(await keptSecret(dir, 'form-tokens.key', 'an-environment-secret-0123')).toBe('an-environment-secret-0123');
  });
});
