import { useTranslation } from 'react-i18next';
import type { Permit } from '@registry/contract/auth/account-type';
import type { PermitOption } from '../utils/grantable-permits';

interface PermitCheckboxesProps {
  /** Prefix of the checkboxes' ids. */
  idPrefix: string;
  legend: string;
  hint?: string;
  options: readonly PermitOption[];
  selected: readonly Permit[];
  onChange: (permits: Permit[]) => void;
  isDisabled?: boolean;
}

/** The permits an admin may give, as checkboxes with their translated names (spec section 6). */
export function PermitCheckboxes({
  idPrefix,
  legend,
  hint,
  options,
  selected,
  onChange,
  isDisabled = false,
}: PermitCheckboxesProps) {
  const { t } = useTranslation('users');
  const hintId = `${idPrefix}-hint`;
  const toggle = (permit: Permit, isChecked: boolean) =>
    onChange(
      isChecked
        ? options.map((o) => o.permit).filter((p) => p === permit || selected.includes(p))
        : selected.filter((p) => p !== permit),
    );
  return (
    <fieldset className="mb-3" aria-describedby={hint ? hintId : undefined}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {hint && (
        <p className="form-text mt-0 mb-2" id={hintId}>
          {hint}
        </p>
      )}
      {options.every((option) => option.isDisabled) ? (
        <p className="text-body-secondary mb-0">{t('permits.none')}</p>
      ) : (
        options.map(({ permit, isDisabled: isLocked }) => {
          const id = `${idPrefix}-${permit}`;
          return (
            <div className="form-check" key={permit}>
              <input
                id={id}
                type="checkbox"
                className="form-check-input"
                checked={selected.includes(permit)}
                disabled={isDisabled || isLocked}
                onChange={(event) => toggle(permit, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={id}>
                {t(`permits.names.${permit}`)}
                {isLocked && (
                  <span className="text-body-secondary small"> ({t('permits.notHeld')})</span>
                )}
              </label>
            </div>
          );
        })
      )}
    </fieldset>
  );
}
