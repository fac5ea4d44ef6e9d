import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acmeMotors } from '#tests/fixtures/acme-motors.ts';
import { listTenantSlugs, loadTenant } from '../../files/load-tenant.ts';
import { loadTenantContent, splitFrontmatter } from './read-content.ts';

describe('content files', () => {
  it('split into YAML 1.2 frontmatter (dates stay text) and the Markdown body', () => {
    expect(splitFrontmatter('---\ntitle: About\nupdated: 2026-11-01\n---\n# Hi\n')).toEqual({
      frontmatter: { title: 'About', updated: '2026-11-01' },
      body: '# Hi\n',
    });
    expect(splitFrontmatter('No frontmatter')).toEqual({ frontmatter: {}, body: 'No frontmatter' });
  });

  it("of every demo tenant resolve, with the platform's default pages", async () => {
    for (const slug of listTenantSlugs()) {
      const config = await loadTenant(slug);
      if (!config.ok) throw new Error(config.errors.join('\n'));
      const content = await loadTenantContent(config.config);
      expect(content.ok ? [] : content.errors).toEqual([]);
      if (content.ok)
        expect(content.content.pages.map((page) => page.id)).toEqual(
          expect.arrayContaining(['about-us', 'privacy-policy', 'terms-and-conditions', 'pages/unsubscribe']),
        );
    }
  });
});

describe('a broken content file', () => {
  let dir: string;
  const before = process.env.TENANTS_DIR;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-'));
    // The tenant's own files over the platform's defaults (always the repository's tenants/_content).
    await mkdir(path.join(dir, 'acme-motors', 'content', 'pages'), { recursive: true });
    await writeFile(path.join(dir, 'acme-motors', 'content', 'pages', 'warranty.md'), '---\ntitle: [unclosed\n---\nText\n');
    await writeFile(path.join(dir, 'acme-motors', 'content', 'pages', 'about-us.md'), '---\ndescription: Too short\nupdated: 2026-11-01\n---\nText\n');
    process.env.TENANTS_DIR = dir;
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.TENANTS_DIR;
    else process.env.TENANTS_DIR = before;
    await rm(dir, { recursive: true, force: true });
  });

  it('names its file and field, and the YAML error of a file that does not parse', async () => {
    const result = await loadTenantContent(acmeMotors());
    const errors = result.ok ? [] : result.errors.map((error) => error.replace(/^.*?(acme-motors\/content)/, '$1'));
    expect(errors).toEqual([
      expect.stringMatching(/^acme-motors\/content\/pages\/warranty\.md: \(frontmatter\): /),
      'acme-motors/content/pages/about-us.md: title: Invalid input: expected string, received undefined',
      'acme-motors/content/pages/about-us.md: description: Too small: expected string to have >=20 characters',
    ]);
  });
});
