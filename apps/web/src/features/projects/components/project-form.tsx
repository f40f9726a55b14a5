import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast-context';
import { ApiError } from '../../../lib/api-client';
import { useSaveProject } from '../api/save-project';
import { useTransitionProject } from '../api/transition-project';
import { stepsWithErrors } from '../utils/field-steps';
import { FORM_STEPS, type FormStepId } from '../utils/form-steps';
import type { ProjectFormValues } from '../utils/project-form-values';
import { draftResolver, formFieldOf, hasProblems, stepProblems } from '../utils/project-problems';
import { toSaveRequest } from '../utils/to-project-fields';
import { CorrectionReasonField } from './correction-reason-field';
import { ProjectStep } from './project-step';
import { StepIndicator } from './step-indicator';
import { focusIntoView } from '../../../lib/focus-into-view';

export interface ProjectFormProps {
  defaultValues: ProjectFormValues;
  /** The draft's id; none for a new project. */
  projectId?: number;
  step: FormStepId;
  onStepChange: (step: FormStepId) => void;
  /** Called with the id after a save (a new project goes to its edit route). */
  onSaved: (projectId: number) => void;
  /**
   * Submitted once already (sent back for corrections): each save needs its
   * reason. Held by the page, so it outlives the form's reload after a save.
   */
  correctionReason?: { value: string; onChange: (value: string) => void };
  /**
   * Opened again by a save (a new project on its edit page, a draft reloaded
   * with its documents' ids): Save draft takes the focus, where the user left it.
   */
  isReopenedAfterSave?: boolean;
}

/**
 * The project form (DESIGN.md 4.2): one step at a time, a draft saved at any
 * step (only the name needed), the review listing what the submission lacks,
 * and the submission behind a confirmation.
 */
