import { useTranslation } from 'react-i18next';
import type { CompanyRequest } from '@registry/contract/company-links/company-request';
import { Modal } from '../../../components/ui/modal';

interface AnswerRequestDialogProps {
  /** The received request to answer; null hides the dialog. */
  request: CompanyRequest | null;
  /** While the answer is on its way the buttons are disabled and the dialog stays. */
  isPending: boolean;
  onAnswer: (request: CompanyRequest, answer: 'accept' | 'reject') => void;
  onCancel: () => void;
}

/** Accept or reject a received connection request (spec section 2): two choices and cancel. */
export function AnswerRequestDialog({
  request,
  isPending,
  onAnswer,
  onCancel,
}: AnswerRequestDialogProps) {
  const { t } = useTranslation('companyView');
  return (
    <Modal
      show={request !== null}
      title={t('links.answer.title')}
      onClose={() => {
        if (!isPending) onCancel();
      }}
      testId="answer-request-confirm"
      footer={
        <>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={onCancel}
            disabled={isPending}
          >
            {t('links.answer.cancel')}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={() => request && onAnswer(request, 'reject')}
            disabled={isPending}
          >
            {t('links.answer.reject')}
          </button>
          <button
            type="button"
            className="btn btn-success"
            onClick={() => request && onAnswer(request, 'accept')}
            disabled={isPending}
          >
            {t('links.answer.accept')}
          </button>
        </>
      }
    >
      <p className="mb-0">{t('links.answer.body', { name: request?.name ?? '' })}</p>
    </Modal>
  );
}
