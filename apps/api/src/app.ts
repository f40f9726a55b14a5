import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { errorsPlugin } from './plugins/errors';
import { describeError } from './lib/describe-error';
import { requestContextPlugin } from './plugins/request-context';
import { requestLogPlugin } from './plugins/request-log';
import { openApiTransform, SECURITY_SCHEMES } from './lib/openapi-security';
import { withExamples } from './lib/openapi-examples';
import { requestDeadlinePlugin } from './plugins/request-deadline';
import { securityPlugin } from './plugins/security';
import { inlineScriptHashes } from './lib/inline-script-hashes';
import { webPlugin } from './plugins/web';
import { authPlugin } from './plugins/auth';
import { healthRoutes } from './modules/health/routes';
import { platformRoutes } from './modules/platform/routes';
import { userRoutes } from './modules/user/routes';
import { notificationRoutes } from './modules/notifications/routes';
import type { Keys } from './lib/keys';
import { createMailer, type Mailer } from './lib/mailer';
import { createCachedReplies, type CachedReplies } from './lib/cached-replies';
import { captchaRoutes } from './modules/captcha/routes';
import { administrationRoutes } from './modules/administration/routes';
import { billingRoutes } from './modules/billing/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { marketRoutes } from './modules/markets/routes';
import { startMarketsService, type MarketsService } from './modules/markets/markets-service';
import { companyRoutes } from './modules/company/routes';
import { companyTermsRoutes } from './modules/company/terms-routes';
import { passwordRoutes } from './modules/password/routes';
import { userAdminRoutes } from './modules/users/routes';
import { filesRoutes } from './modules/files/routes';
import { s3Origin } from './lib/storage/s3-origin';
import { tileOrigin } from './lib/tile-origin';
import { companyProfileRoutes } from './modules/company-profile/routes';
import { companyLinksRoutes } from './modules/company-links/routes';
import { correctionHistoryRoutes } from './modules/correction-history/routes';
import { publicProjectsRoutes } from './modules/public-projects/routes';
import { projectRoutes } from './modules/projects/routes';
import { signatureRoutes } from './modules/signatures/routes';
import { ledgerCertifierRoutes } from './modules/ledger/certifier-routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { projectCommentRoutes } from './modules/project-comments/routes';
import { creditConversionRoutes } from './modules/credit-conversion/routes';
import { claimLogKey } from './modules/log/claim-log-key';
import { createLogSigner, type LogSigner } from './modules/log/log-signer';
import { fanOutWebhookEvents } from './modules/webhooks/fan-out-events';
import { logRoutes } from './modules/log/routes';
import { certificateRoutes } from './modules/certificates/routes';
import { publicCreditsRoutes } from './modules/public-credits/routes';
import { publicLedgerRoutes } from './modules/public-ledger/routes';
import { cadTrustRoutes } from './modules/interchange/routes';
import { registryReportRoutes } from './modules/registry-report/routes';
import { reportsRoutes } from './modules/reports/routes';
import { sequenceLog } from './modules/log/sequence-log';
import {
  createReconciliation,
  type Reconciliation,
} from './modules/reconciliation/reconciliation-job';
import { dispatchOutbox } from './modules/outbox/dispatch-outbox';
import { createJobRunner, type JobRunner } from './modules/jobs/job-runner';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  keys: Keys;
  /** A pino destination for tests that read the log. */
  logStream?: NodeJS.WritableStream;
  /** Where mail goes; by default SMTP_URL, or .eml files under dataDir/outbox. */
  mailer?: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    keys: Keys;
    mailer: Mailer;
    logSigner: LogSigner;
    reconciliation: Reconciliation;
    /** The outbox's dispatcher (decision 029): nudged after a commit that wrote a row. */
    outbox: {
      /** Asks for a run soon (after a commit that wrote a row); never waits for it. */
      nudge(): void;
      /** Runs the dispatcher now: what was due is sent or failed when it resolves. */
      drain(): Promise<void>;
    };
    /** The periodic work as jobs (decision 043). */
    jobs: JobRunner;
    /** Public reads answered from memory while their data stays the same (decision 038). */
    cachedReplies: CachedReplies;
    /** The external markets' connectors and the moves' settling (DESIGN.md 4.6). */
    markets: MarketsService;
  }
}

/** Paths whose values never reach a log line. */
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.body.password',
  'req.body.newPassword',
  'req.body.ConfPassword',
  'req.body.refreshToken',
  'req.body.token',
];

/**
 * Paths that carry a secret (a password link's code, a handed-over token at
 * /auth/{token}); the log keeps only the route.
 */
const SECRET_PATHS = /^(\/change-password-link|\/api\/user\/verify-link|\/auth)\/[^?]*/;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATHS, '$1/[redacted]');
}