export function ProjectForm({
  defaultValues,
  projectId,
  step,
  onStepChange,
  onSaved,
  correctionReason,
  isReopenedAfterSave = false,
}: ProjectFormProps) {
  const { t } = useTranslation('projects');
  const { showToast } = useToast();
  const navigate = useNavigate();
  const form = useForm<ProjectFormValues>({ defaultValues, resolver: draftResolver });
  const values = useWatch({ control: form.control }) as ProjectFormValues;
  const [isChecked, setChecked] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [isUploading, setUploading] = useState(false);
  const needsReason = correctionReason !== undefined;
  const reason = correctionReason?.value ?? '';
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const save = useSaveProject();
  const transition = useTransitionProject();
  const problems = isChecked || step === 'review' ? stepProblems(values) : null;
  const withErrors = stepsWithErrors(form.formState.errors, problems);
  const index = FORM_STEPS.indexOf(step);
  const isBusy = save.isPending || transition.isPending || isUploading;

  // A new step moves the focus to its heading, so a screen reader starts there.
  const heading = useRef<HTMLHeadingElement>(null);
  const isFirstStep = useRef(true);
  useEffect(() => {
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    if (heading.current) focusIntoView(heading.current);
  }, [step]);

  // A layout effect: it runs before the app shell's focus keeper, seeing the old
  // button gone, would give the focus to the toast.
  const saveButton = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (isReopenedAfterSave) saveButton.current?.focus();
    // Once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const go = (next: FormStepId) => {
    if (next === 'review') setChecked(true);
    onStepChange(next);
  };

  /** The save's body, with the correction's reason when the project needs one. */
  const saveRequest = (current: ProjectFormValues) => ({
    ...toSaveRequest(current, projectId),
    ...(needsReason ? { reason: reason.trim() } : {}),
  });

  /** Whether the reason a save needs is there; if not, says so on the field and focuses it. */
  const hasReason = () => {
    if (!needsReason || reason.trim() !== '') {
      setReasonError(null);
      return true;
    }
    setReasonError(t('form.correctionReasonRequired'));
    reasonField.current?.focus();
    return false;
  };

  const saveDraft = form.handleSubmit(async (current) => {
    try {
      const answer = await save.mutateAsync(saveRequest(current));
      showToast({ message: t('form.draftSaved') });
      onSaved(answer.projectId);
    } catch (error) {
      showServerErrors(error);
      showToast({ message: t('form.saveError'), variant: 'danger' });
    }
  });

  /** The API's messages about a field, on that field. */
  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const message of error.codeMessages) {
      if (!message.field) continue;
      const field = formFieldOf(message.field.split('.')[0] ?? '');
      form.setError(field as FieldPath<ProjectFormValues>, {
        type: 'server',
        message: message.message,
      });
    }
  };

  const askToSubmit = () => {
    setChecked(true);
    if (!hasReason()) return;
    const found = stepProblems(form.getValues());
    form.clearErrors();
    if (!hasProblems(found)) {
      setConfirming(true);
      return;
    }
    for (const list of Object.values(found)) {
      for (const problem of list) {
        if (problem.kind === 'submission' && problem.field === 'documents') continue;
        const message = problem.kind === 'submission' ? problem.codeMessage : problem.kind;
        form.setError(problem.field as FieldPath<ProjectFormValues>, {
          type: problem.kind,
          message,
        });
      }
    }
    onStepChange('review');
  };

  const submit = async () => {
    try {
      const saved = await save.mutateAsync(saveRequest(form.getValues()));
      const moved = await transition.mutateAsync({
        projectId: saved.projectId,
        request: { action: 'submit' },
      });
      setConfirming(false);
      showToast({ message: t('form.submitted', { code: moved.code ?? '' }) });
      await navigate('/my-projects');
    } catch (error) {
      setConfirming(false);
      showServerErrors(error);
      showToast({ message: t('form.submitError'), variant: 'danger' });
    }
  };

  const errorCount = Object.keys(form.formState.errors).length;
  return (
    <FormProvider {...form}>
      <StepIndicator current={step} withErrors={withErrors} onGo={go} />
      <form
        aria-label={t('form.formLabel')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (hasReason()) void saveDraft(event);
        }}
      >
        <h2 className="h4" id="project-step-title" ref={heading} tabIndex={-1}>
          {t(`form.steps.${step}`)}{' '}
          <span className="small text-body-secondary fw-normal">
            {t('form.stepOf', { current: index + 1, total: FORM_STEPS.length })}
          </span>
        </h2>
        {errorCount > 0 && (
          <div className="alert alert-danger py-2" role="alert">
            {t('form.fixErrors', { count: errorCount })}
          </div>
        )}
        <ProjectStep step={step} problems={problems} onGo={go} onUploadingChange={setUploading} />
        {correctionReason && (
          <CorrectionReasonField
            ref={reasonField}
            value={correctionReason.value}
            error={reasonError}
            onChange={correctionReason.onChange}
          />
        )}
        <div className="d-flex flex-wrap gap-2 mt-4">
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={index === 0}
            onClick={() => go(FORM_STEPS[index - 1] ?? step)}
          >
            {t('form.previous')}
          </button>
          {step !== 'review' && (
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => go(FORM_STEPS[index + 1] ?? step)}
            >
              {t('form.next')}
            </button>
          )}
          <button ref={saveButton} type="submit" className="btn btn-secondary" disabled={isBusy}>
            {save.isPending && !isConfirming ? t('form.saving') : t('form.saveDraft')}
          </button>
          {step === 'review' && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={isBusy}
              onClick={askToSubmit}
            >
              {t('form.submit')}
            </button>
          )}
        </div>
      </form>
      <ConfirmDialog
        show={isConfirming}
        title={t('form.confirmSubmitTitle')}
        consequence={t('form.confirmSubmitText')}
        confirmLabel={t('form.submit')}
        isPending={save.isPending || transition.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void submit()}
      />
    </FormProvider>
  );
}
