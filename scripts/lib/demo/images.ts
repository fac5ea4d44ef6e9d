import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SimpleBody } from './catalogue-types.ts';
import {
  EXTERIOR_VIEWS,
  HISTORY_REPORT_FILE,
  PLACEHOLDER_FILE,
  SPIN_COMBOS,
  SPIN_FRAME_COUNT,
  exteriorFile,
  interiorFile,
  spinFile,
  thumbFile,
} from './media-names.ts';
import { BODY_PALETTES, paintBySlug } from './paint.ts';
import { historyReportPdf } from './pdf.ts';
import { backdrop, svgDocument } from './svg-document.ts';
import { interiorView } from './svg-interiors.ts';
import { SHAPES } from './svg-shapes.ts';
import { sideView, spinFrame, threeQuarterView } from './svg-views.ts';

// Every file in .data/demo/media: shared illustrations named by body, colour and view (so thousands
// of cars reuse a few hundred files), thumbnails, spin frames, a placeholder and a sample PDF.

const VIEW_LABEL = { front: 'front three-quarter view', side: 'side view', rear: 'rear three-quarter view' } as const;

function placeholder(thumb: boolean): string {
  const outline = `<path d="${SHAPES.Sedan.body}" fill="#dfe3e8" stroke="#b5bcc4" stroke-width="6" stroke-dasharray="18 12"/>`;
  const text = thumb
    ? ''
    : '<text x="600" y="300" text-anchor="middle" font-family="system-ui, sans-serif" font-size="56" font-weight="600" fill="#5b6472">Image coming soon</text>';
  return svgDocument('Image coming soon', backdrop(thumb, null) + outline + text, thumb);
}

/** File name -> contents, in a fixed order. */
export function buildMediaFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const addPair = (file: string, render: (thumb: boolean) => string) => {
    files.set(file, render(false));
    files.set(thumbFile(file), render(true));
  };
  for (const body of Object.keys(SHAPES) as SimpleBody[]) {
    const shape = SHAPES[body];
    for (const paintSlug of BODY_PALETTES[body]) {
      const paint = paintBySlug(paintSlug);
      for (const view of EXTERIOR_VIEWS) {
        const title = `${paint.name} ${body}, ${VIEW_LABEL[view]}`;
        addPair(exteriorFile(body, paintSlug, view), (thumb) =>
          view === 'side' ? sideView(shape, paint, title, thumb) : threeQuarterView(shape, paint, view, title, thumb),
        );
      }
    }
    addPair(interiorFile(body), (thumb) => interiorView(body, `${body} interior`, thumb));
  }
  for (const { body, paint: paintSlug } of SPIN_COMBOS) {
    const paint = paintBySlug(paintSlug);
    for (let frame = 0; frame < SPIN_FRAME_COUNT; frame++) {
      files.set(
        spinFile(body, paintSlug, frame),
        spinFrame(SHAPES[body], paint, frame, `${paint.name} ${body}, 360 spin frame ${frame + 1} of ${SPIN_FRAME_COUNT}`),
      );
    }
  }
  addPair(PLACEHOLDER_FILE, placeholder);
  files.set(HISTORY_REPORT_FILE, historyReportPdf());
  return files;
}

export async function writeMedia(mediaDir: string): Promise<{ files: number; bytes: number }> {
  await mkdir(mediaDir, { recursive: true });
  const files = buildMediaFiles();
  let bytes = 0;
  await Promise.all(
    [...files].map(([name, content]) => {
      bytes += Buffer.byteLength(content);
      return writeFile(path.join(mediaDir, name), content);
    }),
  );
  return { files: files.size, bytes };
}
