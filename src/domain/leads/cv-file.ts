// A careers application's CV: a PDF or Word document of at most 5 MB, its type told by its first bytes (what a
// file says it is, by name or by the browser's type, is not trusted). The form checks before sending; the server
// checks again, more deeply (src/server/leads/cv-upload.ts).

export const CV_FIELD = 'cv';
export const CV_MAX_BYTES = 5 * 1024 * 1024;

export const CV_TEXT = {
  missing: 'Please attach your CV.',
  tooLarge: 'Your CV is larger than 5 MB. Please attach a smaller file (a PDF is usually smallest).',
  wrongType: 'Please attach your CV as a PDF or Word document (.pdf, .doc or .docx).',
} as const;

export type CvKind = 'pdf' | 'docx' | 'doc';

/** The kinds a CV may be, with the content type its e-mail attachment carries. */
export const CV_CONTENT_TYPES: Readonly<Record<CvKind, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

const starts = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK.. (a .docx is a zip)
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // an Office 97-2003 compound file (.doc)

/**
 * What a file's first bytes (8 are enough) say it is, when it may be a CV; the name settles zip and compound files.
 * @example sniffCv(new TextEncoder().encode('%PDF-1.7'), 'cv.pdf') // 'pdf'
 * @example sniffCv(new TextEncoder().encode('GIF89a..'), 'cv.pdf') // null
 */
export function sniffCv(head: Uint8Array, filename: string): CvKind | null {
  if (starts(head, PDF)) return 'pdf';
  if (starts(head, ZIP) && /\.docx$/i.test(filename)) return 'docx';
  if (starts(head, OLE) && /\.doc$/i.test(filename)) return 'doc';
  return null;
}

/**
 * What is wrong with a file as a CV, or null.
 * @example cvProblem({ name: 'cv.pdf', size: 6_000_000, head }) // CV_TEXT.tooLarge
 */
export function cvProblem(file: { name: string; size: number; head: Uint8Array } | null): string | null {
  if (!file || file.size === 0) return CV_TEXT.missing;
  if (file.size > CV_MAX_BYTES) return CV_TEXT.tooLarge;
  return sniffCv(file.head, file.name) ? null : CV_TEXT.wrongType;
}
