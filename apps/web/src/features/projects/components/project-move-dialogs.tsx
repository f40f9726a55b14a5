import { useState } from 'react';
import type { MyProjectRow } from '@registry/contract/projects/project-api';
import type { ProjectAction } from '@registry/contract/projects/project-enums';
import {
  UploadReportDialog,
  type ReportTarget,
} from '../../signatures/components/upload-report-dialog';
import { reportAfterMove, reportTypesFor } from '../../signatures/utils/report-types';
import { ProjectActionDialog, type ActionTarget } from './project-action-dialog';

type Named = Pick<MyProjectRow, 'id' | 'name'>;

/**
 * The dialogs of a project's moves, wherever a party meets them (its row on
 * /my-projects, its page): one move with what it needs, and the upload of a
 * report (certifying a period opens the upload of its certification).
 */
export function useProjectMoveDialogs({ onMoved }: { onMoved?: () => void } = {}) {
  const [target, setTarget] = useState<ActionTarget | null>(null);
  const [report, setReport] = useState<ReportTarget | null>(null);
  const dialogs = (
    <>
      {report && <UploadReportDialog target={report} onClose={() => setReport(null)} />}
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
      setTarget({ projectId: project.id, name: project.name, action }),
    openReport: (project: Named & Pick<MyProjectRow, 'roles' | 'state'>) =>
      setReport({ projectId: project.id, name: project.name, types: reportTypesFor(project) }),
  };
}
