import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { maxIn, type RetireUnit } from '../utils/retire-draft';
import { invalid, type DraftSectionProps } from './draft-section';
import { FormField } from './form-field';
import { RadioGroupField } from './radio-group-field';

interface QuantityFieldsProps extends DraftSectionProps {
  position: Position;
  /** A divisible block retires in t or kg; a whole-tonne block shows the choice only when the route asked for kg. */
  isUnitChosen: boolean;
}

/** How much of the block to retire, in tonnes or (a divisible block) kilograms. */
export function QuantityFields({
  position,
  isUnitChosen,
  draft,
  onChange,
  idOf,
  problemOf,
}: QuantityFieldsProps) {
  const { t } = useTranslation('retirements');
  const max = maxIn(position, draft.unit);
  return (
    <>
      {isUnitChosen && (
        <RadioGroupField<RetireUnit>
          id={idOf('unit')}
          name={idOf('unit')}
          legend={t('form.unit')}
          options={[
            { value: 't', label: t('form.tonnes') },
            { value: 'kg', label: t('form.kilograms') },
          ]}
          value={draft.unit}
          onChange={(unit) => onChange('unit', unit)}
          isRequired
          help={position.divisible ? undefined : t('form.wholeTonnesHelp')}
          problem={problemOf('unit')}
        />
      )}
      <FormField
        id={idOf('quantity')}
        label={t('form.quantity', { unit: draft.unit, max })}
        isRequired
        problem={problemOf('quantity')}
      >
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            className={`form-control${invalid(control)}`}
            value={draft.quantity}
            onChange={(event) => onChange('quantity', event.target.value)}
          />
        )}
      </FormField>
    </>
  );
}
