import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyQuestion } from '@registry/contract/company/survey';
import { isDraftComplete, type SurveyDraft } from '../utils/survey-answers';
import { OriginIncomeModal } from './origin-income-modal';
import { RequiredMark } from './required-mark';
import { SurveyModal } from './survey-modal';

interface SurveyAndOriginProps {
  companyName: string;
  questions: readonly SurveyQuestion[];
  answers: SurveyDraft;
  originIncome: boolean;
  isEditing: boolean;
  isOriginMissing: boolean;
  isSurveyMissing: boolean;
  onAnswersChange: (answers: SurveyDraft) => void;
  onOriginIncomeChange: (isAccepted: boolean) => void;
}

/**
 * Tab 3's survey button (complete or incomplete) with its modal, and the
 * origin-of-income checkbox, which opens the declaration to accept or reject.
 */
export function SurveyAndOrigin({
  companyName,
  questions,
  answers,
  originIncome,
  isEditing,
  isOriginMissing,
  isSurveyMissing,
  onAnswersChange,
  onOriginIncomeChange,
}: SurveyAndOriginProps) {
  const { t } = useTranslation('myCompany');
  const id = useId();
  const [isSurveyShown, setIsSurveyShown] = useState(false);
  const [isOriginShown, setIsOriginShown] = useState(false);
  const isComplete = isDraftComplete(questions, answers);
  return (
    <div className="mb-4">
      {questions.length > 0 && (
        <div className="mb-3">
          <button
            type="button"
            className={`btn ${isComplete ? 'btn-outline-success' : 'btn-outline-warning text-body'}`}
            onClick={() => setIsSurveyShown(true)}
          >
            {t('survey.open')}{' '}
            <span className={`badge ms-2 ${isComplete ? 'text-bg-success' : 'text-bg-warning'}`}>
              {t(isComplete ? 'survey.complete' : 'survey.incomplete')}
            </span>
          </button>
          {isSurveyMissing && <p className="text-danger small mb-0 mt-1">{t('missing.survey')}</p>}
        </div>
      )}
      <div className="form-check">
        <input
          id={`${id}-origin`}
          type="checkbox"
          className={`form-check-input${isOriginMissing ? ' is-invalid' : ''}`}
          checked={originIncome}
          disabled={!isEditing}
          aria-invalid={isOriginMissing || undefined}
          aria-describedby={isEditing ? `${id}-origin-hint` : undefined}
          onChange={() => setIsOriginShown(true)}
        />
        <label className="form-check-label" htmlFor={`${id}-origin`}>
          {t('originIncome.checkbox')}
          <RequiredMark />
        </label>
        {isEditing && (
          <div id={`${id}-origin-hint`} className="form-text mt-0">
            {t('originIncome.hint')}
          </div>
        )}
      </div>
      <SurveyModal
        show={isSurveyShown}
        questions={questions}
        answers={answers}
        isEditing={isEditing}
        onChange={onAnswersChange}
        onClose={() => setIsSurveyShown(false)}
      />
      <OriginIncomeModal
        show={isOriginShown}
        companyName={companyName}
        onAccept={() => {
          onOriginIncomeChange(true);
          setIsOriginShown(false);
        }}
        onReject={() => {
          onOriginIncomeChange(false);
          setIsOriginShown(false);
        }}
        onClose={() => setIsOriginShown(false)}
      />
    </div>
  );
}
