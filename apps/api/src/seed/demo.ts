import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import {
  ACCOUNT_TYPES,
  PERMITS_BY_ACCOUNT_TYPE,
  type AccountType,
} from '@registry/contract/auth/account-type';
import { hashPassword } from '../lib/password';
import type { ObjectStorage } from '../lib/storage/object-storage';
import type { Db } from '../db/client';
import { companies, userCompanies, users, type CompanyState } from '../db/schema/accounts';
import { companyReviews } from '../db/schema/company-reviews';
import {
  companyPeople,
  companyRequests,
  surveyAnswers,
  surveys,
} from '../db/schema/company-profile';
import { cities, countries, regions, standards, typeDocuments } from '../db/schema/reference';
import { seedDemoIntegrations } from './demo-integrations';
import { seedDemoFees, seedDemoInvoices } from './demo-billing';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoConversion } from './demo-conversion';
import { seedDemoLedger } from './demo-ledger';
import { seedDemoProjects } from './demo-projects';
import { seedDemoSignatures, type DemoSigning } from './demo-signatures';

/** The password of every demo login (README). */
export const DEMO_PASSWORD = 'Demo-Registry-2026!';

/** The demo companies, one per account type (DESIGN.md 5). */
const DEMO_COMPANIES: Record<
  AccountType,
  { name: string; contact: string; nit: string; dv: string }
> = {
  owner: { name: 'Bosques del Pacífico S.A.S.', contact: 'Laura Gómez', nit: '900123456', dv: '8' },
  retailAggregator: {
    name: 'Compensa Retail S.A.S.',
    contact: 'Andrés Rojas',
    nit: '900234567',
    dv: '1',
  },
  developer: {
    name: 'Andes Carbon Developers S.A.S.',
    contact: 'Camila Torres',
    nit: '900345678',
    dv: '3',
  },
  certifier: {
    name: 'Certificadora Carbono Verde S.A.',
    contact: 'Jorge Ramírez',
    nit: '900456789',
    dv: '5',
  },
  trader: {
    name: 'Mercado de Carbono Trading S.A.S.',
    contact: 'Valentina Díaz',
    nit: '900567890',
    dv: '7',
  },
  generalAccount: {
    name: 'Industrias Sostenibles S.A.',
    contact: 'Felipe Herrera',
    nit: '900678901',
    dv: '9',
  },
  gov: {
    name: 'Ministerio de Ambiente (demo)',
    contact: 'Natalia Castro',
    nit: '899999123',
    dv: '4',
  },
  passivesubject: {
    name: 'Combustibles del Norte S.A.',
    contact: 'Santiago Morales',
    nit: '900789012',
    dv: '2',
  },
  ovv: {
    name: 'Validadora y Verificadora OVV S.A.S.',
    contact: 'Mariana López',
    nit: '900890123',
    dv: '6',
  },
};

let cachedHash: Promise<string> | null = null;
function demoPasswordHash(): Promise<string> {
  cachedHash ??= hashPassword(DEMO_PASSWORD);
  return cachedHash;
}

async function loadPlace(db: Db) {
  const [country] = await db.select().from(countries).where(eq(countries.code, 'CO'));
  if (!country) throw new Error('Reference data is missing: seed it before the demo registry.');
  const [region] = await db
    .select()
    .from(regions)
    .where(and(eq(regions.countryId, country.id), eq(regions.code, 'CO-DC')));
  const [city] = region
    ? await db
        .select()
        .from(cities)
        .where(eq(cities.regionId, region.id))
        .orderBy(asc(cities.id))
        .limit(1)
    : [];
  const [nit] = await db
    .select()
    .from(typeDocuments)
    .where(and(eq(typeDocuments.countryId, country.id), eq(typeDocuments.code, 'NIT')));
  const [cc] = await db
    .select()
    .from(typeDocuments)
    .where(and(eq(typeDocuments.countryId, country.id), eq(typeDocuments.code, 'CC')));
  const [standard] = await db.select().from(standards).orderBy(asc(standards.id)).limit(1);
  if (!region || !city || !nit || !cc)
    throw new Error('Reference data for Colombia is incomplete.');
  return { country, region, city, nit, cc, standard };
}

