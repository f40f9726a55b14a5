import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrapText } from './dejavu-pdf';

/*
 * A simple top-down writer for the registry's one-page A4 PDFs (the
 * retirement certificate, the invoice): paragraphs, label-value fields and
 * section headings, each moving the pen down.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 56 };
export const INK = rgb(0.13, 0.15, 0.17);
export const MUTED = rgb(0.38, 0.42, 0.46);
export const ACCENT = rgb(0.09, 0.4, 0.27);

export interface Writer {
  page: PDFPage;
  /** Where the next line's baseline goes. */
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

export function paragraph(
  w: Writer,
  text: string,
  { size = 10, font = w.regular, color = INK, width = PAGE.width - 2 * PAGE.margin } = {},
) {
  for (const line of wrapText(text, font, size, width)) {
    w.page.drawText(line, { x: PAGE.margin, y: w.y, size, font, color });
    w.y -= size * 1.4;
  }
}

/** A label and its value side by side, the value wrapped in its column. */
export function field(w: Writer, label: string, value: string) {
  const labelWidth = 170;
  w.page.drawText(label, { x: PAGE.margin, y: w.y, size: 9, font: w.bold, color: MUTED });
  const lines = wrapText(value, w.regular, 10, PAGE.width - 2 * PAGE.margin - labelWidth);
  for (const line of lines) {
    w.page.drawText(line, {
      x: PAGE.margin + labelWidth,
      y: w.y,
      size: 10,
      font: w.regular,
      color: INK,
    });
    w.y -= 14;
  }
  w.y -= 4;
}

export function heading(w: Writer, text: string) {
  w.y -= 8;
  w.page.drawText(text, { x: PAGE.margin, y: w.y, size: 12, font: w.bold, color: ACCENT });
  w.y -= 6;
  w.page.drawLine({
    start: { x: PAGE.margin, y: w.y },
    end: { x: PAGE.width - PAGE.margin, y: w.y },
    thickness: 0.5,
    color: MUTED,
  });
  w.y -= 16;
}

/** `{key}` placeholders of a template filled from `values`. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
