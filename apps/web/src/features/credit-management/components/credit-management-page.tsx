import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CertifiedMovement } from '@registry/contract/ledger/certifier-api';
import type { IssueCreditsAnswer } from '@registry/contract/ledger/ledger-api';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useIssuableProjects, useProjectCredits, useProjectMovements } from '../api/credit-queries';
import { failureText } from '../../../lib/ledger-call';
import { formatQuantity } from '../utils/quantity';
import { BlockActionDialog, type BlockActionTarget } from './block-action-dialog';
import { CertifiedBlocksTable } from './certified-blocks-table';
import { IssueCreditsForm } from './issue-credits-form';
import { MovementsTable } from './movements-table';
import { ReverseMovementDialog } from './reverse-movement-dialog';

/** /credit-management: the certifier issues a project's credits and locks, unlocks or cancels its blocks. */
export function CreditManagementPage() {
  const { t, i18n } = useTranslation('creditManagement');
  const title = useRouteTitle();
  const projects = useIssuableProjects();
  const [projectId, setProjectId] = useState<number | null>(null);
  const [issued, setIssued] = useState<IssueCreditsAnswer | null>(null);
  const [target, setTarget] = useState<BlockActionTarget | null>(null);
  const credits = useProjectCredits(projectId);
  const movements = useProjectMovements(projectId);
  const [reversing, setReversing] = useState<CertifiedMovement | null>(null);
  const project = projects.data?.find((item) => item.id === projectId) ?? null;
  const format = (kg: number) => formatQuantity(kg, i18n.language);

  let body;
  if (projects.isPending) body = <LoadingSpinner label={t('loading')} />;
  else if (projects.isError)
    body = (
      <ErrorState
        message={failureText(projects.error, t('failed'))}
        onRetry={() => void projects.refetch()}
        isRetrying={projects.isFetching}
      />
    );
  else if (projects.data.length === 0)
    body = <EmptyState title={t('noProjects.title')} text={t('noProjects.text')} />;
  else
    body = (
      <>
        <div className="mb-4" style={{ maxWidth: '40rem' }}>
          <label className="form-label" htmlFor="credit-project">
            {t('project.label')}
          </label>
          <select
            id="credit-project"
            className="form-select"
            value={projectId ?? ''}
            onChange={(event) => {
              setIssued(null);
              setProjectId(event.target.value ? Number(event.target.value) : null);
            }}
          >
            <option value="">{t('project.choose')}</option>
            {projects.data.map((item) => (
              <option key={item.id} value={item.id}>
                {[item.code, item.name].filter(Boolean).join(' · ')}
              </option>
            ))}
          </select>
        </div>
        {project && (
          <>
            <p>
              {t('project.owner')}{' '}
              <Link to={`/credits-by-company/${project.ownerCompanyId}`}>
                {project.ownerCompanyName}
              </Link>
            </p>
            <IssueCreditsForm key={project.id} project={project} onIssued={setIssued} />
            {issued && (
              <div role="status" className="alert alert-success" data-testid="issued">
                {t('issued', {
                  number: issued.number,
                  total: format(issued.quantityKg),
                  owner: format(issued.quantityKg - issued.bufferKg),
                  buffer: format(issued.bufferKg),
                })}
              </div>
            )}
            <section aria-labelledby="issuances-title" className="mb-4">
              <h2 id="issuances-title" className="h4">
                {t('issuances.title')}
              </h2>
              {credits.data && credits.data.issuances.length === 0 ? (
                <p className="text-body-secondary">{t('issuances.empty')}</p>
              ) : (
                <ul>
                  {credits.data?.issuances.map((issuance) => (
                    <li key={issuance.id}>
                      {t('issuances.item', {
                        number: issuance.number,
                        vintage: issuance.vintage,
                        period: issuance.monitoringPeriod,
                        total: format(issuance.quantityKg),
                        buffer: format(issuance.bufferKg),
                      })}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <CertifiedBlocksTable
              blocks={credits.data?.blocks ?? []}
              caption={t('blocks.caption')}
              csvFileName={t('blocks.csv')}
              isLoading={credits.isPending}
              error={credits.isError ? failureText(credits.error, t('failed')) : null}
              onRetry={() => void credits.refetch()}
              onAction={(block, action) => setTarget({ block, action })}
            />
            <div className="mt-4">
              <MovementsTable
                movements={movements.data ?? []}
                isLoading={movements.isPending}
                error={movements.isError ? failureText(movements.error, t('failed')) : null}
                onReverse={setReversing}
              />
            </div>
          </>
        )}
      </>
    );

  return (
    <>
      <PageHeader title={title} description={t('description')} />
      {body}
      {reversing && (
        <ReverseMovementDialog
          key={reversing.id}
          movement={reversing}
          onClose={() => setReversing(null)}
        />
      )}
      {target && (
        <BlockActionDialog
          key={`${target.block.serialId}-${target.action}`}
          target={target}
          onClose={() => setTarget(null)}
        />
      )}
    </>
  );
}
