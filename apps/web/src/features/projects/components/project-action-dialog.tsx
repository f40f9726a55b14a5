import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PUBLIC_COMMENT_MIN_DAYS,
  type ProjectAction,
} from '@registry/contract/projects/project-enums';
import type { ProjectTransitionRequest } from '@registry/contract/projects/project-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { useToast } from '../../../components/ui/toast-context';
import { useTransitionProject } from '../api/transition-project';
import { actionNeeds } from '../utils/action-needs';
import { daysFromToday } from '../utils/calendar-day';

export interface ActionTarget {
  projectId: number;
  name: string;
  action: ProjectAction;
}

interface ProjectActionDialogProps {
  target: ActionTarget;
  onClose: () => void;
  /** After the move was made, with what was sent. */
  onDone?: (request: ProjectTransitionRequest) => void;
}

type Problems = Partial<Record<'reason' | 'endDate' | 'period', string>>;

/**
 * One move of a project: the reason, end date or period it needs, then the
 * confirmation (red and irreversible for reject, cancel and withdraw).
 */
export function ProjectActionDialog({ target, onClose, onDone }: ProjectActionDialogProps) {
  const { t } = useTranslation('projects');
  const { showToast } = useToast();
  const transition = useTransitionProject();
  const needs = actionNeeds(target.action);
  const hasInputs = needs.reason || needs.endDate || needs.period;
  const [isConfirming, setConfirming] = useState(!hasInputs);
  const [reason, setReason] = useState('');
  const [endDate, setEndDate] = useState('');
  const [period, setPeriod] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const earliest = daysFromToday(PUBLIC_COMMENT_MIN_DAYS);
  const actionName = t(`actions.${target.action}`);

  const request = (): ProjectTransitionRequest => ({
    action: target.action,
    ...(needs.reason ? { reason: reason.trim() } : {}),
    ...(needs.endDate ? { publicCommentEndsOn: endDate } : {}),
    ...(needs.period ? { period: Number(period) } : {}),
  });

  const run = async () => {
    setFailure(null);
    try {
      const sent = request();
      await transition.mutateAsync({ projectId: target.projectId, request: sent });
      showToast({ message: t(`actionDone.${target.action}`) });
      onClose();
      onDone?.(sent);
    } catch (error) {
      const messages = (error as { codeMessages?: { message: string }[] }).codeMessages ?? [];
      const message = messages.map((item) => item.message).join(' ') || t('dialog.failed');
      setConfirming(false);
      if (hasInputs) setFailure(message);
      else {
        showToast({ message, variant: 'danger' });
        onClose();
      }
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (needs.reason && reason.trim() === '') found.reason = t('dialog.reasonRequired');
    if (needs.endDate && (endDate === '' || endDate < earliest)) {
      found.endDate = t('dialog.dateTooSoon', { date: earliest });
    }
    const periodNumber = Number(period);
    if (needs.period && (!Number.isInteger(periodNumber) || periodNumber < 1)) {
      found.period = t('dialog.periodRequired');
    }
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (needs.isIrreversible) setConfirming(true);
    else void run();
  };

  const errorOf = (key: keyof Problems) =>
    problems[key] ? (
      <div className="invalid-feedback d-block" id={`project-action-${key}-error`}>
        {problems[key]}
      </div>
    ) : null;
  const describe = (key: keyof Problems, help?: string) =>
    [help, problems[key] && `project-action-${key}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <>
      {hasInputs && (
        <Modal
          show={!isConfirming}
          onClose={onClose}
          title={t('dialog.title', { action: actionName, name: target.name })}
          footer={
            <>
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
                {t('dialog.cancel')}
              </button>
              <button
                type="submit"
                form="project-action-form"
                className={`btn ${needs.isIrreversible ? 'btn-danger' : 'btn-primary'}`}
                disabled={transition.isPending}
              >
                {needs.isIrreversible ? t('dialog.continue') : actionName}
              </button>
            </>
          }
        >
          <form id="project-action-form" noValidate onSubmit={check}>
            <p>{t('dialog.consequence', { name: target.name })}</p>
            {failure && (
              <div className="alert alert-danger py-2" role="alert">
                {failure}
              </div>
            )}
            {needs.endDate && (
              <div className="mb-3">
                <label className="form-label" htmlFor="project-action-endDate">
                  {t('dialog.publicCommentEndsOn')}
                </label>
                <RequiredAsterisk />
                <input
                  id="project-action-endDate"
                  type="date"
                  className={`form-control${problems.endDate ? ' is-invalid' : ''}`}
                  min={earliest}
                  value={endDate}
                  aria-required="true"
                  aria-invalid={problems.endDate ? true : undefined}
                  aria-describedby={describe('endDate', 'project-action-endDate-help')}
                  onChange={(event) => setEndDate(event.target.value)}
                />
                <div className="form-text" id="project-action-endDate-help">
                  {t('dialog.publicCommentHelp', { date: earliest })}
                </div>
                {errorOf('endDate')}
              </div>
            )}
            {needs.period && (
              <div className="mb-3">
                <label className="form-label" htmlFor="project-action-period">
                  {t('dialog.period')}
                </label>
                <RequiredAsterisk />
                <input
                  id="project-action-period"
                  type="number"
                  min="1"
                  step="1"
                  className={`form-control${problems.period ? ' is-invalid' : ''}`}
                  value={period}
                  aria-required="true"
                  aria-invalid={problems.period ? true : undefined}
                  aria-describedby={describe('period')}
                  onChange={(event) => setPeriod(event.target.value)}
                />
                {errorOf('period')}
              </div>
            )}
            {needs.reason && (
              <div className="mb-3">
                <label className="form-label" htmlFor="project-action-reason">
                  {t('dialog.reason')}
                </label>
                <RequiredAsterisk />
                <textarea
                  id="project-action-reason"
                  rows={4}
                  maxLength={2000}
                  className={`form-control${problems.reason ? ' is-invalid' : ''}`}
                  value={reason}
                  aria-required="true"
                  aria-invalid={problems.reason ? true : undefined}
                  aria-describedby={describe('reason', 'project-action-reason-help')}
                  onChange={(event) => setReason(event.target.value)}
                />
                <div className="form-text" id="project-action-reason-help">
                  {t('dialog.reasonHelp')}
                </div>
                {errorOf('reason')}
              </div>
            )}
          </form>
        </Modal>
      )}
      <ConfirmDialog
        show={isConfirming}
        title={t('dialog.confirmTitle', { action: actionName })}
        consequence={
          needs.isIrreversible
            ? t('dialog.irreversible', { name: target.name })
            : t('dialog.consequence', { name: target.name })
        }
        confirmLabel={actionName}
        isIrreversible={needs.isIrreversible}
        isPending={transition.isPending}
        onCancel={() => (hasInputs ? setConfirming(false) : onClose())}
        onConfirm={() => void run()}
      />
    </>
  );
}
