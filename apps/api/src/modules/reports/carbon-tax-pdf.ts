import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Language } from '@registry/contract/common/language';
import type {
  CarbonTaxReportAnswer,
  CarbonTaxReportQuery,
  CarbonTaxRetirement,
} from '@registry/contract/retirements/carbon-tax-report';
import { createDejaVuPdf, PDF_LOCALES, widthOfText, wrapText } from '../../lib/pdf/dejavu-pdf';
import { tonnesOf } from './carbon-tax-rows';
import { fillText, REPORT_TEXTS, type ReportTexts } from './report-texts';

/*
 * The carbon-tax report as a PDF: A4 landscape, DejaVu Sans (lib/pdf), the
 * title, the filter applied, the totals and a table of every row that flows
 * onto as many pages as it needs, its header repeated on each.
 */

const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The lowest a table row may reach: the footer sits below. */
const BOTTOM = PAGE.margin + 6;
const INK = rgb(0.13, 0.15, 0.17);
const MUTED = rgb(0.38, 0.42, 0.46);
const RULE = rgb(0.8, 0.82, 0.84);
const ACCENT = rgb(0.09, 0.4, 0.27);
/** A cell's text size, line height, padding above and below; the space after a text, more after a number. */
const CELL = { size: 7, line: 9, padding: 2, gap: 4, numberGap: 10 };
const gapOf = (column: Column) => (column.isNumber ? CELL.numberGap : CELL.gap);

