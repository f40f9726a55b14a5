import type { BankDetails, Invoice } from '@registry/contract/billing/billing-api';
import type { Language } from '@registry/contract/common/language';
import type { InvoiceBilling } from '../../db/schema/billing';
import { createDejaVuPdf, PDF_LOCALES } from '../../lib/pdf/dejavu-pdf';
import {
  ACCENT,
  fill,
  field,
  heading,
  MUTED,
  PAGE,
  paragraph,
  type Writer,
} from '../../lib/pdf/page-writer';
import { INVOICE_TEXTS } from './invoice-texts';

/**
 * An invoice as a PDF (DESIGN.md 4.5) in the language asked: the number and
 * dates, the company's billing data as it was when the invoice was raised,
 * its line with the tax and the total, the state, and where to pay (the
 * registry's bank account from configuration, the number as the reference).
 */
export async function renderInvoicePdf({
  invoice,
  billing,
  bank,
  lng,
}: {
  invoice: Invoice;
  billing: InvoiceBilling;
  bank: BankDetails;
  lng: Language;
}): Promise<Uint8Array> {
  const texts = INVOICE_TEXTS[lng];
  const locale = PDF_LOCALES[lng];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: invoice.currency });
  const amount = (cents: number) => money.format(cents / 100);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const dateOf = (iso: string) => day.format(new Date(iso));
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });

  const { pdf, regular, bold } = await createDejaVuPdf();
  pdf.setTitle(`${texts.title} ${invoice.number}`);
  pdf.setCreator(texts.registry);
  pdf.setLanguage(locale);
  const w: Writer = {
    page: pdf.addPage([PAGE.width, PAGE.height]),
    y: PAGE.height - PAGE.margin,
    regular,
    bold,
  };

  paragraph(w, texts.registry.toUpperCase(), { size: 9, font: w.bold, color: MUTED });
  w.y -= 4;
  paragraph(w, `${texts.title} ${invoice.number}`, { size: 18, font: w.bold, color: ACCENT });
  w.y -= 6;
  field(w, texts.issued, dateOf(invoice.issuedAt));
  field(w, texts.due, dateOf(invoice.dueOn));
  field(w, texts.state, texts.states[invoice.state]);
  if (invoice.paidAt) paragraph(w, fill(texts.paidOn, { date: dateOf(invoice.paidAt) }));
  if (invoice.stateReason) field(w, texts.reasonLabel, invoice.stateReason);

  heading(w, texts.billedTo);
  field(w, texts.billedTo, billing.name);
  field(w, texts.platformId, billing.platformId);
  const document = [billing.documentNumber, billing.verificationDigit].filter(Boolean).join('-');
  if (document) field(w, texts.document, document);
  if (billing.address) field(w, texts.address, billing.address);
  const contact = [billing.billingContactName, billing.billingEmail].filter(Boolean).join(' · ');
  if (contact) field(w, texts.contact, contact);

  heading(w, texts.lines);
  field(w, texts.concept, texts.kinds[invoice.kind]);
  if (invoice.quantityKg !== null) {
    field(w, texts.quantity, `${number.format(invoice.quantityKg / 1000)} t CO₂e`);
    field(w, texts.unitPrice, `${amount(invoice.unitCents)} ${texts.perTonne}`);
  }
  field(w, texts.subtotal, amount(invoice.subtotalCents));
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  field(
    w,
    fill(texts.tax, { rate: rate.format(invoice.taxRateBp / 10_000) }),
    amount(invoice.taxCents),
  );
  w.page.drawText(`${texts.total}: ${amount(invoice.totalCents)}`, {
    x: PAGE.margin,
    y: w.y,
    size: 14,
    font: w.bold,
    color: ACCENT,
  });
  w.y -= 24;

  heading(w, texts.payTitle);
  paragraph(w, texts.payText);
  w.y -= 4;
  field(w, texts.holder, bank.holder);
  field(w, texts.bank, bank.bank);
  field(w, texts.account, bank.account);
  field(w, texts.swift, bank.swift);
  field(w, texts.reference, invoice.number);
  return pdf.save();
}
