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

/**
 * The dialogs of a project's moves, wherever a party meets them (its row on
 * /my-projects, its page): one move with what it needs, and the upload of a
 * report (certifying a period opens the upload of its certification).
 */
export function useProjectMoveDialogs({ onMoved }: { onMoved?: () => void } = {}) {
  const { t } = useTranslation('projects');
  const { showToast } = useToast();
  const transition = useTransitionProject();
  const [target, setTarget] = useState<ActionTarget | null>(null);
  const [report, setReport] = useState<(ReportTarget & { isMonitoringMove?: boolean }) | null>(
    null,
  );
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
  const dialogs = (
    <>
      {report && (
        <UploadReportDialog
          target={report}
          onClose={() => setReport(null)}
          {...(report.isMonitoringMove ? { onUploaded: submitMonitoring } : {})}
        />
      )}
      {target && (
        <ProjectActionDialog
          key={`${target.projectId}-${target.action}`}
          target={target}
          onClose={() => setTarget(null)}
          onDone={(request) => {
            onMoved?.();
            const next = reportAfterMove(request);
            if (next) setReport({ projectId: target.projectId, name: target.name, ...next });
          }}
        />
      )}
    </>
  );
  return {
    dialogs,
    openAction: (project: Named, action: ProjectAction) =>
      action === 'submitMonitoring'
        ? setReport({
            projectId: project.id,
            name: project.name,
            types: ['monitoringReport'],
            isMonitoringMove: true,
          })
        : setTarget({ projectId: project.id, name: project.name, action }),
    openReport: (project: Named & Pick<MyProjectRow, 'roles' | 'state'>) =>
      setReport({ projectId: project.id, name: project.name, types: reportTypesFor(project) }),
  };
}
