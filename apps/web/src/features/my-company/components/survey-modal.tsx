import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyQuestion } from '@registry/contract/company/survey';
import { Modal } from '../../../components/ui/modal';
import { countAnswered, type SurveyDraft, type SurveyDraftAnswer } from '../utils/survey-answers';

interface SurveyModalProps {
  show: boolean;
  questions: readonly SurveyQuestion[];
  answers: SurveyDraft;
  /** In the view state the answers are shown, not edited. */
  isEditing: boolean;
  onChange: (answers: SurveyDraft) => void;
  onClose: () => void;
}

const EMPTY: SurveyDraftAnswer = { selection: null, response: '' };

/**
 * The due-diligence survey (spec section 2): each question answered yes or no
 * with a free text; complete when every question has an answer.
 */
export function SurveyModal({
  show,
  questions,
  answers,
  isEditing,
  onChange,
  onClose,
}: SurveyModalProps) {
  const { t } = useTranslation('myCompany');
  const id = useId();
  const answered = countAnswered(questions, answers);
  const change = (questionId: number, patch: Partial<SurveyDraftAnswer>) =>
    onChange({
      ...answers,
      [String(questionId)]: { ...(answers[String(questionId)] ?? EMPTY), ...patch },
    });

  return (
    <Modal show={show} onClose={onClose} size="lg" isScrollable title={t('survey.title')}>
      <p className="small text-body-secondary" aria-live="polite">
        {t('survey.progress', { answered, total: questions.length })}
      </p>
      <ul className="list-unstyled mb-0">
        {questions.map((question, index) => {
          const answer = answers[String(question.id)] ?? EMPTY;
          const base = `${id}-${question.id}`;
          return (
            <li key={question.id} className="mb-3">
              <fieldset>
                <legend className="fs-6 mb-2">
                  {index + 1}. {question.description}
                </legend>
                {isEditing ? (
                  <>
                    <div className="mb-2">
                      {([true, false] as const).map((selection) => (
                        <div key={String(selection)} className="form-check form-check-inline">
                          <input
                            id={`${base}-${selection ? 'yes' : 'no'}`}
                            type="radio"
                            className="form-check-input"
                            name={`${base}-selection`}
                            checked={answer.selection === selection}
                            onChange={() => change(question.id, { selection })}
                          />
                          <label
                            className="form-check-label"
                            htmlFor={`${base}-${selection ? 'yes' : 'no'}`}
                          >
                            {t(selection ? 'survey.yes' : 'survey.no')}
                          </label>
                        </div>
                      ))}
                    </div>
                    <label className="form-label small mb-1" htmlFor={`${base}-response`}>
                      {t('survey.response')}
                    </label>
                    <textarea
                      id={`${base}-response`}
                      className="form-control"
                      rows={2}
                      maxLength={2000}
                      value={answer.response}
                      onChange={(event) => change(question.id, { response: event.target.value })}
                    />
                  </>
                ) : (
                  <dl className="mb-0">
                    <dt className="small text-body-secondary fw-normal">{t('survey.selection')}</dt>
                    <dd className="mb-1">
                      {answer.selection === null
                        ? t('survey.unanswered')
                        : t(answer.selection ? 'survey.yes' : 'survey.no')}
                    </dd>
                    <dt className="small text-body-secondary fw-normal">{t('survey.response')}</dt>
                    <dd className="mb-0 my-company-multiline">
                      {answer.response || t('survey.unanswered')}
                    </dd>
                  </dl>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