/** Builds the whole API (and the web app it serves); npm start and the tests both use it. */
export async function buildApp({
  config,
  database,
  keys,
  logStream,
  mailer,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    // The request log is requestLogPlugin's: sampled reads, every write and failure.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 512 },
    // Timeouts (decision 018): a connection idle this long is closed (socket timeout) ...
    connectionTimeout: config.connectionTimeoutMs,
    http: {
      // ... headers must arrive within the request deadline (checked every second) ...
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
      // ... and the body too, but through requestDeadlinePlugin, which the upload receiver skips.
      requestTimeout: 0,
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('keys', keys);
  app.decorate('cachedReplies', createCachedReplies(database.versionOf));
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: `${config.dataDir}/outbox`,
      }),
  );
  app.decorate(
    'logSigner',
    createLogSigner(config.log.origin, config.log.signingKey || keys.logSigningKeyPem),
  );
  // One log key for the registry (decision 027): an instance with another one does not start.
  await claimLogKey(database.db, app.logSigner);
  // The periodic work as pg-boss jobs (decision 043): declared here and by the
  // modules as they register, started once the app is ready, stopped (the runs
  // in flight finished) before the database closes.
  const jobs = createJobRunner(database.jobConnection, (error, name) =>
    app.log.error({ err: describeError(error) }, `the job ${name} failed; it retries`),
  );
  app.decorate('jobs', jobs);
  // The transparency log's sequencer (decision 025). The webhooks read the log once it is
  // sequenced (decision 042): after a run that appended leaves, and until they have caught
  // up (at start, after a restart).
  // LOG_SEQUENCE_INTERVAL_MS=0 leaves it to the caller (the tests call sequenceLog).
  let isFanOutBehind = true;
  if (config.log.sequenceIntervalMs > 0) {
    jobs.define('log-sequence', {
      everyMs: config.log.sequenceIntervalMs,
      isRunAtStart: true,
      run: async () => {
        const { appendedCount } = await sequenceLog(database.db, app.logSigner);
        if (appendedCount === 0 && !isFanOutBehind) return;
        isFanOutBehind = true;
        const { deliveryCount, isCaughtUp } = await fanOutWebhookEvents(database.db);
        isFanOutBehind = !isCaughtUp;
        if (deliveryCount > 0) app.outbox.nudge();
      },
    });
  }
  // The reconciliation (decision 027): at once, then every RECONCILE_INTERVAL_MS.
  app.decorate('reconciliation', createReconciliation(database.db, app.log));
  if (config.reconcileIntervalMs > 0) {
    jobs.define('ledger-reconcile', {
      everyMs: config.reconcileIntervalMs,
      isRunAtStart: true,
      expireInSeconds: 3600,
      run: async () => {
        await app.reconciliation.run();
      },
    });
  }
  // The outbox's dispatcher (decision 029): at start, every OUTBOX_INTERVAL_MS and when nudged;
  // draining runs it here once this process's run in flight has ended (its claims keep
  // two instances from sending a row twice).
  const outboxDeps = {
    db: database.db,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    webhookTimeoutMs: config.webhookTimeoutMs,
    webhookPrivateAddresses: config.webhookPrivateAddresses,
  };
  jobs.define('outbox-dispatch', {
    everyMs: config.outboxIntervalMs,
    isRunAtStart: true,
    run: async () => {
      await dispatchOutbox(outboxDeps);
    },
  });
  app.decorate('outbox', {
    nudge: () => jobs.nudge('outbox-dispatch'),
    drain: () => jobs.runNow('outbox-dispatch'),
  });
  // The external markets' connectors and the market-moves job (decision 044).
  app.decorate('markets', startMarketsService(app));
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });

  await app.register(requestLogPlugin, config.requestLog);
  await app.register(requestContextPlugin, { platformId: config.platformId });
  await app.register(errorsPlugin);
  await app.register(requestDeadlinePlugin, { timeoutMs: config.requestTimeoutMs });
  await app.register(securityPlugin, {
    frameAncestors: config.frameAncestors,
    storageOrigins: config.s3 ? [s3Origin(config.s3)] : [],
    tileOrigins: config.mapTiles ? [tileOrigin(config.mapTiles.url)] : [],
    inlineScripts: inlineScriptHashes(path.join(config.webDist, 'index.html')),
  });
  await app.register(authPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Carbon registry API', version: '0.1.0' },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: openApiTransform(app),
    transformObject: (document) =>
      'openapiObject' in document ? withExamples(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(platformRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(notificationRoutes, { prefix: '/api' });
  await app.register(captchaRoutes, { prefix: '/api' });
  await app.register(companyRoutes, { prefix: '/api' });
  await app.register(administrationRoutes, { prefix: '/api' });
  await app.register(billingRoutes, { prefix: '/api' });
  await app.register(apiKeyRoutes, { prefix: '/api' });
  await app.register(webhookRoutes, { prefix: '/api' });
  await app.register(marketRoutes, { prefix: '/api' });
  await app.register(companyTermsRoutes, { prefix: '/api' });
  await app.register(passwordRoutes, { prefix: '/api' });
  await app.register(userAdminRoutes, { prefix: '/api' });
  await app.register(filesRoutes, { prefix: '/api' });
  await app.register(companyProfileRoutes, { prefix: '/api' });
  await app.register(companyLinksRoutes, { prefix: '/api' });
  await app.register(publicProjectsRoutes, { prefix: '/api' });
  await app.register(correctionHistoryRoutes, { prefix: '/api' });
  await app.register(projectRoutes, { prefix: '/api' });
  await app.register(signatureRoutes, { prefix: '/api' });
  await app.register(ledgerRoutes, { prefix: '/api' });
  await app.register(ledgerCertifierRoutes, { prefix: '/api' });
  await app.register(projectCommentRoutes, { prefix: '/api' });
  await app.register(creditConversionRoutes, { prefix: '/api' });
  await app.register(logRoutes, { prefix: '/api' });
  await app.register(certificateRoutes, { prefix: '/api' });
  await app.register(publicCreditsRoutes, { prefix: '/api' });
  await app.register(publicLedgerRoutes, { prefix: '/api' });
  await app.register(cadTrustRoutes, { prefix: '/api' });
  await app.register(registryReportRoutes, { prefix: '/api' });
  // Its contract's path holds /api (CARBON_TAX_REPORT_PATH).
  await app.register(reportsRoutes);

  await app.register(webPlugin, { webDist: config.webDist });
  return app;
}
