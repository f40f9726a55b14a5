import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CORRESPONDING_ADJUSTMENTS } from '@registry/contract/projects/project-enums';
import type { ProjectFormValues } from '../utils/project-form-values';
import { SelectField } from './project-fields';

const LABELS = ['isCcpApproved', 'isCorsiaEligible', 'isArticle6Authorized'] as const;

/** Step 5: CCP, CORSIA, Article 6 and its corresponding adjustment. */
export function LabelsStep() {
  const { t } = useTranslation('projects');
  const { register } = useFormContext<ProjectFormValues>();
  return (
    <>
      {LABELS.map((label) => (
        <div className="form-check mb-2" key={label}>
          <input
            className="form-check-input"
            type="checkbox"
            id={`project-${label}`}
            {...register(label)}
          />
          <label className="form-check-label" htmlFor={`project-${label}`}>
            {t(`fields.${label}`)}
          </label>
        </div>
      ))}
      <div className="mt-3 col-md-6">
        <SelectField
          name="correspondingAdjustment"
          label={t('fields.correspondingAdjustment')}
          isRequired
          choices={CORRESPONDING_ADJUSTMENTS.map((adjustment) => ({
            value: adjustment,
            label: t(`adjustments.${adjustment}`),
          }))}
        />
      </div>
    </>
  );
}
