import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';
import type { Language } from '@registry/contract/common/language';

/*
 * The registry's PDFs (the retirement certificate, the carbon-tax report):
 * pdf-lib with DejaVu Sans embedded (subset), so every letter of es, en and pt
 * renders and can be read back.
 */

/** The locale whose number and date formats a PDF in each language uses. */
export const PDF_LOCALES: Record<Language, string> = { es: 'es-CO', en: 'en-US', pt: 'pt-BR' };

const require = createRequire(import.meta.url);
let fontBytes: { regular: Uint8Array; bold: Uint8Array } | undefined;
function fonts() {
  fontBytes ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontBytes;
}

/** The OpenType features fontkit applies to Latin text by default. */
const LATIN_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'calt', 'clig', 'liga', 'kern'];

/**
 * A new PDF with DejaVu Sans, regular and bold, embedded as subsets. Without
 * `isShaping` no OpenType feature (kerning, ligatures, mark placement) is
 * applied: each drawn text costs a third less, and a text is drawn exactly as
 * wide as widthOfText says; its texts should then be NFC (accents composed).
 */
export async function createDejaVuPdf({ isShaping = true } = {}): Promise<{
  pdf: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
}> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const { regular, bold } = fonts();
  const options = {
    subset: true,
    ...(isShaping
      ? {}
      : { features: Object.fromEntries(LATIN_FEATURES.map((feature) => [feature, false])) }),
  };
  return {
    pdf,
    regular: await pdf.embedFont(regular, options),
    bold: await pdf.embedFont(bold, options),
  };
}

/** Each font's letters' widths at size 1, measured once: laying a text out costs fontkit milliseconds. */
const letterWidths = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of a text at `size`, its letters' widths added up: kerning left
 * out, so a hair wider than drawn, never narrower (a line never overflows).
 */
export function widthOfText(text: string, font: PDFFont, size: number): number {
  let widths = letterWidths.get(font);
  if (!widths) {
    widths = new Map();
    letterWidths.set(font, widths);
  }
  let width = 0;
  for (const letter of text) {
    let letterWidth = widths.get(letter);
    if (letterWidth === undefined) {
      letterWidth = font.widthOfTextAtSize(letter, 1);
      widths.set(letter, letterWidth);
    }
    width += letterWidth;
  }
  return width * size;
}

/** A word cut into pieces of at most `width` points (a serial has no space to break at). */
function cutWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const letter of word) {
    if (piece && widthOfText(piece + letter, font, size) > width) {
      pieces.push(piece);
      piece = letter;
    } else piece += letter;
  }
  pieces.push(piece);
  return pieces;
}

/**
 * Lines of at most `width` points, broken between words. A word longer than a
 * line stands alone, or, with `isCuttingWords`, is cut where the line ends.
 */
export function wrapText(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
  { isCuttingWords = false } = {},
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const whole of paragraph.split(/\s+/).filter(Boolean)) {
      const words = isCuttingWords ? cutWord(whole, font, size, width) : [whole];
      for (const word of words) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && widthOfText(candidate, font, size) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}
