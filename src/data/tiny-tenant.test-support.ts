// A throwaway tenants folder and DATA_DIR holding the tiny-motors fixture tenant, for tests of the stock loaders.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveTenantConfig } from '#src/domain/tenant/resolve-tenant-config.ts';
import type { TenantConfig } from '#src/domain/tenant/schema/index.ts';
import { DEFAULT_TENANT } from '#tenants/_defaults.ts';
import tinyMotors from '#tests/fixtures/tenants/tiny-motors/tenant.ts';

/** Points TENANTS_DIR and DATA_DIR at a new temporary folder; returns the tenant's config and its (empty) folder. */
export function tinyTenantInTempFolder(prefix: string): { tenant: TenantConfig; tenantFolder: string } {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  process.env.DATA_DIR = path.join(root, 'data');
  process.env.TENANTS_DIR = root;
  const tenantFolder = path.join(root, 'tiny-motors');
  mkdirSync(tenantFolder);
  const resolved = resolveTenantConfig(DEFAULT_TENANT, tinyMotors, 'tenant.ts');
  if (!resolved.ok) throw new Error(resolved.errors.join('\n'));
  return { tenant: resolved.config, tenantFolder };
}
