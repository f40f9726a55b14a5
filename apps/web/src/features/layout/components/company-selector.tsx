import { useTranslation } from 'react-i18next';
import type { CodeMessage } from '@registry/contract/common/envelope';
import type { TokenClaims } from '@registry/contract/auth/token-claims';
import { ApiError } from '../../../lib/api-client';
import { DisclosureMenu } from '../../../components/ui/disclosure-menu';
import { useToast } from '../../../components/ui/toast-context';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { useLoginForCompany } from '../../session/api/login-for-company';

interface CompanySelectorProps {
  claims: TokenClaims;
  /** Receives the messages of a failed switch (shown by the header as a danger alert); [] clears them. */
  onError: (messages: CodeMessage[]) => void;
}

/**
 * Switches between the companies of the user (spec section 2); a toast says
 * which company the user now acts as, since the switch lands on / (spec 4).
 */
export function CompanySelector({ claims, onError }: CompanySelectorProps) {
  const { t } = useTranslation('layout');
  const switchCompany = useLoginForCompany();
  const { showToast } = useToast();
  const genericError = (): CodeMessage => ({
    codeMessage: 'ERROR_SWITCH_COMPANY',
    message: t('company.error'),
  });

  const select = (companyId: number, companyName: string) => {
    onError([]);
    switchCompany.mutate(companyId, {
      onSuccess: (answer) => {
        if (answer.status === 1 && answer.token) {
          showToast({ message: t('company.switched', { company: companyName }) });
          return;
        }
        onError(answer.codeMessages.length ? answer.codeMessages : [genericError()]);
      },
      onError: (error) => {
        onError(
          error instanceof ApiError && error.codeMessages.length
            ? error.codeMessages
            : [genericError()],
        );
      },
    });
  };

  return (
    <DisclosureMenu
      id="company-selector"
      align="end"
      isDisabled={switchCompany.isPending}
      label={
        <>
          <VisuallyHidden>{t('company.label')}:</VisuallyHidden> {claims.company.name}
        </>
      }
    >
      {(close) => (
        <>
          <li>
            <span className="dropdown-header">{t('company.choose')}</span>
          </li>
          {claims.userCompanies.map((company) => {
            const isCurrent = company.company_id === claims.companyId;
            return (
              <li key={company.company_id}>
                <button
                  type="button"
                  className={`dropdown-item${isCurrent ? ' active' : ''}`}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => {
                    close();
                    if (!isCurrent) select(company.company_id, company.description);
                  }}
                >
                  {company.description}{' '}
                  <span className="d-block small">{company.company_company_id}</span>
                </button>
              </li>
            );
          })}
        </>
      )}
    </DisclosureMenu>
  );
}
