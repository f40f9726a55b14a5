import { createHash } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, userCompanies } from '../db/schema/accounts';
import { fees, invoices } from '../db/schema/billing';
import { uploads } from '../db/schema/files';
import type { ObjectStorage } from '../lib/storage/object-storage';
import { createUploadKeys } from '../modules/files/upload-keys';
import { buildSimplePdf } from './demo-pdf';

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The demo's fee schedule (DESIGN.md 4.5), in force from 120 days ago so the
 * demo ledger's issuances and retirements (seeded after it) raise their
 * levies and fees: 500 USD to open an account, 1,200 USD a year, 0.10 USD per
 * tonne issued and 0.25 per tonne retired, each with 19 % tax. Every
 * approved company but the certifiers gets its opening invoice, 100 days ago
 * (as if approved then).
 */
export async function seedDemoFees(db: Db, today = new Date()): Promise<void> {
  const validFrom = dayOf(new Date(today.getTime() - 120 * DAY_MS));
  await db.insert(fees).values(
    (
      [
        ['accountOpening', 50_000],
        ['yearlyAccount', 120_000],
        ['issuanceLevy', 10],
        ['retirementFee', 25],
      ] as const
    ).map(([kind, amountCents]) => ({
      kind,
      amountCents,
      taxRateBp: 1900,
      currency: 'USD',
      validFrom,
    })),
  );
  const opened = new Date(today.getTime() - 100 * DAY_MS);
  await db.execute(sql`
    select billing_raise(c.id, 'accountOpening', 'company:' || c.id, null, ${opened.toISOString()}::timestamptz)
    from companies c where c.state = 'approved' and c.type_account <> 'certifier' order by c.id`);
}

/**
 * After the demo ledger, owner@'s invoices show every state: the opening paid, the first levy's proof waiting for the
 * certifier (a stored PDF), the second levy's proof refused with a reason,
 * the third levy void; the rest stay issued.
 */
export async function seedDemoInvoices(
  db: Db,
  { storage, today = new Date() }: { storage?: ObjectStorage; today?: Date } = {},
): Promise<void> {
  const [owner] = await db
    .select({ id: companies.id, name: companies.name, userId: userCompanies.userId })
    .from(companies)
    .innerJoin(userCompanies, eq(userCompanies.companyId, companies.id))
    .where(and(eq(companies.typeAccount, 'owner'), eq(userCompanies.isAdmin, 1)))
    .orderBy(asc(companies.id))
    .limit(1);
  if (!owner) return;
  const ownInvoices = (kind: 'accountOpening' | 'issuanceLevy') =>
    db
      .select({ id: invoices.id, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(and(eq(invoices.companyId, owner.id), eq(invoices.kind, kind)))
      .orderBy(asc(invoices.id));
  const [opening] = await ownInvoices('accountOpening');
  const [waiting, refused, voided] = await ownInvoices('issuanceLevy');
  if (opening) {
    await db
      .update(invoices)
      .set({ state: 'paid', paidAt: new Date(opening.issuedAt.getTime() + 6 * DAY_MS) })
      .where(eq(invoices.id, opening.id));
  }
  if (waiting && storage) {
    const proof = await storeDemoProof(db, storage, owner, today);
    await db
      .update(invoices)
      .set({ state: 'pendingConfirmation', proof, proofAt: new Date(today.getTime() - DAY_MS) })
      .where(eq(invoices.id, waiting.id));
  }
  if (refused) {
    await db
      .update(invoices)
      .set({
        stateReason:
          'El comprobante no muestra el número de la factura como referencia. Cargue el soporte del banco con la referencia.',
      })
      .where(eq(invoices.id, refused.id));
  }
  if (voided) {
    await db
      .update(invoices)
      .set({ state: 'void', stateReason: 'Factura duplicada: la emisión se facturó dos veces.' })
      .where(and(eq(invoices.id, voided.id), ne(invoices.state, 'paid')));
  }
}

/** A bank transfer receipt as owner@ would upload it: a stored PDF and its claimed upload. */
async function storeDemoProof(
  db: Db,
  storage: ObjectStorage,
  owner: { id: number; name: string; userId: number },
  today: Date,
) {
  const fileName = 'Comprobante de transferencia.pdf';
  const bytes = buildSimplePdf({
    title: 'Demo bank transfer receipt',
    paragraphs: [
      `Payer: ${owner.name}.`,
      `Transfer made ${dayOf(new Date(today.getTime() - DAY_MS))} to the registry's account.`,
      'This file was made by the demo seed of the carbon-credit registry. It is not a real receipt.',
    ],
  });
  const { route } = createUploadKeys(owner.id, fileName);
  const md5 = createHash('md5').update(bytes).digest('hex');
  await storage.putObject(route, bytes, 'application/pdf');
  const [row] = await db
    .insert(uploads)
    .values({
      route,
      module: 'companies',
      fileType: 'document',
      companyId: owner.id,
      userId: owner.userId,
      state: 'confirmed',
      fileName,
      time: String(today.getTime() - DAY_MS),
      md5,
      size: bytes.length,
      contentType: 'application/pdf',
      claimedAt: today,
      expiresAt: today,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('the demo proof could not be stored');
  return { fileId: row.id, name: fileName, route, md5 };
}
