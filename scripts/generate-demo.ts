// Generates the demo data set the four demo tenants build from: stock feeds and shared media in
// .data/demo/ (gitignored). Deterministic: the same inputs give byte-identical files.
//
//   node scripts/generate-demo.ts                     generate what is missing
//   node scripts/generate-demo.ts --force             regenerate everything
//   node scripts/generate-demo.ts --only=harbour-toyota,corner-car-yard --scale=0.1 --out=/tmp/demo
import { parseArgs } from 'node:util';
import { generateDemo } from './lib/demo/generate.ts';

// 1. Read the command line.
const { values } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    only: { type: 'string' },
    scale: { type: 'string' },
    out: { type: 'string' },
  },
});
const scale = values.scale === undefined ? 1 : Number(values.scale);
if (!(scale > 0)) {
  console.error(`--scale must be a positive number, got "${values.scale}"`);
  process.exit(2);
}

// 2. Generate media and feeds, reporting each step.
const started = performance.now();
const result = await generateDemo({
  outDir: values.out,
  force: values.force,
  only: values.only
    ?.split(',')
    .map((slug) => slug.trim())
    .filter(Boolean),
  scale,
  log: (line) => console.log(`  ${line}`),
});

// 3. Summarise.
const written = result.tenants.filter((t) => t.status === 'written').length;
console.log(
  `Demo data in ${result.outDir}: ${written} feed(s) written, ${result.tenants.length - written} kept, in ${Math.round(performance.now() - started)} ms.`,
);
