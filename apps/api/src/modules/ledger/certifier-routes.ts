import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '@registry/contract/common/ids';
import {
  CertifiedBlocksResponseSchema,
  IssuableProjectsResponseSchema,
  ProjectCreditsResponseSchema,
  ProjectMovementsResponseSchema,
  ReverseMovementRequestSchema,
} from '@registry/contract/ledger/certifier-api';
import { LEDGER_PATH, MovementResponseSchema } from '@registry/contract/ledger/ledger-api';
import { getProjectCredits } from './get-project-credits';
import { ledgerRoutesOf } from './ledger-route';
import { listCompanyCertifiedBlocks } from './list-company-certified-blocks';
import { listIssuableProjects } from './list-issuable-projects';
import { listProjectMovements } from './list-project-movements';
import { reverseMovement } from './reverse-movement';

/** The certifier's reads of the ledger: its issuable projects, a project's credits, a company's blocks. */
export const ledgerCertifierRoutes: FastifyPluginAsyncZod = async (app) => {
  const { read, write } = ledgerRoutesOf(app);
  const projectParams = z.object({ projectId: IdParamSchema });

  read(
    `${LEDGER_PATH}/issuable-projects`,
    { response: IssuableProjectsResponseSchema },
    listIssuableProjects,
  );
  read(
    `${LEDGER_PATH}/projects/:projectId/credits`,
    { params: projectParams, response: ProjectCreditsResponseSchema },
    getProjectCredits,
  );
  read(
    `${LEDGER_PATH}/companies/:companyId/blocks`,
    { params: z.object({ companyId: IdParamSchema }), response: CertifiedBlocksResponseSchema },
    listCompanyCertifiedBlocks,
  );
  read(
    `${LEDGER_PATH}/projects/:projectId/movements`,
    { params: projectParams, response: ProjectMovementsResponseSchema },
    listProjectMovements,
  );
  write(
    `${LEDGER_PATH}/reverse`,
    ReverseMovementRequestSchema,
    MovementResponseSchema,
    reverseMovement,
  );
};
