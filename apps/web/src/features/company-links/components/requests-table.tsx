import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  REQUEST_ACCEPTED,
  REQUEST_PENDING,
  REQUEST_REJECTED,
  type CompanyRequest,
} from '@registry/contract/company-links/company-request';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { useLatest } from '../../../hooks/use-latest';
import { formatDocumentNumberShown } from '../../../lib/format-document-number';
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

const column = createDataTableColumns<CompanyRequest>();
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
  const actions = useLatest({ onUsers, onAnswer, onDelete });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('links.columns.name'),
          meta: { isRowHeader: true },
        }),
        column.accessor('companyIdString', {
          header: t('links.columns.companyId'),
          cell: ({ getValue }) => <span className="font-monospace">{getValue()}</span>,
        }),
        column.accessor('typeDocument', { header: t('links.columns.typeDocument') }),
        column.accessor((request) => formatDocumentNumberShown(request), {
          id: 'documentNumber',
          header: t('links.columns.documentNumber'),
          enableSorting: false,
        }),
        column.accessor((request) => t(`links.states.${request.state}`), {
          id: 'state',
          header: t('links.columns.state'),
          cell: ({ row, getValue }) => (
            <span className={`badge ${STATE_CLASSES[row.original.state]}`}>{getValue()}</span>
          ),
        }),
        column.display({
          id: 'actions',
          header: t('links.columns.actions'),
          enableSorting: false,
          cell: ({ row }) => (
            <RequestActionButtons
              kind={kind}
              request={row.original}
              onUsers={(request) => actions.current.onUsers(request)}
              onAnswer={(request) => actions.current.onAnswer(request)}
              onDelete={(request) => actions.current.onDelete(request)}
            />
          ),
        }),
      ]),
    [t, kind, actions],
  );
  return (
    <div data-testid={`requests-${kind}`}>
      <DataTable
        columns={columns}
        data={requests}
        caption={caption}
        isCaptionHidden
        getRowId={(request) => String(request.id)}
        emptyText={t(`links.${kind}.empty`)}
        csvFileName={kind === 'own' ? 'sent-requests' : 'received-requests'}
      />
    </div>
  );
}

interface RequestActionButtonsProps extends RequestActions {
  kind: 'own' | 'received';
  request: CompanyRequest;
}

/** The icons a request's state allows (spec section 4). */
function RequestActionButtons({
  kind,
  request,
  onUsers,
  onAnswer,
  onDelete,
}: RequestActionButtonsProps) {
  const { t } = useTranslation('companyView');
  const names = { name: request.name };
  const isAccepted = request.state === REQUEST_ACCEPTED;
  return (
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
  );
}
