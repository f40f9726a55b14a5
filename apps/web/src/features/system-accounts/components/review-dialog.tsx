import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTIONS_WITH_REASON,
  REVIEW_REASON_MAX,
  type AdminCompany,
  type ReviewAction,
} from '@registry/contract/administration/companies';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { Modal } from '../../../components/ui/modal';
import { ReasonField } from '../../../components/ui/reason-field';
import { useToast } from '../../../components/ui/toast-context';
import { failureText } from '../../../lib/ledger-call';
import { useReviewCompany } from '../api/admin-companies';

export interface ReviewTarget {
  company: AdminCompany;
  action: ReviewAction;
}

const FORM_ID = 'company-review-form';
const REASON_ID = 'company-review-reason';

/**
 * The certifier's confirmation of a review: what it does to the company, the
 * reason the company is told (required to reject or suspend, at most 500
 * characters), and the API's refusal in the dialog when the company moved
 * meanwhile.
 */
export function ReviewDialog({ target, onClose }: { target: ReviewTarget; onClose: () => void }) {
  const { t } = useTranslation('systemAccounts');
  const { showToast } = useToast();
  const review = useReviewCompany();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { company, action } = target;
  const isReasonRequired = ACTIONS_WITH_REASON.includes(action);
  const isHarmful = action === 'reject' || action === 'suspend';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isReasonRequired && reason.trim() === '') {
      setProblem(t('review.reasonRequired'));
      return;
    }
    setProblem(null);
    setFailure(null);
    try {
      await review.mutateAsync({ companyId: company.id, action, reason: reason.trim() });
      showToast({ message: t(`review.done.${action}`, { name: company.name }) });
      onClose();
    } catch (error) {
      setFailure(failureText(error, t('review.failed')));
    }
  };

  return (
    <Modal
      show
      onClose={() => {
        if (!review.isPending) onClose();
      }}
      isStatic
      title={t(`review.title.${action}`, { name: company.name })}
      testId="company-review-dialog"
      footer={
        <FormDialogFooter
          formId={FORM_ID}
          backLabel={t('review.back')}
          submitLabel={t(`actions.${action}`)}
          onBack={onClose}
          isPending={review.isPending}
          isDanger={isHarmful}
        />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        <p>{t(`review.consequence.${action}`)}</p>
        {failure && (
          <div className="alert alert-danger py-2" role="alert">
            {failure}
          </div>
        )}
        <ReasonField
          id={REASON_ID}
          label={t(isReasonRequired ? 'review.reason' : 'review.note')}
          value={reason}
          onChange={setReason}
          max={REVIEW_REASON_MAX}
          isRequired={isReasonRequired}
          problem={problem}
          countText={t('review.count', { count: reason.length, max: REVIEW_REASON_MAX })}
          toldText={isReasonRequired ? t('review.told') : undefined}
        />
      </form>
    </Modal>
  );
}
