import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { containsEicar, detectContainer, detectExecutable, detectHtml, isText } from './signatures';
import { buildEicar, buildFatMachO, buildJavaClass, latin1 } from './test-fixtures';

describe('detectExecutable', () => {
  it.each([
    ['32-bit big-endian', [0xfe, 0xed, 0xfa, 0xce]],
    ['32-bit little-endian', [0xce, 0xfa, 0xed, 0xfe]],
    ['64-bit big-endian', [0xfe, 0xed, 0xfa, 0xcf]],
    ['64-bit little-endian', [0xcf, 0xfa, 0xed, 0xfe]],
  ])('knows the Mach-O magic number (%s)', (_, magic) => {
    expect(detectExecutable(Buffer.from([...magic, 0, 0, 0, 0]))).toMatch(/Mach-O/);
  });

  it('tells a fat Mach-O from a Java class, which share CAFEBABE', () => {
    expect(detectExecutable(buildFatMachO())).toMatch(/fat/);
    expect(detectExecutable(buildJavaClass())).toMatch(/Java/);
  });

  it('says nothing about a PDF', () => {
    expect(detectExecutable(latin1('%PDF-1.7\n'))).toBeNull();
  });
});

describe('detectHtml', () => {
  it('finds the tags browsers sniff at the start (WHATWG MIME Sniffing)', () => {
    expect(detectHtml(latin1('\n\t<p>Hola</p>'))).not.toBeNull();
    expect(detectHtml(latin1('<!-- note -->'))).not.toBeNull();
  });

  it('finds HTML written in UTF-16', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<html>', 'utf16le')]);
    expect(detectHtml(bytes)).not.toBeNull();
  });

  it('leaves Word XML, XMP metadata and PDF dictionaries alone', () => {
    expect(detectHtml(latin1('<w:document><w:body><w:p/></w:body></w:document>'))).toBeNull();
    expect(detectHtml(latin1('<x:xmpmeta><dc:title>Plan</dc:title></x:xmpmeta>'))).toBeNull();
    expect(detectHtml(latin1('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>'))).toBeNull();
    expect(detectHtml(latin1('<pre-formatted>'))).toBeNull();
  });

  it('looks only at the first kilobyte', () => {
    expect(detectHtml(latin1(`${'x'.repeat(2048)}<script>`))).toBeNull();
  });
});

describe('detectContainer and isText', () => {
  it('recognizes a WebP only with its WEBP form type', () => {
    expect(detectContainer(latin1('RIFF\x10\x00\x00\x00WEBPVP8L'))).toBe('webp');
    expect(detectContainer(latin1('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
  });

  it('tells text from binary', () => {
    expect(isText(latin1('Informe técnico\r\n\tpágina 1'))).toBe(true);
    expect(isText(Buffer.from([0x41, 0x00, 0x42]))).toBe(false);
  });
});

describe('EICAR', () => {
  it('is found wherever it sits in the head', () => {
    expect(containsEicar(Buffer.concat([Buffer.alloc(4000), buildEicar(), latin1('\r\n')]))).toBe(
      true,
    );
    expect(containsEicar(buildEicar().subarray(1))).toBe(false);
  });

  it('is never written whole in this folder, so the repository does not trip virus scanners', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const eicar = buildEicar();
    const files = readdirSync(dir).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    for (const name of files) {
      expect(readFileSync(path.join(dir, name)).includes(eicar), name).toBe(false);
    }
  });
});
