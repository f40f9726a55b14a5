import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyAnswer, SurveyQuestion } from '@registry/contract/company/survey';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { Modal } from '../../../components/ui/modal';

interface SurveyModalProps {
  show: boolean;
  onClose: () => void;
  questions: readonly SurveyQuestion[];
  answers: readonly SurveyAnswer[];
}

interface SurveyRow {
  id: number;
  question: string;
  selection: string;
  answer: string;
}

const column = createDataTableColumns<SurveyRow>();

/**
 * The survey, read-only (spec section 2): id, question, selection (yes/no, or
 * a dash when unanswered) and the answer text; the ✕ closes it.
 */
export function SurveyModal({ show, onClose, questions, answers }: SurveyModalProps) {
  const { t } = useTranslation('companyView');
  const rows = useMemo(() => {
    const answerOf = new Map(answers.map((answer) => [answer.id, answer]));
    return questions.map((question): SurveyRow => {
      const answer = answerOf.get(question.id);
      return {
        id: question.id,
        question: question.description,
        selection: answer ? (answer.selection ? t('yes') : t('no')) : '-',
        answer: answer?.response || '-',
      };
    });
  }, [questions, answers, t]);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('id', { header: t('survey.columns.id') }),
        column.accessor('question', {
          header: t('survey.columns.question'),
          meta: { isRowHeader: true },
        }),
        column.accessor('selection', { header: t('survey.columns.selection') }),
        column.accessor('answer', {
          header: t('survey.columns.answer'),
          enableSorting: false,
          cell: ({ getValue }) => <span className="text-break text-pre-line">{getValue()}</span>,
        }),
      ]),
    [t],
  );
  return (
    <Modal show={show} onClose={onClose} size="lg" title={t('survey.title')} testId="survey-modal">
      <DataTable
        columns={columns}
        data={rows}
        caption={t('survey.title')}
        isCaptionHidden
        getRowId={(row) => String(row.id)}
        emptyText={t('survey.empty')}
        csvFileName="survey"
        pageSize={50}
      />
    </Modal>
  );
}
