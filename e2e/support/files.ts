import { expect } from './fixtures';

/*
 * Files a user would pick in the browser: a small valid PDF, and the files the
 * scan must refuse (the EICAR test file, executables renamed .pdf).
 */

/** A small, valid one-page PDF. */
export function smallPdf(title: string): Buffer {
  const content = `BT /F1 12 Tf (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The EICAR anti-virus test file (68 bytes), put together here so no file in the repo holds it. */
export function eicar(): Buffer {
  const parts = ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-', 'TEST-FILE!$H+H*'];
  const file = Buffer.from(parts.join(''), 'latin1');
  expect(file).toHaveLength(68);
  return file;
}

/** The start of a 64-bit Linux executable (ELF header). */
export function elfExecutable(): Buffer {
  const file = Buffer.alloc(512);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(file, 0);
  file.writeUInt16LE(2, 16); // ET_EXEC
  file.writeUInt16LE(0x3e, 18); // x86-64
  file.writeUInt32LE(1, 20);
  return file;
}

/** The start of a Windows executable (MZ header pointing at a PE header). */
export function peExecutable(): Buffer {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  file.writeUInt16LE(0x8664, 0x84);
  return file;
}