interface Writer {
  pdf: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

/** A column of the table: its width in points, its header and its text of a row. */
interface Column {
  width: number;
  header: (texts: ReportTexts) => string;
  text: (row: CarbonTaxRetirement, texts: ReportTexts, tonnes: Intl.NumberFormat) => string;
  isNumber?: boolean;
}

// The widths add up to the content's width (769.89 points); each header's longest word fits.
const COLUMNS: Column[] = [
  { width: 62, header: (t) => t.columns.retiredOn, text: (r) => r.retiredAt.slice(0, 10) },
  { width: 76, header: (t) => t.columns.certificate, text: (r) => r.certificateNumber },
  {
    width: 108,
    header: (t) => `${t.columns.passiveSubject}\n${t.columns.taxId}`,
    text: (r) => `${r.passiveSubject.name}\n${r.passiveSubject.taxId}`,
  },
  { width: 70, header: (t) => t.columns.fuel, text: (r, t) => t.fuels[r.fuel] },
  { width: 46, header: (t) => t.columns.taxPeriod, text: (r) => r.taxPeriod },
  {
    width: 100,
    header: (t) => `${t.columns.project} · ${t.columns.vintage}`,
    text: (r) => `${r.projectName} · ${String(r.vintage)}`,
  },
  { width: 108, header: (t) => t.columns.serial, text: (r) => r.serial },
  {
    width: 56,
    header: (t) => `${t.columns.quantity} (${t.tonnes})`,
    text: (r, _, tonnes) => tonnes.format(tonnesOf(r.quantityKg)),
    isNumber: true,
  },
  { width: 74, header: (t) => t.columns.beneficiary, text: (r) => r.beneficiaryName },
  { width: 69.89, header: (t) => t.columns.retiredBy, text: (r) => r.retiredBy },
];

function newPage(w: Writer) {
  w.page = w.pdf.addPage([PAGE.width, PAGE.height]);
  w.y = PAGE.height - PAGE.margin;
}

function paragraph(w: Writer, text: string, { size = 9, font = w.regular, color = INK } = {}) {
  for (const line of wrapText(text.normalize('NFC'), font, size, CONTENT_WIDTH)) {
    w.page.drawText(line, { x: PAGE.margin, y: w.y, size, font, color });
    w.y -= size * 1.4;
  }
}

function heading(w: Writer, text: string) {
  w.y -= 6;
  w.page.drawText(text, { x: PAGE.margin, y: w.y, size: 11, font: w.bold, color: ACCENT });
  w.y -= 5;
  w.page.drawLine({
    start: { x: PAGE.margin, y: w.y },
    end: { x: PAGE.width - PAGE.margin, y: w.y },
    thickness: 0.5,
    color: MUTED,
  });
  w.y -= 13;
}

/** A label and its value on one line, the value wrapped in its column. */
function field(w: Writer, label: string, value: string) {
  const labelWidth = 150;
  w.page.drawText(label, { x: PAGE.margin, y: w.y, size: 8, font: w.bold, color: MUTED });
  for (const line of wrapText(value.normalize('NFC'), w.regular, 9, CONTENT_WIDTH - labelWidth)) {
    w.page.drawText(line, { x: PAGE.margin + labelWidth, y: w.y, size: 9, font: w.regular });
    w.y -= 12;
  }
  w.y -= 2;
}

/** Each cell's lines in its column; a row's words are cut where the column ends (a serial has no space). */
function cellLines(texts: string[], font: PDFFont, isCuttingWords: boolean): string[][] {
  return COLUMNS.map((column, index) =>
    wrapText((texts[index] ?? '').normalize('NFC'), font, CELL.size, column.width - gapOf(column), {
      isCuttingWords,
    }),
  );
}

/** One row of the table at w.y, on a new page (under the header) when it would not fit. */
function tableRow(
  w: Writer,
  texts: string[],
  { font, isHeader }: { font: PDFFont; isHeader: boolean },
  onNewPage: () => void,
) {
  const lines = cellLines(texts, font, !isHeader);
  const height = Math.max(...lines.map((each) => each.length)) * CELL.line + 2 * CELL.padding;
  if (w.y - height < BOTTOM) {
    newPage(w);
    onNewPage();
  }
  let x = PAGE.margin;
  COLUMNS.forEach((column, index) => {
    (lines[index] ?? []).forEach((line, lineIndex) => {
      // A number is right-aligned in its column.
      const indent = column.isNumber
        ? column.width - gapOf(column) - widthOfText(line, font, CELL.size)
        : 0;
      w.page.drawText(line, {
        x: x + indent,
        y: w.y - CELL.padding - CELL.size - lineIndex * CELL.line,
        size: CELL.size,
        font,
        color: INK,
      });
    });
    x += column.width;
  });
  w.y -= height;
  w.page.drawLine({
    start: { x: PAGE.margin, y: w.y },
    end: { x: PAGE.width - PAGE.margin, y: w.y },
    thickness: 0.4,
    color: RULE,
  });
}

/** The name a filter's id stands for among the options, else its number. */
function nameOf(options: { id: number; name: string }[], id: number | undefined, all: string) {
  if (id === undefined) return all;
  return options.find((option) => option.id === id)?.name ?? `#${String(id)}`;
}

/** Every page's footer: the report and "page n of N". */
function footers(w: Writer, texts: ReportTexts) {
  const pages = w.pdf.getPages();
  pages.forEach((page, index) => {
    const right = fillText(texts.page, {
      page: String(index + 1),
      pages: String(pages.length),
    });
    const y = PAGE.margin - 16;
    const style = { y, size: 7, font: w.regular, color: MUTED };
    page.drawText(`${texts.registry} · ${texts.title}`, { ...style, x: PAGE.margin });
    const width = w.regular.widthOfTextAtSize(right, 7);
    page.drawText(right, { ...style, x: PAGE.width - PAGE.margin - width });
  });
}

/** The report's PDF in the caller's language: title, filter, totals, the rows. */
export async function renderCarbonTaxPdf({
  report,
  query,
  lng,
  now,
}: {
  report: CarbonTaxReportAnswer;
  query: CarbonTaxReportQuery;
  lng: Language;
  now: Date;
}): Promise<Uint8Array> {
  const texts = REPORT_TEXTS[lng];
  const locale = PDF_LOCALES[lng];
  // Thousands of cells: drawn unshaped, which costs a third less (lib/pdf/dejavu-pdf.ts).
  const { pdf, regular, bold } = await createDejaVuPdf({ isShaping: false });
  pdf.setTitle(texts.title);
  pdf.setCreator(texts.registry);
  pdf.setLanguage(locale);
  const w: Writer = { pdf, page: pdf.addPage([PAGE.width, PAGE.height]), y: 0, regular, bold };
  w.y = PAGE.height - PAGE.margin;
  const tonnes = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const count = new Intl.NumberFormat(locale);
  const inTonnes = (kg: number) => `${tonnes.format(tonnesOf(kg))} t CO₂e`;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(now);

  paragraph(w, texts.registry.toUpperCase(), { size: 8, font: bold, color: MUTED });
  w.y -= 8;
  paragraph(w, texts.title, { size: 16, font: bold, color: ACCENT });
  paragraph(w, fillText(texts.generatedOn, { date }), { size: 8, color: MUTED });

  heading(w, texts.filter);
  field(w, texts.from, query.from ?? texts.noLimit);
  field(w, texts.to, query.to ?? texts.noLimit);
  const { options } = report;
  field(
    w,
    texts.passiveSubject,
    nameOf(options.passiveSubjects, query.passiveSubjectId, texts.all),
  );
  field(w, texts.project, nameOf(options.projects, query.projectId, texts.all));

  heading(w, texts.totals);
  field(w, texts.retirements, count.format(report.totals.retirements));
  field(w, texts.quantity, inTonnes(report.totals.quantityKg));
  if (report.byFuel.length > 0) {
    const fuels = report.byFuel.map(
      (each) => `${texts.fuels[each.fuel]}: ${inTonnes(each.quantityKg)}`,
    );
    field(w, texts.byFuel, fuels.join(' · '));
  }

  heading(w, texts.rows);
  if (report.retirements.length === 0) paragraph(w, texts.noRows);
  else {
    const header = COLUMNS.map((column) => column.header(texts));
    const drawHeader = () => tableRow(w, header, { font: bold, isHeader: true }, () => undefined);
    // The header never ends a page alone: it starts on the next one with its first rows.
    if (w.y - 4 * CELL.line * 2 < BOTTOM) newPage(w);
    drawHeader();
    for (const row of report.retirements) {
      const cells = COLUMNS.map((column) => column.text(row, texts, tonnes));
      tableRow(w, cells, { font: regular, isHeader: false }, drawHeader);
    }
  }
  footers(w, texts);
  return pdf.save();
}
