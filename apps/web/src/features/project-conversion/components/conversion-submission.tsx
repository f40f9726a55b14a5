import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError } from '../../../lib/api-client';
import { useProject } from '../../projects/api/get-project';
import { useTransitionProject } from '../../projects/api/transition-project';
import { ReviewStep } from '../../projects/components/review-step';
import { projectFormValues } from '../../projects/utils/project-form-values';
import { hasProblems, stepProblems } from '../../projects/utils/project-problems';

interface ConversionSubmissionProps {
  projectId: number;
  /** The conversion's form holds changes not saved yet: they must be saved first. */
  hasUnsavedChanges: boolean;
}

/**
 * The conversion's way to its submission: what the project's own data still
 * lacks, step by step, each step a link into the project's form, and the
 * submission itself once nothing is missing.
 */
export function ConversionSubmission({ projectId, hasUnsavedChanges }: ConversionSubmissionProps) {
  const { t } = useTranslation('projectConversion');
  const { t: tProjects } = useTranslation('projects');
  const { showToast } = useToast();
  const navigate = useNavigate();
  const project = useProject(projectId);
  const transition = useTransitionProject();
  const [isConfirming, setConfirming] = useState(false);
  const [messages, setMessages] = useState<CodeMessage[]>([]);
  const editPath = `/project/edit/${projectId}`;

  const submit = async () => {
    setMessages([]);
    try {
      const moved = await transition.mutateAsync({ projectId, request: { action: 'submit' } });
      setConfirming(false);
      showToast({ message: tProjects('form.submitted', { code: moved.code ?? '' }) });
      await navigate(`/projects/${projectId}`);
    } catch (error) {
      setConfirming(false);
      setMessages(error instanceof ApiError ? error.codeMessages : []);
      showToast({ message: tProjects('form.submitError'), variant: 'danger' });
    }
  };

  const body = () => {
    if (project.isPending) return <LoadingSpinner label={tProjects('form.loading')} />;
    if (project.isError) {
      return (
        <ErrorState
          message={tProjects('form.loadError')}
          onRetry={() => void project.refetch()}
          isRetrying={project.isFetching}
        />
      );
    }
    const problems = stepProblems(projectFormValues(project.data));
    const isReady = !hasProblems(problems);
    return (
      <>
        <ReviewStep
          problems={problems}
          onGo={(step) => void navigate(editPath, { state: { step } })}
        />
        {messages.length > 0 && <CodeMessagesAlert messages={messages} variant="danger" />}
        {hasUnsavedChanges && <p className="text-body-secondary">{t('submission.saveFirst')}</p>}
        <div className="d-flex flex-wrap gap-2">
          <Link to={editPath} className="btn btn-outline-primary">
            {t('submission.completeProject')}
          </Link>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!isReady || hasUnsavedChanges || transition.isPending}
            onClick={() => setConfirming(true)}
          >
            {tProjects('form.submit')}
          </button>
        </div>
      </>
    );
  };

  return (
    <section className="card mt-4" aria-labelledby="conversion-submission-title">
      <div className="card-body">
        <h2 className="h5" id="conversion-submission-title">
          {t('submission.title')}
        </h2>
        <p>{t('submission.intro')}</p>
        {body()}
      </div>
      <ConfirmDialog
        show={isConfirming}
        title={tProjects('form.confirmSubmitTitle')}
        consequence={tProjects('form.confirmSubmitText')}
        confirmLabel={tProjects('form.submit')}
        isPending={transition.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void submit()}
      />
    </section>
  );
}
