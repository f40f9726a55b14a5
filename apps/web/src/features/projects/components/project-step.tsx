import type { FormStepId } from '../utils/form-steps';
import type { StepProblems } from '../utils/project-problems';
import { CreditingStep } from './crediting-step';
import { DocumentsStep } from './documents-step';
import { GeneralStep } from './general-step';
import { LabelsStep } from './labels-step';
import { LocationStep } from './location-step';
import { PartiesStep } from './parties-step';
import { ProjectSummary } from './project-summary';
import { ReviewStep } from './review-step';

interface ProjectStepProps {
  step: FormStepId;
  problems: StepProblems | null;
  onGo: (step: FormStepId) => void;
  onUploadingChange: (isUploading: boolean) => void;
}

/** The fields of the current step. */
export function ProjectStep({ step, problems, onGo, onUploadingChange }: ProjectStepProps) {
  switch (step) {
    case 'general':
      return <GeneralStep />;
    case 'location':
      return <LocationStep />;
    case 'parties':
      return <PartiesStep />;
    case 'crediting':
      return <CreditingStep />;
    case 'labels':
      return <LabelsStep />;
    case 'documents':
      return <DocumentsStep onBusyChange={onUploadingChange} />;
    case 'review':
      return (
        <>
          {problems && <ReviewStep problems={problems} onGo={onGo} />}
          <ProjectSummary />
        </>
      );
  }
}
