// Shared helpers for the server tests: a throwaway DATA_DIR with two fake dealer sites,
// and a raw HTTP client that can set Host (fetch forbids it) and send unnormalised paths.
import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const EVIL_NAME = 'Alpha <script>alert(1)</script> & Sons';

/** > 1 KB so it is worth compressing. */
export const alphaJs = `// alpha bundle\n${'console.log("ALPHA asset line");\n'.repeat(60)}`;
export const betaJs = `// beta bundle\n${'console.log("BETA asset line");\n'.repeat(60)}`;

export const page = (marker: string, filler = 0) =>
  `<!doctype html><html lang="en"><head><title>${marker}</title></head><body><h1>${marker}</h1>${'<p>stock</p>'.repeat(filler)}</body></html>\n`;

function manifest(slug: string, name: string, url: string) {
  return JSON.stringify({
    tenant: { slug, name, url },
    buildId: `${slug}-build-1`,
    builtAt: '2025-01-02T03:04:05.000Z',
    feedHash: 'abc',
    pages: { cars: 1, search: 2, other: 3 },
    feedReport: { vehicles: 1, skipped: 0 },
  });
}

/**
 * Writes a build the way the build does: `<build>/site/` holds the public files, `<build>/manifest.json` sits beside
 * it (never served), and the live site `sites/<slug>` is a symlink to the site folder.
 */
export async function writeSite(dataDir: string, slug: string, name: string, url: string, marker: string, js: string) {
  const build = path.join(dataDir, 'builds', slug, `${slug}-build-1`);
  await mkdir(build, { recursive: true });
  await writeFile(path.join(build, 'manifest.json'), manifest(slug, name, url));
  const dir = path.join(build, 'site');
  const files: Record<string, string> = {
    'index.html': page(`${marker} home`, 200),
    '404.html': page(`${marker} page not found`),
    '_astro/app.abc123.js': js,
    'cars/some-car.html': page(`${marker} some car`),
    'robots.txt': `User-agent: *\n# ${marker}\n`,
  };
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await writeFile(path.join(dir, rel), content);
  }
  await mkdir(path.join(dataDir, 'sites'), { recursive: true });
  await symlink(dir, path.join(dataDir, 'sites', slug));
  return dir;
}

export async function createFixtureDataDir(): Promise<{ dataDir: string; cleanup: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dealer-sites-server-'));
  await writeSite(dataDir, 'alpha', EVIL_NAME, 'https://www.alpha-motors.com.au/', 'ALPHA', alphaJs);
  await writeSite(dataDir, 'beta', 'Beta Cars', 'https://beta.example.com.au', 'BETA', betaJs);
  // Not a site: no manifest beside it. Must be skipped, not crash the registry.
  await mkdir(path.join(dataDir, 'sites', 'half-built'), { recursive: true });
  // Retried: a server just closed may still be writing its queue state file (ENOTEMPTY on the first try).
  return { dataDir, cleanup: () => rm(dataDir, { recursive: true, force: true, maxRetries: 5 }) };
}

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

export function send(
  port: number,
  options: { host: string; path?: string; method?: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: options.path ?? '/',
        method: options.method ?? 'GET',
        headers: { ...options.headers, Host: options.host },
        agent: false, // no keep-alive: lets the server close promptly after each test file
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
