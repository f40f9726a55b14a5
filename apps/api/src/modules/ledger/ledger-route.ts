import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { ApiKeyScope } from '@registry/contract/api-keys/api-keys-api';
import { ErrorEnvelopeSchema } from '@registry/contract/common/envelope';
import { ok } from '../../lib/envelope';
import type { Caller } from '../../lib/caller';
import { requireCaller } from '../../plugins/auth';
import { idempotencyKeyOf, ownerOf, wasClaimed } from './idempotency';
import { ledgerContextOf, type LedgerContext } from './ledger-context';

export const LEDGER_ERRORS = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
};

/** A ledger action as a route calls it. */
export type LedgerAction<I, O> = (args: {
  ctx: LedgerContext;
  caller: Caller;
  input: I;
}) => Promise<O>;

/** What an action answers inside the envelope of a response schema. */
type AnswerOf<R extends z.ZodType> = Omit<z.infer<R>, 'status' | 'codeMessages'>;

/** Where a read takes its input from: the query string, the path's params or a POST body. */
type ReadSchema<S extends z.ZodType, R extends z.ZodType> = {
  response: R;
} & ({ querystring: S } | { params: S } | { body: S } | object);

/**
 * The registration scaffolding of the ledger's routes (modules/ledger/routes.ts
 * and certifier-routes.ts): a logged-in caller, the contract's schemas with the
 * ledger's error answers, the envelope around the action's answer.
 */
export function ledgerRoutesOf(app: FastifyInstance) {
  const onRequest = app.authenticate;
  return {
    /** A read (GET, or POST with `body`): the action gets the query, the params or the body. */
    read<S extends z.ZodType, R extends z.ZodType>(
      path: string,
      { response, ...input }: ReadSchema<S, R>,
      action: LedgerAction<z.infer<S>, AnswerOf<R>>,
      /** The scope an API key needs here; without one, keys are refused. */
      apiKeyScope?: ApiKeyScope,
    ) {
      const from = 'body' in input ? 'body' : 'params' in input ? 'params' : 'query';
      app.route({
        method: from === 'body' ? 'POST' : 'GET',
        url: path,
        onRequest,
        config: { apiKeyScope },
        // Typed loosely: the generic schema would leave the provider's types unresolved.
        schema: { ...input, response: { 200: response, ...LEDGER_ERRORS } } as FastifySchema,
        handler: async (request) =>
          ok(
            request.lng,
            (await action({
              ctx: ledgerContextOf(app),
              caller: requireCaller(request),
              // The contract validated it; a generic route loses its inferred type.
              input: request[from] as z.infer<S>,
            })) as object,
          ),
      });
    },

    /**
     * A write (POST): answered once per Idempotency-Key of the caller (the
     * action's runOnce claims it after the action's own checks), and the
     * outbox and the log's sequencer nudged once its transaction has committed.
     */
    write<B extends z.ZodType, R extends z.ZodType>(
      path: string,
      body: B,
      response: R,
      action: LedgerAction<z.infer<B>, AnswerOf<R>>,
      {
        isMembershipInCall = false,
        apiKeyScope,
      }: {
        /** The scope an API key needs here; without one, keys are refused. */
        apiKeyScope?: ApiKeyScope;
        /**
         * The action's one SQL call checks the membership and permits itself
         * (a movement function, migration 0016): the route verifies the token
         * alone and spares the membership's round trip (DESIGN.md 4.3 "Cost").
         */
        isMembershipInCall?: boolean;
      } = {},
    ) {
      app.post(
        path,
        {
          onRequest: isMembershipInCall ? app.authenticateTokenOnly : onRequest,
          config: { apiKeyScope },
          schema: { body, response: { 200: response, ...LEDGER_ERRORS } } as FastifySchema,
        },
        async (request) => {
          const caller = requireCaller(request);
          const input = request.body as z.infer<B>;
          const key = idempotencyKeyOf(request.headers['idempotency-key']);
          let isOutboxWritten = false;
          const ctx = ledgerContextOf(app, {
            ...(key === undefined
              ? {}
              : {
                  idempotency: {
                    key,
                    companyId: caller.companyId,
                    owner: ownerOf(caller),
                    route: path,
                    body: input,
                    now: new Date(),
                  },
                }),
            onOutboxWritten: () => {
              isOutboxWritten = true;
            },
          });
          const answer = (await action({ ctx, caller, input })) as object;
          // An action that opened its transaction without runOnce would have ignored the key.
          if (ctx.idempotency && !wasClaimed(ctx.idempotency)) {
            throw new Error(`${path} answered without runOnce: its Idempotency-Key went unused`);
          }
          // Not awaited: the mail leaves after the answer (decision 029), and the movement's
          // leaf is sequenced at once rather than at the sequencer's next beat (decision 043).
          if (isOutboxWritten) app.outbox.nudge();
          app.jobs.nudge('log-sequence');
          return ok(request.lng, answer);
        },
      );
    },
  };
}
