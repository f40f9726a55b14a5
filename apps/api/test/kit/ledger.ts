import type {
  IssueCreditsAnswer,
  IssueCreditsRequest,
  MovementAnswer,
  Position,
  SubAccount,
} from '@registry/contract/ledger/ledger-api';
import type { RetireAnswer } from '@registry/contract/retirements/retirements-api';
import { eq, inArray, like } from 'drizzle-orm';
import { ledgerAccountOpenings } from '../../src/db/schema/ledger-account-openings';
import { logEvents } from '../../src/db/schema/log';
import { movements } from '../../src/db/schema/movements';
import { commitmentOf } from '../../src/modules/ledger/account-commitment';
import { closePublicComments } from '../../src/modules/projects/close-public-comments';
import { createTestApp, type TestApp } from '../test-app';
import { call, type Answer } from './call';
import { companyIdOf, completeDraft, moveProject } from './projects';
import { logIn, type Session } from './session';

/* The ledger as its callers use it: positions, transfers, conversion, the certifier's moves. */

export interface LedgerAnswer
  extends
    Omit<Answer, 'company' | 'user'>,
    Partial<MovementAnswer>,
    Partial<Omit<IssueCreditsAnswer, 'serialId' | 'quantityKg'>>,
    Partial<Pick<RetireAnswer, 'emitCertificationId' | 'certificateNumber'>> {
  positions?: Position[];
  subAccount?: SubAccount;
  subAccounts?: SubAccount[];
}

const T = '/api/platform/projectCompanyTransfer';
const L = '/api/platform/ledger';

