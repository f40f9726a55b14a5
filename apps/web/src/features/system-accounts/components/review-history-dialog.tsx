import { useTranslation } from 'react-i18next';
import type { AdminCompany } from '@registry/contract/administration/companies';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { Modal } from '../../../components/ui/modal';
import { failureText } from '../../../lib/ledger-call';
import { useCompanyReviews } from '../api/admin-companies';

/** A company's reviews, newest first: who moved it from which state to which, when and why. */
export function ReviewHistoryDialog({
  company,
  onClose,
}: {
  company: AdminCompany;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('systemAccounts');
  const reviews = useCompanyReviews(company.id);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  let body;
  if (reviews.isPending) body = <LoadingSpinner label={t('history.loading')} />;
  else if (reviews.isError)
    body = (
      <ErrorState
        message={failureText(reviews.error, t('history.failed'))}
        onRetry={() => void reviews.refetch()}
        isRetrying={reviews.isFetching}
      />
    );
  else if (reviews.data.length === 0) body = <EmptyState title={t('history.empty')} />;
  else
    body = (
      <ol className="list-unstyled mb-0">
        {reviews.data.map((review) => (
          <li key={review.id} className="border-bottom py-2">
            <p className="mb-1">
              <time dateTime={review.createdAt} className="fw-semibold">
                {date.format(new Date(review.createdAt))}
              </time>{' '}
              {t('history.move', {
                action: t(`actions.${review.action}`),
                from: t(`states.${review.fromState}`),
                to: t(`states.${review.toState}`),
                reviewer: review.reviewerName,
              })}
            </p>
            {review.reason && (
              <p className="mb-0 text-body-secondary">
                {t('history.reason')} {review.reason}
              </p>
            )}
          </li>
        ))}
      </ol>
    );

  return (
    <Modal
      show
      onClose={onClose}
      title={t('history.title', { name: company.name })}
      isScrollable
      testId="company-review-history"
      footer={
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('history.close')}
        </button>
      }
    >
      {body}
    </Modal>
  );
}