/** A company and its first admin user; permits empty when the company is not approved yet. */
async function addCompany(
  db: Db,
  place: Awaited<ReturnType<typeof loadPlace>>,
  input: {
    typeAccount: AccountType;
    email: string;
    name: string;
    contact: string;
    nit: string;
    dv: string;
    /** Whether the company has its account type's permits. */
    isApproved: boolean;
    /** The review state; approved or pending as isApproved says, unless given. */
    state?: CompanyState;
    stateReason?: string;
    /** Whether its billing and due diligence are filled in; as isApproved unless given. */
    isComplete?: boolean;
  },
) {
  const isComplete = input.isComplete ?? input.isApproved;
  const [company] = await db
    .insert(companies)
    .values({
      companyId: `CR-${randomBytes(4).toString('hex').toUpperCase()}`,
      name: input.name,
      typeAccount: input.typeAccount,
      typeDocumentId: place.nit.id,
      documentNumber: input.nit,
      verificationDigit: input.dv,
      countryId: place.country.id,
      regionId: place.region.id,
      cityId: place.city.id,
      address: 'Carrera 7 # 71-21, Bogotá',
      contactName: input.contact,
      email: input.email,
      phoneCode: place.country.phoneCode,
      phone: '3001234567',
      standardId: place.standard?.id ?? null,
      state: input.state ?? (input.isApproved ? 'approved' : 'pending'),
      stateReason: input.stateReason ?? null,
      updateBilling: isComplete ? 1 : 0,
      updateDueDiligence: isComplete ? 1 : 0,
      acceptTerms: isComplete ? 1 : 0,
      acceptHabeas: isComplete ? 1 : 0,
      ...(isComplete
        ? {
            billingContactName: input.contact,
            billingEmail: `billing+${input.typeAccount.toLowerCase()}@demo.example`,
            specialConsiderations:
              'Facturar a 30 días. Enviar la factura electrónica en PDF y XML.',
            taxIdNumber: `${input.nit}-${input.dv}`,
            originIncome: 1,
          }
        : {}),
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      userHash: randomBytes(16).toString('hex'),
      email: input.email,
      name: input.contact,
      phone: '3001234567',
      passwordHash: await demoPasswordHash(),
    })
    .returning();
  if (!company || !user) throw new Error('demo insert returned nothing');
  await db.insert(userCompanies).values({
    userId: user.id,
    companyId: company.id,
    isAdmin: 1,
    isContact: 1,
    permits: input.isApproved ? [...PERMITS_BY_ACCOUNT_TYPE[input.typeAccount]] : [],
  });
  if (isComplete) await addDueDiligence(db, place, company.id, input);
  return { company, user };
}

/**
 * The due-diligence tab of an approved demo company: its contact as chief
 * executive, a holding company as sole shareholder, and the survey answered.
 * (The document files are stored by seedDemoDocuments, when there is a storage.)
 */
async function addDueDiligence(
  db: Db,
  place: Awaited<ReturnType<typeof loadPlace>>,
  companyId: number,
  input: { name: string; contact: string; nit: string },
) {
  const base = { companyId, countryId: place.country.id };
  await db.insert(companyPeople).values([
    {
      ...base,
      role: 'ceo',
      name: input.contact,
      typeDocumentId: place.cc.id,
      documentNumber: `52${input.nit.slice(-6)}`,
    },
    {
      ...base,
      role: 'shareholder',
      name: `Inversiones ${input.name.split(' ')[0] ?? 'Demo'} Holding S.A.S.`,
      typeDocumentId: place.nit.id,
      documentNumber: `901${input.nit.slice(-6)}`,
      verificationDigit: '3',
    },
  ]);
  const questions = await db.select().from(surveys).orderBy(asc(surveys.position));
  if (questions.length === 0) return;
  await db.insert(surveyAnswers).values(
    questions.map((question) => {
      // Yes to having an AML policy and knowing the beneficial owners; no to the risks.
      const isYes = question.code === 'AML_POLICY' || question.code === 'BENEFICIAL_OWNERS';
      return {
        companyId,
        surveyId: question.id,
        selection: isYes,
        response: isYes ? 'Sí, documentado en el manual de cumplimiento.' : 'No.',
      };
    }),
  );
}

/**
 * The companies the certifier's review screen shows besides the approved ones
 * (DESIGN.md 4.1), each with an admin who can log in: one pending with its
 * billing and due diligence complete, one rejected and one suspended, each
 * with the demo certifier's review.
 */
const REVIEWED_COMPANIES = [
  {
    email: 'pending@demo.example',
    name: 'Reforestadora Pendiente S.A.S.',
    contact: 'Mateo Salazar',
    nit: '901000002',
    dv: '8',
    typeAccount: 'developer',
    state: 'pending',
    isApproved: false,
    isComplete: true,
    review: null,
  },
  {
    email: 'rejected@demo.example',
    name: 'Carbono Rechazado Ltda.',
    contact: 'Lucía Moreno',
    nit: '901000003',
    dv: '6',
    typeAccount: 'trader',
    state: 'rejected',
    isApproved: false,
    isComplete: true,
    review: {
      action: 'reject',
      fromState: 'pending',
      reason: 'El certificado de existencia y representación legal tiene más de 30 días.',
    },
  },
  {
    email: 'suspended@demo.example',
    name: 'Agroforestal Suspendida S.A.S.',
    contact: 'Andrés Quintero',
    nit: '901000004',
    dv: '4',
    typeAccount: 'owner',
    state: 'suspended',
    isApproved: true,
    isComplete: true,
    review: {
      action: 'suspend',
      fromState: 'approved',
      reason: 'Investigación abierta por doble contabilidad de créditos.',
    },
  },
] as const;

