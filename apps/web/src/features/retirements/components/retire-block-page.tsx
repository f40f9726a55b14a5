import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { newIdempotencyKey } from '../../../lib/ledger-call';
import { usePosition } from '../../positions/api/positions';
import { emptyDraft, initialQuantity, maxIn } from '../utils/retire-draft';
import type { RetireChoice } from '../utils/retire-choice';
import { isKgParam } from '../utils/retire-path';
import { BlockCard } from './block-card';
import { RetireForm, type Refusal } from './retire-form';
import { RetireSummary } from './retire-summary';

/** The route's block, when the company holds it active where the route says. */
function matchingBlock(
  block: Position | null | undefined,
  params: Record<string, string | undefined>,
) {
  return block &&
    String(block.serialId) === params.serialId &&
    String(block.projectId) === params.projectId &&
    (params.subAccountId === undefined || String(block.subAccountId) === params.subAccountId) &&
    block.status === 'active'
    ? block
    : null;
}

/**
 * /emit-certification/{projectId}/{serialId}/{quantity}/{isRetirementInKg}[/{subAccountId}]:
 * the block, the form, a summary and the confirmation; the certificate's page after.
 */
export function RetireBlockPage() {
  const { t } = useTranslation('retirements');
  const title = useRouteTitle();
  const params = useParams();
  const positions = usePosition(Number(params.serialId));
  const [choice, setChoice] = useState<RetireChoice | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const back = (
    <Link to="/emit-certification" className="btn btn-outline-secondary">
      {t('backToChoose')}
    </Link>
  );

  const body = () => {
    if (positions.isPending) return <LoadingSpinner />;
    if (positions.isError) {
      return (
        <ErrorState
          message={t('loadError')}
          onRetry={() => void positions.refetch()}
          isRetrying={positions.isFetching}
        />
      );
    }
    const position = matchingBlock(positions.data, params);
    if (!position) {
      return <EmptyState title={t('notFoundTitle')} text={t('notFound')} action={back} />;
    }
    const askedUnit = isKgParam(params.isRetirementInKg) ? 'kg' : 't';
    return (
      <>
        <BlockCard position={position} />
        {choice && idempotencyKey ? (
          <RetireSummary
            position={position}
            choice={choice}
            idempotencyKey={idempotencyKey}
            onBack={() => setIdempotencyKey(null)}
            onRefused={(refused) => {
              setRefusal(refused);
              setIdempotencyKey(null);
            }}
          />
        ) : (
          <RetireForm
            position={position}
            initial={
              choice?.draft ??
              emptyDraft(askedUnit, initialQuantity(params.quantity, maxIn(position, askedUnit)))
            }
            isUnitChosen={position.divisible || askedUnit === 'kg'}
            isReturning={choice !== null}
            refusal={refusal}
            onContinue={(chosen) => {
              setChoice(chosen);
              setRefusal(null);
              setIdempotencyKey(newIdempotencyKey());
            }}
          />
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader title={title} description={t('description')} actions={back} />
      {body()}
    </>
  );
}