/** A POST of the ledger, with an Idempotency-Key header when given. */
export async function ledgerPost(
  t: TestApp,
  token: string,
  path: string,
  payload: object,
  idempotencyKey?: string,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: path.startsWith('/api') ? path : `${path.startsWith('/sub') ? L : T}${path}`,
    headers: {
      platform: 'carbon-registry-test',
      lng: 'en',
      authorization: `Bearer ${token}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload,
  });
  return { status: response.statusCode, body: response.json<LedgerAnswer>() };
}

/** A public, voluntary retirement in whole tonnes for Café Andino, without the serial and quantity. */
export const CAFE_ANDINO_RETIREMENT = {
  isKg: false,
  beneficiary: {
    name: 'Café Andino',
    countryId: 1,
    documentTypeId: 1,
    documentNumber: '9001',
    lei: '',
  },
  purpose: 'voluntary',
  usingEntity: 'Café Andino',
  isPublic: true,
  publicNote: '',
  observation: '',
  carbonTax: null,
};

/** A public, voluntary retirement of whole tonnes of a serial, for Café Andino. */
export const retireTonnes = (t: TestApp, token: string, serialId: number, quantity: number) =>
  ledgerPost(t, token, `${T}/retire`, { ...CAFE_ANDINO_RETIREMENT, serialId, quantity });

export const positionsOf = (t: TestApp, token: string) =>
  call<LedgerAnswer>(t, 'GET', `${T}/positions`, { token });

export const transfer = (
  t: TestApp,
  token: string,
  payload: {
    serialId: number;
    quantity: number;
    isKg: boolean;
    companyId: number;
    subAccountId?: number;
  },
  key?: string,
) => ledgerPost(t, token, `${T}/transfer`, payload, key);

export const convert = (
  t: TestApp,
  token: string,
  payload: { serialId: number; quantity: number },
) => ledgerPost(t, token, `${T}/convert-to-kg`, payload);

export const issue = (t: TestApp, token: string, payload: IssueCreditsRequest, key?: string) =>
  ledgerPost(t, token, `${L}/issue`, payload, key);

export const blockAction = (
  t: TestApp,
  token: string,
  action: 'lock' | 'unlock' | 'cancel',
  payload: { serialId: number; reason: string },
) => ledgerPost(t, token, `${L}/${action}`, payload);

export const subAccountAction = (
  t: TestApp,
  token: string,
  action: 'create' | 'rename' | 'close',
  payload: object,
) => ledgerPost(t, token, `${L}/sub-accounts/${action}`, payload);

export const subAccountsOf = (t: TestApp, token: string) =>
  call<LedgerAnswer>(t, 'GET', `${L}/sub-accounts`, { token });

/**
 * A project of the demo parties moved to registered through the projects
 * module's own calls: submitted by the developer, public comment opened and
 * closed, registered by the certifier.
 */
export async function registeredProject(
  t: TestApp,
  tokens: { developer: string; certifier: string },
  name?: string,
): Promise<number> {
  const projectId = await completeDraft(t, tokens.developer, name);
  const today = new Date();
  const inDays = (days: number) =>
    new Date(today.getTime() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const moves = [
    [tokens.developer, { action: 'submit' }],
    [tokens.certifier, { action: 'openPublicComment', publicCommentEndsOn: inDays(31) }],
  ] as const;
  for (const [token, move] of moves) await moveProject(t, token, projectId, move);
  await closePublicComments({
    ctx: { db: t.database.db, now: () => new Date(today.getTime() + 40 * 24 * 3600 * 1000) },
  });
  await moveProject(t, tokens.certifier, projectId, { action: 'register' });
  return projectId;
}

/** A registered project (see above) whose period 1 the certifier certified. */
export async function certifiedProject(
  t: TestApp,
  tokens: { developer: string; certifier: string },
  name?: string,
): Promise<number> {
  const projectId = await registeredProject(t, tokens, name);
  await moveProject(t, tokens.developer, projectId, { action: 'submitMonitoring', period: 1 });
  const certified = await moveProject(t, tokens.certifier, projectId, {
    action: 'certifyPeriod',
    period: 1,
  });
  if (certified.body.state !== 'certified') {
    throw new Error(`the project did not reach certified: ${JSON.stringify(certified.body)}`);
  }
  return projectId;
}

let freshPeriod = 100;

/** A fresh issuance of `tonnes` with no buffer share: one block in the owner's main account. */
export async function freshIssuance(
  t: TestApp,
  certifierToken: string,
  projectId: number,
  tonnes: number,
): Promise<{ serialId: number; issuanceId: number }> {
  freshPeriod += 1;
  const { body } = await issue(t, certifierToken, {
    projectId,
    vintage: 2030,
    monitoringPeriod: freshPeriod,
    quantity: tonnes,
    bufferSharePercent: 0,
  });
  if (!body.serialId || !body.issuanceId) throw new Error(JSON.stringify(body));
  return { serialId: body.serialId, issuanceId: body.issuanceId };
}

/** A test app with the accounts seed, the ledger's people logged in and a certified project. */
export interface LedgerScene {
  t: TestApp;
  certifier: Session;
  owner: Session;
  ownerCompanyId: number;
  traderCompanyId: number;
  projectId: number;
}

export async function openLedgerScene(
  options: Pick<Parameters<typeof createTestApp>[0] & object, 'config'> = {},
): Promise<LedgerScene> {
  const t = await createTestApp({ seed: 'accounts', ...options });
  const developer = await logIn(t, 'developer@demo.example');
  const certifier = await logIn(t, 'certifier@demo.example');
  return {
    t,
    certifier,
    owner: await logIn(t, 'owner@demo.example'),
    ownerCompanyId: await companyIdOf(t, 'owner@demo.example'),
    traderCompanyId: await companyIdOf(t, 'trader@demo.example'),
    projectId: await certifiedProject(t, {
      developer: developer.token,
      certifier: certifier.token,
    }),
  };
}

/** The kg the scene's owner holds under a serial (undefined when none). */
export async function ownerKgOf(scene: LedgerScene, serialId: number) {
  const { body } = await positionsOf(scene.t, scene.owner.token);
  return body.positions?.find((p) => p.serialId === serialId)?.quantityKg;
}

/** The leaves of the public log the ledger's movements wrote (the canonical JSON the log serves). */
export async function ledgerLeaves(t: TestApp, match: (leaf: Record<string, unknown>) => boolean) {
  const rows = await t.database.db
    .select({ data: logEvents.data })
    .from(logEvents)
    .where(like(logEvents.kind, 'ledger.%'));
  const leaves = rows.map((row) => JSON.parse(row.data) as Record<string, unknown>);
  return leaves.filter(match);
}

type LeafBlock = Record<string, unknown> & { account?: unknown };

/**
 * A leaf as its accounts' owners read it: each block's account commitment
 * replaced by the account id its stored opening names (`accountId`), the
 * opening checked against the commitment first (decision 028).
 */
export async function openLeaf(t: TestApp, leaf: Record<string, unknown>) {
  const sides = ['blocksBefore', 'blocksAfter'] as const;
  const shown = sides.flatMap((side) => (leaf[side] as LeafBlock[]).map((b) => b.account));
  const commitments = shown.filter((account): account is string => typeof account === 'string');
  const openings =
    commitments.length === 0
      ? []
      : await t.database.db
          .select()
          .from(ledgerAccountOpenings)
          .where(inArray(ledgerAccountOpenings.commitment, commitments));
  const accountOf = (commitment: unknown) => {
    const opening = openings.find((each) => each.commitment === commitment);
    if (!opening || commitmentOf(opening.accountId, opening.saltHex) !== commitment) {
      throw new Error(`no opening of ${String(commitment)}`);
    }
    return opening.accountId;
  };
  const opened = { ...leaf };
  for (const side of sides) {
    opened[side] = (leaf[side] as LeafBlock[]).map(({ account, ...block }) => ({
      ...block,
      accountId: accountOf(account),
    }));
  }
  return opened;
}

/** Who made a movement, as the ledger records it (never published). */
export async function actorOf(t: TestApp, movementId: number | undefined) {
  const [row] = await t.database.db
    .select({ actorCompanyId: movements.actorCompanyId, actorUserId: movements.actorUserId })
    .from(movements)
    .where(eq(movements.id, movementId ?? 0));
  return row;
}
