import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BlockActionRequestSchema,
  CloseSubAccountRequestSchema,
  ConvertToKgRequestSchema,
  CreateSubAccountRequestSchema,
  IssueCreditsRequestSchema,
  IssueCreditsResponseSchema,
  LEDGER_PATH,
  MovementResponseSchema,
  PositionsQuerySchema,
  PositionsResponseSchema,
  type PositionsResponse,
  RenameSubAccountRequestSchema,
  SubAccountResponseSchema,
  SubAccountsResponseSchema,
  TRANSFER_PATH,
  TransferRequestSchema,
} from '@registry/contract/ledger/ledger-api';
import {
  MovementsQuerySchema,
  MovementsResponseSchema,
  PUBLIC_SERIALS_PATH,
  SerialSearchQuerySchema,
  SerialSearchResponseSchema,
  TransferNotificationsQuerySchema,
  TransferNotificationsResponseSchema,
} from '@registry/contract/ledger/ledger-history';
import {
  TRANSFER_COMPANIES_PATH,
  TransferCompaniesRequestSchema,
  TransferCompaniesResponseSchema,
} from '@registry/contract/ledger/transfer-companies';
import {
  ACCOUNT_OPENINGS_PATH,
  AccountOpeningsResponseSchema,
} from '@registry/contract/ledger/account-openings';
import {
  PassiveSubjectsResponseSchema,
  RetireRequestSchema,
  RetireResponseSchema,
  RetirementsResponseSchema,
} from '@registry/contract/retirements/retirements-api';
import { ok, okAroundJson } from '../../lib/envelope';
import { attachmentDisposition } from '../../lib/storage/content-disposition';
import { requireCaller } from '../../plugins/auth';
import { cancelBlock } from './cancel-block';
import { convertToKg } from './convert-to-kg';
import { listTransferNotifications } from './credit-notifications';
import { issueCredits } from './issue-credits';
import { ledgerContextOf } from './ledger-context';
import { LEDGER_ERRORS, ledgerRoutesOf } from './ledger-route';
import { listAccountOpenings } from './list-account-openings';
import { listMovements } from './list-movements';
import { positionsJsonOf } from './list-positions';
import { listTransferCompanies } from './list-transfer-companies';
import { lockBlock } from './lock-block';
import {
  closeSubAccount,
  createSubAccount,
  listSubAccounts,
  renameSubAccount,
} from './sub-accounts';
import { listPassiveSubjects } from './list-passive-subjects';
import { listRetirements } from './list-retirements';
import { retireCredits } from './retire-credits';
import { searchSerials } from './search-serials';
import { transferCredits } from './transfer-credits';
import { unlockBlock } from './unlock-block';