async function addReviewedCompanies(
  db: Db,
  place: Awaited<ReturnType<typeof loadPlace>>,
  certifierUserId: number | undefined,
) {
  for (const { review, ...demo } of REVIEWED_COMPANIES) {
    const { company } = await addCompany(db, place, {
      ...demo,
      ...(review ? { stateReason: review.reason } : {}),
    });
    if (certifierUserId === undefined) continue;
    if (review) {
      await db.insert(companyReviews).values({
        companyId: company.id,
        action: review.action,
        fromState: review.fromState,
        toState: demo.state,
        reason: review.reason,
        reviewerUserId: certifierUserId,
      });
    }
  }
}

export interface SeedDemoOptions {
  /**
   * Where the approved companies' required documents are stored (main.ts passes
   * the configured one). Without it the demo has no document files: the API
   * tests, which build many demo databases, skip the writes.
   */
  storage?: ObjectStorage;
  /** Whether the demo projects are made too (true); tests that count projects leave them out. */
  projects?: boolean;
  /**
   * The keys that sign the demo's signature record (main.ts passes the app's);
   * without them the demo has no signature.
   */
  signing?: Omit<DemoSigning, 'password'>;
}

/**
 * The demo registry (DESIGN.md 5): a company and admin login per account type,
 * {type}@demo.example, plus new@demo.example whose company is not approved yet.
 */
/** What a fresh demo seed hands to the start-up log once: the demo API key's value. */
export interface SeededDemo {
  apiKey?: string;
}

export async function seedDemo(db: Db, options: SeedDemoOptions = {}): Promise<SeededDemo> {
  const place = await loadPlace(db);
  const created = new Map<AccountType, Awaited<ReturnType<typeof addCompany>>>();
  for (const typeAccount of ACCOUNT_TYPES) {
    const demo = DEMO_COMPANIES[typeAccount];
    created.set(
      typeAccount,
      await addCompany(db, place, {
        typeAccount,
        email: `${typeAccount.toLowerCase()}@demo.example`,
        ...demo,
        isApproved: true,
      }),
    );
  }
  await addCompany(db, place, {
    typeAccount: 'owner',
    email: 'new@demo.example',
    name: 'Nueva Empresa Demo S.A.S.',
    contact: 'Daniela Ruiz',
    nit: '901000001',
    dv: '0',
    isApproved: false,
  });
  await addReviewedCompanies(db, place, created.get('certifier')?.user.id);
  // The owner's admin also works for the developer company, so company switching can be tried.
  const owner = created.get('owner');
  const developer = created.get('developer');
  if (owner && developer) {
    await db.insert(userCompanies).values({
      userId: owner.user.id,
      companyId: developer.company.id,
      isAdmin: 0,
      permits: ['transfer', 'retire'],
    });
  }
  if (owner && developer) await addDemoLink(db, owner.company.id, developer.company.id);
  if (options.storage) {
    // Every approved company has its required documents; owner@'s also a replaced one.
    await seedDemoDocuments(
      db,
      options.storage,
      [...created.entries()].map(([typeAccount, { company, user }]) => ({
        companyId: company.id,
        companyName: company.name,
        taxId: `${company.documentNumber}-${company.verificationDigit}`,
        userId: user.id,
        hasHistory: typeAccount === 'owner',
      })),
    );
  }
  if (options.projects !== false) {
    await seedDemoProjects(db, { storage: options.storage });
    await seedDemoConversion(db, { storage: options.storage });
    await seedDemoFees(db);
    await seedDemoLedger(db);
    await seedDemoInvoices(db, { storage: options.storage });
    if (options.signing) {
      await seedDemoSignatures(db, {
        storage: options.storage,
        signing: { ...options.signing, password: DEMO_PASSWORD },
      });
    }
    const integrations = await seedDemoIntegrations(db);
    if (integrations) return { apiKey: integrations.apiKey };
  }
  return {};
}

/**
 * An accepted company link (decision 015): the owner company asked the developer
 * company, which accepted, so the connectivity tab shows a connection.
 */
async function addDemoLink(db: Db, requesterCompanyId: number, targetCompanyId: number) {
  await db.insert(companyRequests).values({ requesterCompanyId, targetCompanyId, state: 1 });
}
