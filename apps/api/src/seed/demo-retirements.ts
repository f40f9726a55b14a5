import { and, eq } from 'drizzle-orm';
import { leiCheckDigits } from '@registry/contract/retirements/lei';
import type { RetireRequest } from '@registry/contract/retirements/retirements-api';
import type { Db } from '../db/client';
import { companies } from '../db/schema/accounts';
import { countries, typeDocuments } from '../db/schema/reference';
import type { LedgerContext } from '../modules/ledger/ledger-context';
import { retireCredits } from '../modules/ledger/retire-credits';
import type { Caller } from '../lib/caller';

/** The serials the demo ledger leaves to retire from: the owner's and the trader's kg block. */
export interface DemoRetirementBlocks {
  owner: Caller;
  trader: Caller;
  mata: number;
  atacama: number;
  alentejo: number;
  traderKg: number;
}

const LEI_BASE = '5493001KJTIIGC8Y1R';

/**
 * The demo retirements (issue 19): one of every purpose, one private, one in
 * kg and two for carbon tax naming passivesubject@'s company, each with its
 * certificate, through the ledger's own action so the log has their leaves.
 */
export async function seedDemoRetirements(
  db: Db,
  ctx: () => LedgerContext,
  blocks: DemoRetirementBlocks,
): Promise<void> {
  const [colombia] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, 'CO'));
  const [nit] = await db
    .select({ id: typeDocuments.id })
    .from(typeDocuments)
    .where(and(eq(typeDocuments.code, 'NIT'), eq(typeDocuments.countryId, colombia?.id ?? 0)));
  const [passive] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.typeAccount, 'passivesubject'));
  if (!colombia || !nit || !passive)
    throw new Error('the demo reference data or passivesubject@ is missing');
  const company = (name: string, documentNumber: string) => ({
    name,
    countryId: colombia.id,
    documentTypeId: nit.id,
    documentNumber,
    lei: '',
  });
  const base = {
    isKg: false,
    isPublic: true,
    observation: '',
    carbonTax: null,
  } satisfies Partial<RetireRequest>;
  const retirements: [Caller, RetireRequest][] = [
    [
      blocks.owner,
      {
        ...base,
        serialId: blocks.mata,
        quantity: 100,
        beneficiary: company('Café Andino S.A.S.', '900111222'),
        purpose: 'voluntary',
        usingEntity: 'Café Andino S.A.S.',
        publicNote: 'Compensación de las emisiones de 2025, alcances 1 y 2.',
      },
    ],
    [
      blocks.owner,
      {
        ...base,
        serialId: blocks.mata,
        quantity: 50,
        beneficiary: {
          name: 'Grupo Financiero Meridiano',
          countryId: colombia.id,
          documentTypeId: null,
          documentNumber: '',
          lei: `${LEI_BASE}${leiCheckDigits(LEI_BASE)}`,
        },
        purpose: 'publicClaim',
        usingEntity: 'Grupo Financiero Meridiano',
        isPublic: false,
        publicNote: '',
        observation: 'El beneficiario pidió no ser nombrado.',
      },
    ],
    [
      blocks.owner,
      {
        ...base,
        serialId: blocks.atacama,
        quantity: 75,
        beneficiary: company('Aerolínea Cóndor S.A.', '860333444'),
        purpose: 'corsia',
        usingEntity: 'Aerolínea Cóndor S.A.',
        publicNote: 'Vuelos internacionales de 2025 (CORSIA, primera fase).',
      },
    ],
    [
      blocks.owner,
      {
        ...base,
        serialId: blocks.atacama,
        quantity: 120,
        beneficiary: company('Combustibles del Norte S.A.', '900789012'),
        purpose: 'carbonTax',
        usingEntity: 'Combustibles del Norte S.A.',
        publicNote: 'No causación del impuesto al carbono: ACPM de septiembre.',
        carbonTax: { passiveSubjectCompanyId: passive.id, fuel: 'diesel', taxPeriod: '2026-09' },
      },
    ],
    [
      blocks.owner,
      {
        ...base,
        serialId: blocks.alentejo,
        quantity: 60,
        beneficiary: company('Combustibles del Norte S.A.', '900789012'),
        purpose: 'carbonTax',
        usingEntity: 'Combustibles del Norte S.A.',
        publicNote: 'No causación del impuesto al carbono: gas natural de octubre.',
        carbonTax: {
          passiveSubjectCompanyId: passive.id,
          fuel: 'naturalGas',
          taxPeriod: '2026-10',
        },
      },
    ],
    [
      blocks.owner,
      {
        ...base,
        serialId: blocks.alentejo,
        quantity: 40,
        beneficiary: company('Ministerio de Ambiente (demo)', '899999123'),
        purpose: 'article6',
        usingEntity: 'República de Colombia',
        publicNote: 'Contribución a la NDC; sin ajuste correspondiente.',
      },
    ],
    [
      blocks.owner,
      {
        ...base,
        serialId: blocks.mata,
        quantity: 10,
        beneficiary: company('Fundación Río Claro', '901555666'),
        purpose: 'other',
        usingEntity: 'Fundación Río Claro',
        publicNote: 'Evento carbono neutro: Foro del Agua 2026.',
      },
    ],
    [
      blocks.trader,
      {
        ...base,
        serialId: blocks.traderKg,
        quantity: 250,
        isKg: true,
        beneficiary: company('Panadería La Espiga', '901777888'),
        purpose: 'voluntary',
        usingEntity: 'Panadería La Espiga',
        publicNote: 'Huella de carbono de un mes de hornos.',
      },
    ],
  ];
  for (const [caller, input] of retirements) {
    await retireCredits({ ctx: ctx(), caller, input });
  }
}
