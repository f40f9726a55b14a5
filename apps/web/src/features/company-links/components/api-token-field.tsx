import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MaskedSecret } from '../../../components/ui/masked-secret';
import { useToast } from '../../../components/ui/toast-context';
import { useSession } from '../../../hooks/use-session';
import { useRegenerateApiToken } from '../api/regenerate-api-token';
import { firstCodeMessage } from '../utils/first-code-message';
import { FailureAlert } from './failure-alert';

/**
 * The company's API token (spec section 2, tab 4): hidden by default, copied
 * in one click; a company admin may regenerate it after a confirmation that
 * says integrations using the old token stop working.
 */
export function ApiTokenField({ hashId }: { hashId: string }) {
  const { t } = useTranslation('companyView');
  const claims = useSession();
  const { showToast } = useToast();
  const regenerate = useRegenerateApiToken();
  const [isConfirming, setIsConfirming] = useState(false);
  const [failure, setFailure] = useState<CodeMessage | null>(null);
  const isAdmin = claims?.isAdminCompany === 1;

  const confirm = () => {
    if (!claims) return;
    setFailure(null);
    regenerate.mutate(claims.companyId, {
      onSuccess: () => {
        setIsConfirming(false);
        showToast({ message: t('links.token.regenerated') });
      },
      onError: (error) => {
        setIsConfirming(false);
        setFailure(firstCodeMessage(error, t('links.token.failed')));
      },
    });
  };

  return (
    <div className="mb-3">
      <MaskedSecret label={t('links.apiToken')} value={hashId} />
      {failure && (
        <FailureAlert message={failure} onClose={() => setFailure(null)} className="mb-2" />
      )}
      {isAdmin && (
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          onClick={() => setIsConfirming(true)}
        >
          {t('links.token.regenerate')}
        </button>
      )}
      <ConfirmDialog
        show={isConfirming}
        title={t('links.token.confirmTitle')}
        consequence={<p className="mb-0">{t('links.token.consequence')}</p>}
        confirmLabel={t('links.token.confirm')}
        isIrreversible
        isPending={regenerate.isPending}
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
        testId="regenerate-api-token-confirm"
      />
    </div>
  );
}
