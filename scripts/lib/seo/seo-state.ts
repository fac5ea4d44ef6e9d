// The SEO state a build reads from the live site (the last published build) and writes into its own `.seo` folder.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CarRef, GoneCar } from '#src/domain/seo/gone-cars.ts';
import { SEO_DIR, SEO_FILES, type PageRecord } from '#src/domain/seo/site-files.ts';

export const seoPath = (siteFolder: string, name: string): string => path.join(siteFolder, SEO_DIR, name);

async function readJson<T>(file: string, fallback: T): Promise<T> {
  if (!existsSync(file)) return fallback;
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return fallback; // a damaged state file is read as none: the build starts that part afresh
  }
}

export type SeoState = { pages: Record<string, PageRecord>; cars: CarRef[]; gone: GoneCar[] };

/** What the live site published (nothing for a tenant's first build). */
export async function readSeoState(siteFolder: string): Promise<SeoState> {
  return {
    pages: await readJson(seoPath(siteFolder, SEO_FILES.pages), {}),
    cars: await readJson(seoPath(siteFolder, SEO_FILES.cars), []),
    gone: await readJson(seoPath(siteFolder, SEO_FILES.gone), []),
  };
}

export async function writeSeoJson(siteFolder: string, name: string, value: unknown): Promise<void> {
  await mkdir(path.join(siteFolder, SEO_DIR), { recursive: true });
  await writeFile(seoPath(siteFolder, name), `${JSON.stringify(value)}\n`);
}
