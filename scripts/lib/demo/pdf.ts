// A one-page PDF written by hand (no PDF library needed): the sample vehicle history report that
// used cars link to through the feed's `file` field. Byte offsets in the xref table are exact.

function stream(lines: string[]): string {
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${770 - i * 28} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`).join('\n');
  return `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
}

export function historyReportPdf(): string {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    stream([
      'Vehicle History Report (sample)',
      'This is demonstration data, not a real vehicle history report.',
      'Written-off register: no record found.',
      'Stolen vehicle register: no record found.',
      'Finance owing (PPSR): no security interest registered.',
      'Odometer: consistent with service history.',
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(pdf.length); // ASCII only, so string length = byte offset
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return pdf;
}
