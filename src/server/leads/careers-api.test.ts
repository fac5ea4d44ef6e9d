// A careers application with its CV, posted as multipart/form-data: the file is checked by its content, stored
// with the lead and attached to the dealer's e-mail; a bad file is refused with a clear message beside the form's
// other errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_TEXT } from '#src/domain/leads/cv-file.ts';
import { docxFile, gifNamedPdf, pdfFile, zipFile } from '#tests/fixtures/files/cv-files.ts';
import { attachmentsOf } from '../db/attachments-repo.ts';
import { countLeads, findLead } from '../db/leads-repo.ts';
import { createSmtpTransport } from '../delivery/smtp.ts';
import { cvFilename } from './cv-upload.ts';
import { createTestLeadsApp, type TestLeadsApp } from './test-app.ts';
import { alphaConfig, betaConfig, createSmtpSink, waitFor, type SmtpSink } from './test-fixtures.ts';

const ALPHA = 'alpha.localhost';
const answers = {
  kind: 'careers',
  name: 'Jane',
  last_name: 'Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  message: 'Ten years as a technician.',
  position: 'Light Vehicle Technician',
};

let t: TestLeadsApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await createSmtpSink();
  await smtp.start();
  t = await createTestLeadsApp({
    tenants: { alpha: alphaConfig({ adf: null, webhook: null }), beta: betaConfig() },
    transport: createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
    startWorker: true,
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

/** Posts the form as a browser would: multipart/form-data, encoded up front (as sent over a socket). */
async function apply(file: { name: string; content: Buffer; type?: string } | null, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...answers, ...extra })) form.append(name, value);
  if (file) form.append('cv', new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return t.call(ALPHA, '/api/leads', {
    method: 'POST',
    body,
    headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.byteLength), ...headers },
  });
}

describe('a careers application with a CV', () => {
  it("stores the PDF with the lead and attaches it to the dealer's e-mail", async () => {
    // The form island's post: JSON back.
    const res = await apply(
      { name: 'Jane Citizen CV.pdf', content: pdfFile(), type: 'application/pdf' },
      {},
      { accept: 'application/json', 'idempotency-key': 'careers-pdf-0001' },
    );
    expect(res.status).toBe(201);
    const row = { id: ((await res.json()) as { lead_id: string }).lead_id };
    const lead = await findLead(t.database.db, 'alpha', row.id);
    expect(lead).toMatchObject({
      kind: 'careers',
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      payload: {
        fields: { position: 'Light Vehicle Technician' },
        attachments: [{ filename: 'Jane Citizen CV.pdf', contentType: 'application/pdf', sizeBytes: pdfFile().length }],
      },
    });
    const [stored] = await attachmentsOf(t.database.db, 'alpha', row.id);
    expect(Buffer.from(stored!.content).equals(pdfFile())).toBe(true);
    await waitFor(() => smtp.messages.some((mail) => mail.headers['x-lead-id'] === row.id), 15_000, 'the e-mail');
    const mail = smtp.messages.find((message) => message.headers['x-lead-id'] === row.id)!;
    expect(mail.raw).toMatch(/Content-Type: application\/pdf;?\s*name="?Jane Citizen CV\.pdf"?/);
    expect(mail.raw).toMatch(/Content-Disposition: attachment;\s*filename="?Jane Citizen CV\.pdf"?/);
    expect(mail.text).toContain('Attached: Jane Citizen CV.pdf (1 KB)');
    expect(mail.raw.replace(/\r\n/g, '')).toContain(pdfFile().toString('base64').slice(0, 60));
  });

  it('takes a Word document, named by what it is', async () => {
    const res = await apply({ name: 'resume.DOCX', content: docxFile() }, { email: 'word@example.com' });
    expect(res.status).toBe(303); // a browser's own multipart post (no JavaScript): to /success
    expect(res.headers.get('location')).toBe('/success');
    const [row] = await t.database.db.selectFrom('lead_attachments').select(['filename', 'content_type']).where('filename', '=', 'resume.docx').execute();
    expect(row).toEqual({ filename: 'resume.docx', content_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  });

  it('refuses a file that is not a PDF or Word document by its content, or a zip named .docx, keeping no lead', async () => {
    const before = await countLeads(t.database.db, 'alpha');
    for (const file of [
      { name: 'cv.pdf', content: gifNamedPdf() },
      { name: 'cv.docx', content: zipFile({ 'notes.txt': 'hello' }) },
      { name: 'cv.exe', content: Buffer.from('MZ\x90\x00', 'latin1') },
    ]) {
      const res = await apply(file, {}, { origin: 'http://alpha.localhost', referer: 'http://alpha.localhost/careers' });
      expect(res.status).toBe(422);
      const page = await res.text();
      expect(page).toContain(CV_TEXT.wrongType);
      expect(page).toContain('href="/careers?form_error=');
    }
    expect(await countLeads(t.database.db, 'alpha')).toBe(before);
  });

  it('says what else is wrong together with the file, and refuses a missing or too large CV', async () => {
    const missing = await apply(null, { email: '' });
    expect(missing.status).toBe(422);
    const text = await missing.text();
    expect(text).toContain(CV_TEXT.missing);
    expect(text).toContain('Please enter your email address.');
    const large = await apply({ name: 'cv.pdf', content: Buffer.concat([pdfFile(), Buffer.alloc(5 * 1024 * 1024)]) });
    expect(large.status).toBe(422);
    expect(await large.text()).toContain(CV_TEXT.tooLarge);
    const huge = await apply({ name: 'cv.pdf', content: Buffer.concat([pdfFile(), Buffer.alloc(6 * 1024 * 1024)]) });
    expect(huge.status).toBe(413); // refused before it is read whole
    expect(await huge.text()).toContain(CV_TEXT.tooLarge);
  });

  it('refuses a file from any other form', async () => {
    const res = await apply({ name: 'cv.pdf', content: pdfFile() }, { kind: 'contact' });
    expect(res.status).toBe(415);
  });

  it('keeps only the base name of an uploaded file, with the extension of what it is', () => {
    expect(cvFilename('C:\\Users\\jane\\My "CV".PDF', 'pdf')).toBe('My CV.pdf');
    expect(cvFilename('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(cvFilename('.pdf', 'doc')).toBe('CV.doc');
  });
});