/** The credit ledger (DESIGN.md 4.3): positions, transfers, conversion to kg, the certifier's moves, sub-accounts. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { read, write } = ledgerRoutesOf(app);

  // One call answers the membership check and the JSON text of the list
  // (migration 0017), passed on unparsed: the route verifies the token alone.
  app.get(
    `${TRANSFER_PATH}/positions`,
    {
      onRequest: app.authenticateTokenOnly,
      config: { apiKeyScope: 'read' },
      schema: {
        querystring: PositionsQuerySchema,
        response: { 200: PositionsResponseSchema, ...LEDGER_ERRORS },
      },
    },
    async (request, reply) => {
      const json = await positionsJsonOf({
        ctx: ledgerContextOf(app),
        caller: requireCaller(request),
        input: request.query,
      });
      // The text of a PositionsResponse: Fastify sends a string as it is.
      const text = okAroundJson(request.lng, json) as unknown as PositionsResponse;
      return reply.type('application/json; charset=utf-8').send(text);
    },
  );
  for (const [path, onlyTransfers] of [
    ['transfers', true],
    ['historic', false],
  ] as const) {
    read(
      `${TRANSFER_PATH}/${path}`,
      { querystring: MovementsQuerySchema, response: MovementsResponseSchema },
      (args) => listMovements({ ...args, onlyTransfers }),
      'read',
    );
  }
  read(
    `${TRANSFER_PATH}/notifications/transfers`,
    {
      querystring: TransferNotificationsQuerySchema,
      response: TransferNotificationsResponseSchema,
    },
    listTransferNotifications,
  );
  // The openings of the company's account commitments in the public log (decision 028).
  app.get(
    ACCOUNT_OPENINGS_PATH,
    {
      onRequest: app.authenticate,
      schema: { response: { 200: AccountOpeningsResponseSchema, ...LEDGER_ERRORS } },
    },
    async (request, reply) => {
      const file = await listAccountOpenings({
        ctx: ledgerContextOf(app),
        caller: requireCaller(request),
        origin: app.config.log.origin,
      });
      reply
        .header(
          'content-disposition',
          attachmentDisposition(`account-openings-${String(file.companyId)}.json`),
        )
        .header('cache-control', 'no-store');
      return ok(request.lng, file);
    },
  );
  // The public serial search: anyone; a caller who sends a token is authenticated
  // (a bad one is a 401), so a block's holder and the certifier see the holder (DESIGN.md 4.3).
  app.get(
    PUBLIC_SERIALS_PATH,
    {
      schema: {
        querystring: SerialSearchQuerySchema,
        response: { 200: SerialSearchResponseSchema, ...LEDGER_ERRORS },
      },
      preHandler: async (request) => {
        if (request.headers.authorization !== undefined) await app.authenticate(request);
      },
    },
    async (request) =>
      ok(
        request.lng,
        await searchSerials({
          ctx: ledgerContextOf(app),
          caller: request.caller,
          input: request.query,
        }),
      ),
  );

  // One round trip each: the membership and permit are checked in the SQL call (migration 0016).
  write(
    `${TRANSFER_PATH}/transfer`,
    TransferRequestSchema,
    MovementResponseSchema,
    transferCredits,
    { isMembershipInCall: true, apiKeyScope: 'transfer' },
  );
  write(
    `${TRANSFER_PATH}/convert-to-kg`,
    ConvertToKgRequestSchema,
    MovementResponseSchema,
    convertToKg,
    { isMembershipInCall: true, apiKeyScope: 'transfer' },
  );
  // An API key with the retire scope reads what a retirement needs and what it made.
  read(
    `${TRANSFER_PATH}/retirements`,
    { response: RetirementsResponseSchema },
    listRetirements,
    'retire',
  );
  read(
    `${TRANSFER_PATH}/passive-subjects`,
    { response: PassiveSubjectsResponseSchema },
    listPassiveSubjects,
    'retire',
  );
  write(`${TRANSFER_PATH}/retire`, RetireRequestSchema, RetireResponseSchema, retireCredits, {
    isMembershipInCall: true,
    apiKeyScope: 'retire',
  });

  write(
    `${LEDGER_PATH}/issue`,
    IssueCreditsRequestSchema,
    IssueCreditsResponseSchema,
    issueCredits,
  );
  write(`${LEDGER_PATH}/lock`, BlockActionRequestSchema, MovementResponseSchema, lockBlock);
  write(`${LEDGER_PATH}/unlock`, BlockActionRequestSchema, MovementResponseSchema, unlockBlock);
  write(`${LEDGER_PATH}/cancel`, BlockActionRequestSchema, MovementResponseSchema, cancelBlock);

  for (const asCertifier of [false, true]) {
    read(
      asCertifier ? `${TRANSFER_COMPANIES_PATH}/certifier` : TRANSFER_COMPANIES_PATH,
      { body: TransferCompaniesRequestSchema, response: TransferCompaniesResponseSchema },
      (args) => listTransferCompanies({ ...args, asCertifier }),
      // Where a key's transfers may go; the certifier's own list stays with its sessions.
      asCertifier ? undefined : 'transfer',
    );
  }

  read(`${LEDGER_PATH}/sub-accounts`, { response: SubAccountsResponseSchema }, listSubAccounts);
  write(
    `${LEDGER_PATH}/sub-accounts/create`,
    CreateSubAccountRequestSchema,
    SubAccountResponseSchema,
    createSubAccount,
  );
  write(
    `${LEDGER_PATH}/sub-accounts/rename`,
    RenameSubAccountRequestSchema,
    SubAccountResponseSchema,
    renameSubAccount,
  );
  write(
    `${LEDGER_PATH}/sub-accounts/close`,
    CloseSubAccountRequestSchema,
    SubAccountResponseSchema,
    closeSubAccount,
  );
};
