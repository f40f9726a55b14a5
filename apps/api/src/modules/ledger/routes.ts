import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
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
import { ok } from '../../lib/envelope';
import { attachmentDisposition } from '../../lib/storage/content-disposition';
import { requireCaller, type Caller } from '../../plugins/auth';
import { cancelBlock } from './cancel-block';
import { convertToKg } from './convert-to-kg';
import { listTransferNotifications } from './credit-notifications';
import { runIdempotent } from './idempotency';
import { issueCredits } from './issue-credits';
import { ledgerContextOf, type LedgerContext } from './ledger-context';
import { listAccountOpenings } from './list-account-openings';
import { listMovements } from './list-movements';
import { listPositions } from './list-positions';
import { listTransferCompanies } from './list-transfer-companies';
import { lockBlock } from './lock-block';
import {
  closeSubAccount,
  createSubAccount,
  listSubAccounts,
  renameSubAccount,
} from './sub-accounts';
import { searchSerials } from './search-serials';
import { transferCredits } from './transfer-credits';
import { unlockBlock } from './unlock-block';

const ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
};

type Action<I, O> = (args: { ctx: LedgerContext; caller: Caller; input: I }) => Promise<O>;

/** The credit ledger (DESIGN.md 4.3): positions, transfers, conversion to kg, the certifier's moves, sub-accounts. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (db = app.database.db) => ledgerContextOf(app, db);
  const loggedIn = { onRequest: app.authenticate };

  /** A POST of the ledger: validated by the contract, answered once per Idempotency-Key. */
  function post<B extends z.ZodType, R extends z.ZodType, O extends Record<string, unknown>>(
    path: string,
    body: B,
    response: R,
    action: Action<z.infer<B>, O>,
  ) {
    app.post(
      path,
      // Typed loosely: the generic schema would leave the provider's types unresolved.
      { ...loggedIn, schema: { body, response: { 200: response, ...ERRORS } } as FastifySchema },
      async (request) => {
        // The contract validated the body; a generic route loses its inferred type.
        const input = request.body as z.infer<B>;
        const caller = requireCaller(request);
        const header = request.headers['idempotency-key'];
        // Mail and other effects outside the database wait for the commit.
        const afterCommit: (() => Promise<void>)[] = [];
        const mail = {
          mailer: app.mailer,
          lng: request.lng,
          publicUrl: app.config.publicUrl,
          afterCommit: (task: () => Promise<void>) => void afterCommit.push(task),
        };
        const answer = await runIdempotent(
          {
            db: app.database.db,
            companyId: caller.companyId,
            key: Array.isArray(header) ? header.join(',') : header,
            route: path,
            body: input,
            now: new Date(),
          },
          (db) => action({ ctx: ledgerContextOf(app, db, mail), caller, input }),
        );
        for (const task of afterCommit) {
          await task().catch((error: unknown) =>
            request.log.error({ err: error }, 'a ledger mail could not be sent'),
          );
        }
        return ok(request.lng, answer);
      },
    );
  }

  app.get(
    `${TRANSFER_PATH}/positions`,
    {
      ...loggedIn,
      schema: {
        querystring: PositionsQuerySchema,
        response: { 200: PositionsResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listPositions({
          ctx: context(),
          caller: requireCaller(request),
          input: request.query,
        }),
      ),
  );
  for (const [path, onlyTransfers] of [
    ['transfers', true],
    ['historic', false],
  ] as const) {
    app.get(
      `${TRANSFER_PATH}/${path}`,
      {
        ...loggedIn,
        schema: {
          querystring: MovementsQuerySchema,
          response: { 200: MovementsResponseSchema, ...ERRORS },
        },
      },
      async (request) =>
        ok(
          request.lng,
          await listMovements({
            ctx: context(),
            caller: requireCaller(request),
            input: request.query,
            onlyTransfers,
          }),
        ),
    );
  }
  app.get(
    `${TRANSFER_PATH}/notifications/transfers`,
    {
      ...loggedIn,
      schema: {
        querystring: TransferNotificationsQuerySchema,
        response: { 200: TransferNotificationsResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      ok(
        request.lng,
        await listTransferNotifications({
          ctx: context(),
          caller: requireCaller(request),
          input: request.query,
        }),
      ),
  );
  // The openings of the company's account commitments in the public log (decision 028).
  app.get(
    ACCOUNT_OPENINGS_PATH,
    { ...loggedIn, schema: { response: { 200: AccountOpeningsResponseSchema, ...ERRORS } } },
    async (request, reply) => {
      const file = await listAccountOpenings({
        ctx: context(),
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
        response: { 200: SerialSearchResponseSchema, ...ERRORS },
      },
      preHandler: async (request) => {
        if (request.headers.authorization !== undefined) await app.authenticate(request);
      },
    },
    async (request) =>
      ok(
        request.lng,
        await searchSerials({ ctx: context(), caller: request.caller, input: request.query }),
      ),
  );

  post(`${TRANSFER_PATH}/transfer`, TransferRequestSchema, MovementResponseSchema, transferCredits);
  post(
    `${TRANSFER_PATH}/convert-to-kg`,
    ConvertToKgRequestSchema,
    MovementResponseSchema,
    convertToKg,
  );

  post(`${LEDGER_PATH}/issue`, IssueCreditsRequestSchema, IssueCreditsResponseSchema, issueCredits);
  post(`${LEDGER_PATH}/lock`, BlockActionRequestSchema, MovementResponseSchema, lockBlock);
  post(`${LEDGER_PATH}/unlock`, BlockActionRequestSchema, MovementResponseSchema, unlockBlock);
  post(`${LEDGER_PATH}/cancel`, BlockActionRequestSchema, MovementResponseSchema, cancelBlock);

  for (const asCertifier of [false, true]) {
    app.post(
      asCertifier ? `${TRANSFER_COMPANIES_PATH}/certifier` : TRANSFER_COMPANIES_PATH,
      {
        ...loggedIn,
        schema: {
          body: TransferCompaniesRequestSchema,
          response: { 200: TransferCompaniesResponseSchema, ...ERRORS },
        },
      },
      async (request) =>
        ok(
          request.lng,
          await listTransferCompanies({
            ctx: context(),
            caller: requireCaller(request),
            input: request.body,
            asCertifier,
          }),
        ),
    );
  }

  app.get(
    `${LEDGER_PATH}/sub-accounts`,
    { ...loggedIn, schema: { response: { 200: SubAccountsResponseSchema, ...ERRORS } } },
    async (request) =>
      ok(request.lng, await listSubAccounts({ ctx: context(), caller: requireCaller(request) })),
  );
  post(
    `${LEDGER_PATH}/sub-accounts/create`,
    CreateSubAccountRequestSchema,
    SubAccountResponseSchema,
    createSubAccount,
  );
  post(
    `${LEDGER_PATH}/sub-accounts/rename`,
    RenameSubAccountRequestSchema,
    SubAccountResponseSchema,
    renameSubAccount,
  );
  post(
    `${LEDGER_PATH}/sub-accounts/close`,
    CloseSubAccountRequestSchema,
    SubAccountResponseSchema,
    closeSubAccount,
  );
};
