import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/accounts';
import { uploads } from '../db/schema/files';
import type { ObjectStorage } from '../lib/storage/object-storage';
import { saveCreditConversion } from '../modules/credit-conversion/save-credit-conversion';
import { loadMembership } from '../modules/user/build-claims';
import type { Caller } from '../lib/caller';
import { buildSimplePdf } from './demo-pdf';

const DAY_MS = 24 * 3600 * 1000;

/** The demo owner login as a caller: its first company, with its permits. */
async function ownerCaller(db: Db): Promise<Caller> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'owner@demo.example'));
  const membership = user ? await loadMembership(db, user.id) : null;
  if (!membership) throw new Error('the demo login owner is missing');
  return {
    userId: membership.userId,
    companyId: membership.companyId,
    claims: { ...membership.claims, exp: 0 },
  };
}

/** A proof of cancellation as the browser would leave it: stored, scanned and confirmed. */
async function confirmedProof(
  db: Db,
  storage: ObjectStorage | undefined,
  caller: Caller,
  vintage: number,
  hashes: Map<string, string>,
) {
  const bytes = buildSimplePdf({
    title: `Verra - cancellation statement, vintage ${vintage}`,
    paragraphs: [`Retirement/cancellation of VCUs of project VCS 1750, vintage ${vintage}.`],
  });
  const route = `projects/${caller.companyId}/${randomBytes(16).toString('hex')}.pdf`;
  if (storage) await storage.putObject(route, bytes, 'application/pdf');
  hashes.set(route, createHash('sha256').update(bytes).digest('hex'));
  const file = {
    route,
    time: String(Date.now()),
    name: `Cancelacion Verra ${vintage}.pdf`,
    md5: createHash('md5').update(bytes).digest('hex'),
  };
  await db.insert(uploads).values({
    route,
    module: 'projects',
    fileType: 'document',
    companyId: caller.companyId,
    userId: caller.userId,
    state: 'confirmed',
    fileName: file.name,
    time: file.time,
    md5: file.md5,
    size: bytes.length,
    contentType: 'application/pdf',
    expiresAt: new Date(Date.now() + DAY_MS),
  });
  return file;
}

/**
 * The demo's converted project (DESIGN.md 4.2 "Conversion"): a draft of the
 * owner company, converted from Verra, with two vintages cancelled there,
 * made through the conversion save as /new-project-conversion would.
 */
export async function seedDemoConversion(
  db: Db,
  { storage, today = new Date() }: { storage?: ObjectStorage; today?: Date } = {},
): Promise<void> {
  const caller = await ownerCaller(db);
  const hashes = new Map<string, string>();
  await saveCreditConversion({
    ctx: {
      db,
      hashStoredFile: async (route) => hashes.get(route) ?? '',
      now: () => new Date(today.getTime() - 20 * DAY_MS),
    },
    caller,
    input: {
      name: 'Conservación de Bosques del Chocó (conversión)',
      latitude: 5.69,
      longitude: -76.65,
      originRegistry: 'verra',
      originProjectId: 'VCS-1750',
      originProjectUrl: 'https://registry.verra.org/app/projectDetail/VCS/1750',
      vintages: [
        {
          vintage: 2017,
          serialStart: 'VCS-1750-VCU-2017-000001',
          serialEnd: 'VCS-1750-VCU-2017-025000',
          quantity: 25_000,
          proof: await confirmedProof(db, storage, caller, 2017, hashes),
        },
        {
          vintage: 2018,
          serialStart: 'VCS-1750-VCU-2018-000001',
          serialEnd: 'VCS-1750-VCU-2018-040000',
          quantity: 40_000,
          proof: await confirmedProof(db, storage, caller, 2018, hashes),
        },
      ],
    },
  });
}
