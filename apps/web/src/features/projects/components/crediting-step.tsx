import { useTranslation } from 'react-i18next';
import { InputField } from './project-fields';

/** Step 4: the crediting period and the estimated annual reductions. */
export function CreditingStep() {
  const { t } = useTranslation('projects');
  return (
    <div className="row">
      <div className="col-md-6">
        <InputField
          name="creditingStart"
          type="date"
          label={t('fields.creditingStart')}
          isRequired
        />
      </div>
      <div className="col-md-6">
        <InputField name="creditingEnd" type="date" label={t('fields.creditingEnd')} isRequired />
      </div>
      <div className="col-md-6">
        <InputField
          name="estimatedAnnualReductions"
          type="number"
          min="1"
          step="1"
          inputMode="numeric"
          label={t('fields.estimatedAnnualReductions')}
          isRequired
        />
      </div>
    </div>
  );
}
