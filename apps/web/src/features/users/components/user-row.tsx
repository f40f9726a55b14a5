import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '@registry/contract/users/company-user';

export interface UserRowActions {
  onActiveChange: (user: CompanyUser, isActive: boolean) => void;
  onContactChange: (user: CompanyUser, isContact: boolean) => void;
  onEditPermits: (user: CompanyUser) => void;
}

interface UserRowProps extends UserRowActions {
  user: CompanyUser;
  /** The logged-in admin's own row: they cannot deactivate themselves. */
  isSelf: boolean;
  isPending: boolean;
}

interface SwitchProps {
  id: string;
  label: string;
  isChecked: boolean;
  isDisabled: boolean;
  onChange: (isChecked: boolean) => void;
}

function Switch({ id, label, isChecked, isDisabled, onChange }: SwitchProps) {
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

/** One user: data, the active and contact switches and the permits button. */
export function UserRow({
  user,
  isSelf,
  isPending,
  onActiveChange,
  onContactChange,
  onEditPermits,
}: UserRowProps) {
  const { t } = useTranslation('users');
  const permits = user.permits.map((permit) => t(`permits.names.${permit}`)).join(', ');
  return (
    <tr className={user.active === 1 ? undefined : 'text-body-secondary'}>
      <th scope="row" className="fw-normal">
        {user.name}
        {isSelf && <span className="small text-body-secondary"> {t('list.you')}</span>}
      </th>
      <td>{user.email}</td>
      <td className="text-nowrap">{user.phone}</td>
      <td>
        <Switch
          id={`user-active-${user.id}`}
          label={t('list.activeSwitch', { name: user.name })}
          isChecked={user.active === 1}
          isDisabled={isPending || isSelf}
          onChange={(isActive) => onActiveChange(user, isActive)}
        />
      </td>
      <td>{user.isAdminAccount === 1 ? t('list.yes') : t('list.no')}</td>
      <td>
        <Switch
          id={`user-contact-${user.id}`}
          label={t('list.contactSwitch', { name: user.name })}
          isChecked={user.isContact === 1}
          isDisabled={isPending}
          onChange={(isContact) => onContactChange(user, isContact)}
        />
      </td>
      <td>{permits || <span className="text-body-secondary">{t('list.noPermits')}</span>}</td>
      <td>
        <button
          type="button"
          className="btn btn-sm btn-outline-success text-nowrap"
          aria-label={t('list.editPermitsOf', { name: user.name })}
          disabled={isPending}
          onClick={() => onEditPermits(user)}
        >
          {t('list.editPermits')}
        </button>
      </td>
    </tr>
  );
}
