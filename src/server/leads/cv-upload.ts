// A careers application's CV from a multipart post: at most 5 MB, a PDF or a Word document by its content. The
// first bytes are checked as the form does (src/domain/leads/cv-file.ts), then file-type (the field's content
// sniffer) confirms the whole file: a .docx must really be a Word document inside its zip, not any zip renamed.
import { fileTypeFromBuffer } from 'file-type';
import { CV_CONTENT_TYPES, CV_MAX_BYTES, CV_TEXT, sniffCv, type CvKind } from '#src/domain/leads/cv-file.ts';
import type { LeadFile } from '../db/attachments-repo.ts';

/** What file-type reports for each kind: a .doc is an Office compound file ('cfb'), which its first bytes told. */
const DETECTED: Readonly<Record<CvKind, string>> = { pdf: 'pdf', docx: 'docx', doc: 'cfb' };

/**
 * The file's name as the dealer's e-mail carries it: no folders, no control or quote characters, at most 120
 * characters, ending in the extension of what it is.
 * @example cvFilename('C:\\Users\\jane\\My "CV".PDF', 'pdf') // 'My CV.pdf'
 */
export function cvFilename(name: string, kind: CvKind): string {
  const printable = [...name.split(/[\\/]/).pop()!]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"<>|*?:'.includes(char))
    .join('');
  const base = printable
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 110);
  return `${base || 'CV'}.${kind}`;
}

/** The CV as the lead stores it, or the message the shopper reads. */
export async function checkCvUpload(file: File | null): Promise<{ ok: true; file: LeadFile } | { ok: false; message: string }> {
  if (!file || file.size === 0) return { ok: false, message: CV_TEXT.missing };
  if (file.size > CV_MAX_BYTES) return { ok: false, message: CV_TEXT.tooLarge };
  const content = new Uint8Array(await file.arrayBuffer());
  const kind = sniffCv(content.subarray(0, 8), file.name);
  const detected = kind ? await fileTypeFromBuffer(content) : undefined;
  if (!kind || detected?.ext !== DETECTED[kind]) return { ok: false, message: CV_TEXT.wrongType };
  return { ok: true, file: { filename: cvFilename(file.name, kind), contentType: CV_CONTENT_TYPES[kind], content } };
}
