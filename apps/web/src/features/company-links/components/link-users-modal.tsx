import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { CompanyRequest, LinkUser } from '@registry/contract/company-links/company-request';
import { useChangeLinkUser } from '../api/change-link-user';
import { firstCodeMessage } from '../utils/first-code-message';
import { FailureAlert } from './failure-alert';

interface LinkUsersModalProps {
  /** The accepted own request whose other company's users are listed; null hides the modal. */
  request: CompanyRequest | null;
  onClose: () => void;
}

const COLUMNS = ['name', 'email', 'actions'] as const;

/**
 * User administration of a connected company (spec section 4): each active
 * user of the other company either has access to this company (exist = 1,
 * Remove) or not (exist = 0, Add).
 */
export function LinkUsersModal({ request, onClose }: LinkUsersModalProps) {
  const { t } = useTranslation('companyView');
  const titleId = useId();
  const change = useChangeLinkUser();
  const [failure, setFailure] = useState<CodeMessage | null>(null);
  const pendingUserId = change.isPending ? change.variables.userId : null;

  const toggle = (user: LinkUser) => {
    if (!request) return;
    setFailure(null);
    change.mutate(
      { kind: user.exist === 1 ? 'remove' : 'add', id: request.id, userId: user.id },
      { onError: (error) => setFailure(firstCodeMessage(error, t('links.errors.generic'))) },
    );
  };

  const close = () => {
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      show={request !== null}
      onHide={close}
      centered
      size="lg"
      aria-labelledby={titleId}
      data-testid="link-users-modal"
    >
      <Modal.Header>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('links.users.title', { name: request?.name ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('links.users.intro', { name: request?.name ?? '' })}</p>
        <div aria-live="polite">
          {failure && (
            <FailureAlert message={failure} onClose={() => setFailure(null)} className="mb-3" />
          )}
        </div>
        <div className="table-responsive">
          <table className="table align-middle mb-0">
            <caption className="visually-hidden">
              {t('links.users.caption', { name: request?.name ?? '' })}
            </caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th scope="col" key={column}>
                    {t(`links.users.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {!request || request.users.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length} className="text-center py-3">
                    {t('links.users.empty', { name: request?.name ?? '' })}
                  </td>
                </tr>
              ) : (
                request.users.map((user) => (
                  <tr key={user.id}>
                    <th scope="row" className="fw-normal">
                      {user.name}
                      {user.active === 0 && (
                        <span className="badge text-bg-secondary ms-2">
                          {t('links.users.inactive')}
                        </span>
                      )}
                    </th>
                    <td>{user.email}</td>
                    <td>
                      {user.exist === 1 ? (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          aria-label={t('links.users.removeOf', { name: user.name })}
                          disabled={pendingUserId === user.id}
                          onClick={() => toggle(user)}
                        >
                          {t('links.users.remove')}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-sm btn-success"
                          aria-label={t('links.users.addOf', { name: user.name })}
                          disabled={pendingUserId === user.id}
                          onClick={() => toggle(user)}
                        >
                          {t('links.users.add')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={close}>
          {t('links.users.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
