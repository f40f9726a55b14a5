import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsKind } from '@registry/contract/platform/list-terms-conditions';
import type { CodeMessage } from '@registry/contract/common/envelope';
import { CodeMessagesAlert } from '../../../components/ui/code-messages-alert';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { decodeClaims, type SessionTokens } from '../../../lib/session';
import { useAcceptCompanyTerms } from '../api/accept-company-terms';
import { useTermsConditions } from '../api/terms-conditions';
import { useStartSession } from '../hooks/use-start-session';
import { MY_PROJECTS_PATH } from '../utils/login-target';
import { TermsText } from './terms-text';

interface TermsModalProps {
  /** The login's session, kept in memory until the terms are accepted. */
  session: SessionTokens;
  /** Closed without accepting: the session is dropped. */
  onCancel: () => void;
}

/** The two texts a company accepts at first login (the newsletter's terms are not among them). */
type AcceptedKind = Extract<TermsKind, 'terms' | 'habeas'>;
const KINDS: readonly AcceptedKind[] = ['terms', 'habeas'];
const TEXT_ID = 'terms-text';

/**
 * The terms modal of the first login (spec sections 2 and 4): a checkbox for
 * the terms and one for the personal-data policy, each with its error and a
 * link that shows its text; continue accepts both for the company, stores the
 * fresh session and goes to /my-projects.
 */
export function TermsModal({ session, onCancel }: TermsModalProps) {
  const { t } = useTranslation('auth');
  const texts = useTermsConditions(true);
  const accept = useAcceptCompanyTerms();
  const startSession = useStartSession();
  const [accepted, setAccepted] = useState<Record<AcceptedKind, boolean>>({
    terms: false,
    habeas: false,
  });
  const [shown, setShown] = useState<TermsKind | null>(null);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [failure, setFailure] = useState<CodeMessage[]>([]);
  const shownText = texts.data?.find((entry) => entry.kind === shown);

  const submit = async () => {
    setIsSubmitted(true);
    setFailure([]);
    if (!accepted.terms || !accepted.habeas) return;
    const companyId = decodeClaims(session.token)?.companyId;
    if (companyId === undefined) {
      onCancel();
      return;
    }
    try {
      const answer = await accept.mutateAsync({ token: session.token, companyId });
      if (answer.status === 1 && answer.token) {
        await startSession(
          { token: answer.token, refreshToken: answer.refreshToken ?? session.refreshToken },
          MY_PROJECTS_PATH,
        );
        return;
      }
      setFailure(answer.codeMessages);
    } catch (error) {
      if (error instanceof ApiError && error.httpStatus !== null) {
        setFailure(
          error.codeMessages.length
            ? error.codeMessages
            : [{ codeMessage: 'ERROR_TERMS', message: t('terms.error') }],
        );
      }
    }
  };

  return (
    <Modal
      show
      onClose={onCancel}
      isStatic
      size="lg"
      title={t('terms.title')}
      closeLabel={t('terms.cancel')}
      testId="terms-modal"
      footer={
        <button
          type="button"
          className="btn btn-success"
          disabled={accept.isPending}
          onClick={() => void submit()}
        >
          {accept.isPending ? t('terms.sending') : t('terms.continue')}
        </button>
      }
    >
      <p>{t('terms.intro')}</p>
      {KINDS.map((kind) => {
        const entry = texts.data?.find((item) => item.kind === kind);
        const isInvalid = isSubmitted && !accepted[kind];
        const errorId = `terms-${kind}-error`;
        return (
          <div className="form-check mb-2" key={kind}>
            <input
              id={`terms-${kind}`}
              type="checkbox"
              className={`form-check-input${isInvalid ? ' is-invalid' : ''}`}
              checked={accepted[kind]}
              aria-invalid={isInvalid || undefined}
              aria-describedby={isInvalid ? errorId : undefined}
              onChange={(event) => setAccepted({ ...accepted, [kind]: event.target.checked })}
            />
            <label className="form-check-label" htmlFor={`terms-${kind}`}>
              {t(`terms.accept.${kind}`)}
            </label>{' '}
            {entry && (
              <button
                type="button"
                className="btn btn-link btn-sm p-0 align-baseline"
                aria-expanded={shown === kind}
                aria-controls={TEXT_ID}
                onClick={() => setShown(shown === kind ? null : kind)}
              >
                {shown === kind
                  ? t('terms.hide', { name: entry.name })
                  : t('terms.view', { name: entry.name })}
              </button>
            )}
            <div className="invalid-feedback" id={errorId}>
              {isInvalid && t(`terms.required.${kind}`)}
            </div>
          </div>
        );
      })}
      {texts.isPending && <p className="small text-body-secondary mb-0">{t('terms.loading')}</p>}
      {texts.isError && <p className="small text-danger mb-0">{t('terms.loadError')}</p>}
      <div id={TEXT_ID}>
        {shownText && <TermsText name={shownText.name} html={shownText.terms} className="mt-2" />}
      </div>
      {failure.length > 0 && (
        <div className="mt-3">
          <CodeMessagesAlert variant="danger" messages={failure} testId="terms-failure" />
        </div>
      )}
    </Modal>
  );
}
