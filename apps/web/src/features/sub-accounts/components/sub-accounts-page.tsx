import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubAccount } from '@registry/contract/ledger/ledger-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { createDataTableColumns } from '../../../components/ui/data-table-features';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast-context';
import { useLatest } from '../../../hooks/use-latest';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { failureText } from '../../../lib/ledger-call';
import { formatQuantity, newIdempotencyKey } from '../../credit-management/utils/quantity';
import { usePositions } from '../../positions/api/positions';
import { useChangeSubAccount, useSubAccounts } from '../api/sub-accounts';
import { MoveCreditsDialog } from './move-credits-dialog';
import { SubAccountNameDialog } from './sub-account-name-dialog';

const column = createDataTableColumns<SubAccount>();

type Dialog =
  | { kind: 'create' }
  | { kind: 'rename'; subAccount: SubAccount }
  | { kind: 'close'; subAccount: SubAccount }
  | { kind: 'move' };

/** /manage-sub-accounts: the company's sub-accounts, and moves of credits between its own accounts. */
export function SubAccountsPage() {
  const { t, i18n } = useTranslation('subAccounts');
  const title = useRouteTitle();
  const claims = useSession();
  const { showToast } = useToast();
  const subAccounts = useSubAccounts();
  const positions = usePositions();
  const change = useChangeSubAccount();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useLatest({ setDialog });

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', { header: t('columns.name'), meta: { isRowHeader: true } }),
        column.accessor((account) => t(account.isOpen ? 'open' : 'closed'), {
          id: 'state',
          header: t('columns.state'),
        }),
        column.accessor((account) => account.quantityKg / 1000, {
          id: 'holdings',
          header: t('columns.holdings'),
          cell: ({ row }) => (
            <span className="text-nowrap">
              {formatQuantity(row.original.quantityKg, i18n.language)}
            </span>
          ),
        }),
        column.display({
          id: 'actions',
          header: t('columns.actions'),
          meta: { label: t('columns.actions'), isCsvExcluded: true },
          cell: ({ row }) =>
            row.original.isOpen ? (
              <div
                className="d-flex flex-wrap gap-1"
                role="group"
                aria-label={t('actionsOf', { name: row.original.name })}
              >
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  onClick={() =>
                    latest.current.setDialog({ kind: 'rename', subAccount: row.original })
                  }
                >
                  {t('rename.action')}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() =>
                    latest.current.setDialog({ kind: 'close', subAccount: row.original })
                  }
                >
                  {t('close.action')}
                </button>
              </div>
            ) : (
              <span className="text-body-secondary small">{t('noAction')}</span>
            ),
        }),
      ]),
    [t, i18n.language, latest],
  );

  const close = async (subAccount: SubAccount) => {
    setFailure(null);
    try {
      await change.mutateAsync({
        change: { kind: 'close', body: { subAccountId: subAccount.id } },
        key: newIdempotencyKey(),
      });
      showToast({ message: t('closedDone', { name: subAccount.name }) });
    } catch (error) {
      setFailure(failureText(error, t('failed')));
    }
    setDialog(null);
  };

  const error = subAccounts.isError ? failureText(subAccounts.error, t('failed')) : null;
  return (
    <>
      <PageHeader
        title={title}
        description={t('description')}
        actions={
          <>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setDialog({ kind: 'create' })}
            >
              {t('create.action')}
            </button>
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={!subAccounts.data || !positions.data}
              onClick={() => setDialog({ kind: 'move' })}
            >
              {t('move.action')}
            </button>
          </>
        }
      />
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <DataTable
        columns={columns}
        data={subAccounts.data ?? []}
        caption={t('caption')}
        getRowId={(account) => String(account.id)}
        csvFileName={t('csv')}
        isLoading={subAccounts.isPending}
        error={error}
        onRetry={() => void subAccounts.refetch()}
        emptyText={t('empty')}
      />
      {dialog?.kind === 'create' && (
        <SubAccountNameDialog subAccount={null} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'rename' && (
        <SubAccountNameDialog subAccount={dialog.subAccount} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        show={dialog?.kind === 'close'}
        title={dialog?.kind === 'close' ? t('close.title', { name: dialog.subAccount.name }) : ''}
        consequence={t('close.consequence')}
        confirmLabel={t('close.confirm')}
        isDanger
        isPending={change.isPending}
        onConfirm={() => {
          if (dialog?.kind === 'close') void close(dialog.subAccount);
        }}
        onCancel={() => setDialog(null)}
      />
      {dialog?.kind === 'move' && claims && (
        <MoveCreditsDialog
          companyId={claims.companyId}
          positions={positions.data ?? []}
          subAccounts={subAccounts.data ?? []}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
