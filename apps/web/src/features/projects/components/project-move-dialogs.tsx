import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyProjectRow } from '@registry/contract/projects/project-api';
import type { ProjectAction } from '@registry/contract/projects/project-enums';
import {
  UploadReportDialog,
  type ReportTarget,
} from '../../signatures/components/upload-report-dialog';
import { reportAfterMove, reportTypesFor } from '../../signatures/utils/report-types';
import { useToast } from '../../../components/ui/toast-context';
import { useTransitionProject } from '../api/transition-project';
import { ProjectActionDialog, type ActionTarget } from './project-action-dialog';

type Named = Pick<MyProjectRow, 'id' | 'name'>;

type Report = ReportTarget & { isMonitoringMove?: boolean };

/** Which move or report dialog is open, and the ways a row or a page opens one. */
export interface ProjectMoves {
  target: ActionTarget | null;
  report: Report | null;
  closeAction: () => void;
  closeReport: () => void;
  openAction: (project: Named, action: ProjectAction) => void;
  openReport: (project: Named & Pick<MyProjectRow, 'roles' | 'state'>) => void;
  /** After a move that owes a report (certifying a period): its upload. */
  reportAfter: (target: ActionTarget, request: Parameters<typeof reportAfterMove>[0]) => void;
}

/**
 * The open dialog of a project's moves, wherever a party meets them (its row
 * on /my-projects, its page); `ProjectMoveDialogs` shows it.
 */
export function useProjectMoves(): ProjectMoves {
  const [target, setTarget] = useState<ActionTarget | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  return {
    target,
    report,
    closeAction: () => setTarget(null),
    closeReport: () => setReport(null),
    openAction: (project, action) =>
      action === 'submitMonitoring'
        ? setReport({
            projectId: project.id,
            name: project.name,
            types: ['monitoringReport'],
            isMonitoringMove: true,
          })
        : setTarget({ projectId: project.id, name: project.name, action }),
    openReport: (project) =>
      setReport({ projectId: project.id, name: project.name, types: reportTypesFor(project) }),
    reportAfter: (moved, request) => {
      const next = reportAfterMove(request);
      if (next) setReport({ projectId: moved.projectId, name: moved.name, ...next });
    },
  };
}

/**
 * The dialogs of `useProjectMoves`: one move with what it needs, and the
 * upload of a report (certifying a period opens the upload of its
 * certification; submitting a monitoring report uploads it, then moves).
 */
export function ProjectMoveDialogs({
  moves,
  onMoved,
}: {
  moves: ProjectMoves;
  onMoved?: () => void;
}) {
  const { t } = useTranslation('projects');
  const { showToast } = useToast();
  const transition = useTransitionProject();
  const { target, report } = moves;
  // Submitting a monitoring report carries the report (DESIGN.md 4.2): the move runs once it is saved.
  const submitMonitoring = async ({ period }: { period: number | null }) => {
    if (!report || period === null) return;
    await transition.mutateAsync({
      projectId: report.projectId,
      request: { action: 'submitMonitoring', period },
    });
    showToast({ message: t('actionDone.submitMonitoring') });
    onMoved?.();
  };
  return (
    <>
      {report && (
        <UploadReportDialog
          target={report}
          onClose={moves.closeReport}
          {...(report.isMonitoringMove ? { onUploaded: submitMonitoring } : {})}
        />
      )}
      {target && (
        <ProjectActionDialog
          key={`${target.projectId}-${target.action}`}
          target={target}
          onClose={moves.closeAction}
          onDone={(request) => {
            onMoved?.();
            moves.reportAfter(target, request);
          }}
        />
      )}
    </>
  );
}
