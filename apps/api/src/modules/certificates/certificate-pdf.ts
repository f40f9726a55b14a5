import { rgb, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Language } from '@registry/contract/common/language';
import type { CertificateAnswer } from '@registry/contract/retirements/certificate';
import { createDejaVuPdf, PDF_LOCALES } from '../../lib/pdf/dejavu-pdf';
import {
  fill,
  field,
  heading,
  MUTED,
  INK,
  PAGE,
  paragraph,
  ACCENT,
  type Writer,
} from '../../lib/pdf/page-writer';
import { CERTIFICATE_TEXTS, type CertificateTexts } from './certificate-texts';

/*
 * The certificate as a PDF (DESIGN.md 4.4): pdf-lib with DejaVu Sans embedded
 * (subset, lib/pdf/dejavu-pdf.ts), so every letter of es, en and pt renders
 * and can be read back; the QR code drawn as vector squares to the
 * certificate's public page.
 */

/** The QR code of `url` as dark squares, its top left corner at (x, top). */
function drawQr(page: PDFPage, url: string, x: number, top: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      page.drawRectangle({
        x: x + (column + quiet) * cell,
        y: top - (row + quiet + 1) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/** The certificate's PDF in the language asked, its QR code leading to `pageUrl`. */
export async function renderCertificatePdf({
  answer,
  lng,
  pageUrl,
}: {
  answer: CertificateAnswer;
  lng: Language;
  pageUrl: string;
}): Promise<Uint8Array> {
  const { certificate: c, proof } = answer;
  const texts: CertificateTexts = CERTIFICATE_TEXTS[lng];
  const registryName = texts.registry;
  const locale = PDF_LOCALES[lng];
  const { pdf, regular, bold } = await createDejaVuPdf();
  pdf.setTitle(`${texts.title} ${c.certificateNumber}`);
  pdf.setSubject(c.serial);
  pdf.setCreator(registryName);
  pdf.setLanguage(locale);
  const w: Writer = {
    page: pdf.addPage([PAGE.width, PAGE.height]),
    y: PAGE.height - PAGE.margin,
    regular,
    bold,
  };
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const quantity = c.isKg
    ? `${number.format(c.quantityKg)} kg`
    : `${number.format(c.quantityKg / 1000)} t CO₂e`;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(c.createdAt),
  );

  paragraph(w, registryName.toUpperCase(), { size: 9, font: w.bold, color: MUTED });
  w.y -= 4;
  paragraph(w, texts.title, { size: 18, font: w.bold, color: ACCENT });
  paragraph(w, `${texts.number}: ${c.certificateNumber}`, { size: 12, font: w.bold });
  w.y -= 6;
  field(w, texts.date, date);
  field(w, texts.quantity, quantity);
  field(w, texts.serial, c.serial);
  field(w, texts.vintage, String(c.vintage));
  field(w, texts.project, [c.project.code, c.project.name].filter(Boolean).join(' · '));
  field(
    w,
    texts.standardAndCountry,
    [c.project.standard, c.project.country].filter(Boolean).join(' · '),
  );
  field(w, texts.purpose, texts.purposes[c.purpose]);
  field(w, texts.usingEntity, c.usingEntity);

  heading(w, texts.beneficiary);
  if (c.beneficiary) {
    field(
      w,
      texts.beneficiary,
      [c.beneficiary.name, c.beneficiary.country].filter(Boolean).join(' · '),
    );
    if (c.beneficiary.lei) field(w, texts.lei, c.beneficiary.lei);
    else field(w, texts.document, `${c.beneficiary.documentType} ${c.beneficiary.documentNumber}`);
  } else paragraph(w, texts.privateBeneficiary);
  if (c.publicNote) field(w, texts.publicNote, c.publicNote);

  if (c.carbonTax) {
    heading(w, texts.carbonTax);
    field(w, texts.passiveSubject, c.carbonTax.passiveSubject);
    field(w, texts.taxId, c.carbonTax.taxId);
    field(w, texts.fuel, texts.fuels[c.carbonTax.fuel]);
    field(w, texts.taxPeriod, c.carbonTax.taxPeriod);
  }

  heading(w, texts.proofTitle);
  const keyName = proof.vkey.split('+')[0] ?? '';
  if (proof.inclusion) {
    paragraph(
      w,
      fill(texts.proofLeaf, {
        index: number.format(proof.inclusion.leafIndex + 1),
        size: number.format(proof.inclusion.treeSize),
      }),
    );
    paragraph(w, fill(texts.proofCheckpoint, { key: keyName }));
  } else paragraph(w, texts.proofPending);
  w.y -= 4;
  paragraph(w, texts.proofHow, {
    size: 9,
    color: MUTED,
    width: PAGE.width - 2 * PAGE.margin - 150,
  });

  const qrSize = 130;
  const qrTop = PAGE.margin + qrSize + 24;
  drawQr(w.page, pageUrl, PAGE.width - PAGE.margin - qrSize, qrTop, qrSize);
  w.page.drawText(texts.scan, {
    x: PAGE.margin,
    y: PAGE.margin + 40,
    size: 9,
    font: w.bold,
    color: MUTED,
  });
  w.page.drawText(pageUrl, {
    x: PAGE.margin,
    y: PAGE.margin + 26,
    size: 8,
    font: w.regular,
    color: INK,
  });
  return pdf.save();
}
