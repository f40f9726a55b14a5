import { formatDocumentNumberShown } from '../../../lib/format-document-number';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  REQUEST_ACCEPTED,
  REQUEST_PENDING,
  REQUEST_REJECTED,
  type CompanyRequest,
} from '@registry/contract/company-links/company-request';
import { companyViewPath } from '../../company-view/utils/company-view-path';
import { AcceptIcon, CheckedIcon, DeleteIcon, UsersIcon, ViewIcon } from './link-icons';

export interface RequestActions {
  /** Own list, state 1: the users of the other company. */
  onUsers: (request: CompanyRequest) => void;
  /** Received list, state 0: accept or reject. */
  onAnswer: (request: CompanyRequest) => void;
  onDelete: (request: CompanyRequest) => void;
}

interface RequestsTableProps extends RequestActions {
  /** own: the requests the company sent; received: those it got. */
  kind: 'own' | 'received';
  requests: readonly CompanyRequest[];
  caption: string;
}

const COLUMNS = [
  'name',
  'companyId',
  'typeDocument',
  'documentNumber',
  'state',
  'actions',
] as const;
const STATE_CLASSES: Record<CompanyRequest['state'], string> = {
  [REQUEST_PENDING]: 'text-bg-warning',
  [REQUEST_ACCEPTED]: 'text-bg-success',
  [REQUEST_REJECTED]: 'text-bg-secondary',
};

/**
 * A list of connection requests with the state icons of spec section 4: delete
 * unless the state is 2; own list state 1 the users (detail/edit) icon;
 * received list state 0 the accept icon and state 1 the checked icon; an
 * accepted link also opens the other company's read-only view.
 */
export function RequestsTable({
  kind,
  requests,
  caption,
  onUsers,
  onAnswer,
  onDelete,
}: RequestsTableProps) {
  const { t } = useTranslation('companyView');
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle" data-testid={`requests-${kind}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th scope="col" key={column}>
                {t(`links.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {requests.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="text-center py-3">
                {t(`links.${kind}.empty`)}
              </td>
            </tr>
          ) : (
            requests.map((request) => {
              const names = { name: request.name };
              const isAccepted = request.state === REQUEST_ACCEPTED;
              return (
                <tr key={request.id}>
                  <th scope="row" className="fw-normal">
                    {request.name}
                  </th>
                  <td className="font-monospace">{request.companyIdString}</td>
                  <td>{request.typeDocument}</td>
                  <td>{formatDocumentNumberShown(request)}</td>
                  <td>
                    <span className={`badge ${STATE_CLASSES[request.state]}`}>
                      {t(`links.states.${request.state}`)}
                    </span>
                  </td>
                  <td>
                    <div className="d-flex gap-1 align-items-center">
                      {isAccepted && (
                        <Link
                          to={companyViewPath(request.companyId)}
                          className="btn btn-sm btn-outline-primary"
                          aria-label={t('links.actions.view', names)}
                          title={t('links.actions.view', names)}
                        >
                          <ViewIcon />
                        </Link>
                      )}
                      {kind === 'own' && isAccepted && (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-primary"
                          aria-label={t('links.actions.users', names)}
                          title={t('links.actions.users', names)}
                          onClick={() => onUsers(request)}
                        >
                          <UsersIcon />
                        </button>
                      )}
                      {kind === 'received' && request.state === REQUEST_PENDING && (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-success"
                          aria-label={t('links.actions.answer', names)}
                          title={t('links.actions.answer', names)}
                          onClick={() => onAnswer(request)}
                        >
                          <AcceptIcon />
                        </button>
                      )}
                      {kind === 'received' && isAccepted && (
                        <span
                          role="img"
                          className="text-success px-2"
                          aria-label={t('links.actions.accepted', names)}
                          title={t('links.actions.accepted', names)}
                        >
                          <CheckedIcon />
                        </span>
                      )}
                      {request.state !== REQUEST_REJECTED && (
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          aria-label={t('links.actions.delete', names)}
                          title={t('links.actions.delete', names)}
                          onClick={() => onDelete(request)}
                        >
                          <DeleteIcon />
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
