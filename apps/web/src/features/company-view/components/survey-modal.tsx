import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { SurveyAnswer, SurveyQuestion } from '@registry/contract/company/survey';

interface SurveyModalProps {
  show: boolean;
  onClose: () => void;
  questions: readonly SurveyQuestion[];
  answers: readonly SurveyAnswer[];
}

const COLUMNS = ['id', 'question', 'selection', 'answer'] as const;

/**
 * The survey, read-only (spec section 2): id, question, selection (yes/no, or
 * a dash when unanswered) and the answer text; a close button.
 */
export function SurveyModal({ show, onClose, questions, answers }: SurveyModalProps) {
  const { t } = useTranslation('companyView');
  const titleId = useId();
  const answerOf = new Map(answers.map((answer) => [answer.id, answer]));
  return (
    <Modal
      show={show}
      onHide={onClose}
      centered
      size="lg"
      aria-labelledby={titleId}
      data-testid="survey-modal"
    >
      <Modal.Header>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('survey.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="table-responsive">
          <table className="table align-middle mb-0">
            <caption className="visually-hidden">{t('survey.title')}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th scope="col" key={column}>
                    {t(`survey.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {questions.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length} className="text-center py-3">
                    {t('survey.empty')}
                  </td>
                </tr>
              ) : (
                questions.map((question) => {
                  const answer = answerOf.get(question.id);
                  return (
                    <tr key={question.id}>
                      <td>{question.id}</td>
                      <th scope="row" className="fw-normal">
                        {question.description}
                      </th>
                      <td>{answer ? (answer.selection ? t('yes') : t('no')) : '-'}</td>
                      <td className="text-break text-pre-line">{answer?.response || '-'}</td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </table>
        </div>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('survey.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
