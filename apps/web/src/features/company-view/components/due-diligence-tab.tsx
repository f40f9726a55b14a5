import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyView } from '@registry/contract/company/company-view';
import { surveyStatus } from '../utils/survey-status';
import { DocumentsAccordion } from './documents-accordion';
import { PeopleTable } from './people-table';
import { ReadOnlyFields } from './read-only-fields';
import { SurveyModal } from './survey-modal';
import { YesNo } from './yes-no';

/**
 * Due diligence, read-only: tax id, income origin, the survey button
 * (incomplete in warning style, or completed in success style), the
 * non-billing documents, and the chief executives and shareholders.
 */
export function DueDiligenceTab({ company }: { company: CompanyView }) {
  const { t } = useTranslation('companyView');
  const [isSurveyOpen, setIsSurveyOpen] = useState(false);
  const status = surveyStatus(company.surveys, company.surveyDueDiligence);
  const label = (field: string) => t(`dueDiligence.fields.${field}`);
  return (
    <>
      <ReadOnlyFields
        fields={[
          { label: label('taxIdentificationNumber'), value: company.taxIdentificationNumber },
          { label: label('originIncome'), value: <YesNo value={company.originIncome} /> },
          {
            label: label('survey'),
            value: (
              <button
                type="button"
                className={`btn btn-sm ${status === 'incomplete' ? 'btn-warning' : 'btn-success'}`}
                onClick={() => setIsSurveyOpen(true)}
                data-testid="survey-button"
              >
                {t(`dueDiligence.survey.${status}`)}
              </button>
            ),
          },
        ]}
      />
      <h2 className="h5">{t('dueDiligence.documents')}</h2>
      <DocumentsAccordion
        groups={company.companyDocuments.filter((group) => group.isBilling !== 1)}
        emptyText={t('dueDiligence.noDocuments')}
        testId="due-diligence-documents"
      />
      <h2 className="h5 mt-4">{t('dueDiligence.ceos')}</h2>
      <PeopleTable
        people={company.ceos}
        caption={t('dueDiligence.ceos')}
        emptyText={t('dueDiligence.noCeos')}
        testId="company-view-ceos"
        csvFileName="chief-executives"
      />
      <h2 className="h5 mt-4">{t('dueDiligence.shareholders')}</h2>
      <PeopleTable
        people={company.shareholders}
        caption={t('dueDiligence.shareholders')}
        emptyText={t('dueDiligence.noShareholders')}
        testId="company-view-shareholders"
        csvFileName="shareholders"
      />
      <SurveyModal
        show={isSurveyOpen}
        onClose={() => setIsSurveyOpen(false)}
        questions={company.surveys}
        answers={company.surveyDueDiligence}
      />
    </>
  );
}
