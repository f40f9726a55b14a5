import type { CompanyUser } from '@registry/contract/users/company-user';

export interface UserRowActions {
  onActiveChange: (user: CompanyUser, isActive: boolean) => void;
  onContactChange: (user: CompanyUser, isContact: boolean) => void;
  onEditPermits: (user: CompanyUser) => void;
}

interface UserSwitchProps {
  id: string;
  label: string;
  isChecked: boolean;
  isDisabled: boolean;
  onChange: (isChecked: boolean) => void;
}

/** A user's active or contact flag as a switch named after the user. */
export function UserSwitch({ id, label, isChecked, isDisabled, onChange }: UserSwitchProps) {
  return (
    <div className="form-check form-switch mb-0">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="form-check-input"
        aria-label={label}
        checked={isChecked}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}
