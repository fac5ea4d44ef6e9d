// A lead form posted as multipart/form-data: the careers application, whose CV is a file. Only that form may post
// this way (its other answers are the same text fields as any form post); the body may be a CV's 5 MB and a little.
import type { Context } from 'hono';
import { CV_FIELD, CV_MAX_BYTES, CV_TEXT } from '#src/domain/leads/cv-file.ts';
import type { ApiEnv } from '../api-env.ts';
import { formToObject, readBodyBytes, type Refusal } from './request.ts';

/** A CV at its largest and the form's text answers. */
export const MAX_MULTIPART_BYTES = CV_MAX_BYTES + 64 * 1024;

/** The kinds of form that may post files, and the one file each may send. */
const FILE_FIELDS: Readonly<Record<string, string>> = { careers: CV_FIELD };

export type MultipartBody = { value: Record<string, unknown>; file: File | null };

export const isMultipart = (c: Context<ApiEnv>): boolean => (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** The post's text answers (read as a plain form post is) and its one file. */
export async function decodeMultipart(c: Context<ApiEnv>): Promise<MultipartBody | Refusal> {
  const bytes = await readBodyBytes(c, MAX_MULTIPART_BYTES);
  if (bytes === null) return { status: 413, error: CV_TEXT.tooLarge, fields: { [CV_FIELD]: CV_TEXT.tooLarge } };
  let parts: FormData;
  try {
    parts = await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), { headers: { 'content-type': c.req.header('content-type')! } }).formData();
  } catch {
    return { status: 400, error: 'The form could not be read. Please send it again.' };
  }
  const text = new URLSearchParams();
  const files = new Map<string, File>();
  for (const [name, value] of parts) {
    if (typeof value === 'string') text.append(name, value);
    else files.set(name, value);
  }
  const value = formToObject(text);
  const allowed = FILE_FIELDS[String(value.kind)];
  if (!allowed) return { status: 415, error: 'Only a careers application may send a file: send other forms as application/x-www-form-urlencoded or JSON' };
  const others = [...files.keys()].filter((name) => name !== allowed);
  if (others.length) return { status: 400, error: `Unexpected file field: ${others.join(', ')}` };
  return { value, file: files.get(allowed) ?? null };
}
