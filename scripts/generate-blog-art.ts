// Writes the demo tenants' blog pictures (scripts/lib/demo/blog-art.ts) into their assets: run it after adding an
// article to a demo tenant. The files are committed; builds only copy them.
//   node scripts/generate-blog-art.ts
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tenantsDir } from '#src/files/paths.ts';
import { BLOG_ART, blogArtSvg } from './lib/demo/blog-art.ts';

// 1. Draw each picture and write it beside the tenant's logo.
for (const art of BLOG_ART) {
  const folder = path.join(tenantsDir(), art.tenant, 'assets', 'blog');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, `${art.file}.svg`), blogArtSvg(art));
}
// 2. Say what was written.
console.log(`Wrote ${BLOG_ART.length} blog pictures into tenants/*/assets/blog/.`);
