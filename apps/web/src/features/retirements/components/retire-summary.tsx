import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast-context';
import { useFocusOnMount } from '../../../hooks/use-focus-on-mount';
import { failureText } from '../../../lib/ledger-call';
import { formatQuantity } from '../../positions/utils/quantities';
import { useRetireCredits } from '../api/retirements';
import { refusalProblems } from '../utils/refusal-problems';
import { certificatePathOf } from '../utils/retire-path';
import type { RetireChoice } from '../utils/retire-choice';
import { retiringKgOf } from '../utils/retiring-kg';
import type { Refusal } from './retire-form';
import { SummaryDetails } from './summary-details';

interface RetireSummaryProps {
  position: Position;
  choice: RetireChoice;
  /** Made once for this summary: a double click or a retry never retires twice. */
  idempotencyKey: string;
  onBack: () => void;
  /** A refusal about values of the form: back to it, with the messages under their fields. */
  onRefused: (refusal: Refusal) => void;
}

/**
 * The retirement as its certificate will show it, the warning that it cannot
 * be undone, then the confirmation and the retirement; on success the
 * certificate's page.
 */
export function RetireSummary({
  position,
  choice,
  idempotencyKey,
  onBack,
  onRefused,
}: RetireSummaryProps) {
  const { t, i18n } = useTranslation('retirements');
  const { showToast } = useToast();
  const navigate = useNavigate();
  const retire = useRetireCredits();
  const [isConfirming, setConfirming] = useState(false);
  // After Continuar the summary's heading takes the focus: the next Tab starts in it.
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [failure, setFailure] = useState<string | null>(null);
  // A second click before the first answer sends nothing (the key would make it harmless anyway).
  const isSending = useRef(false);
  const quantity = formatQuantity(retiringKgOf(choice.request), choice.request.isKg, i18n.language);

  const run = async () => {
    if (isSending.current) return;
    isSending.current = true;
    setFailure(null);
    try {
      const answer = await retire.mutateAsync({ request: choice.request, idempotencyKey });
      showToast({ message: t('done', { number: answer.certificateNumber, quantity }) });
      void navigate(certificatePathOf(answer.emitCertificationId));
    } catch (error) {
      const text = failureText(error, t('failed'));
      const problems = refusalProblems(error);
      isSending.current = false;
      if (Object.keys(problems).length > 0) {
        onRefused({ text, problems });
        return;
      }
      // The dialog closes and gives the focus back to Retirar, under the alert that says why.
      setConfirming(false);
      setFailure(text);
    }
  };

  return (
    <section aria-labelledby="retire-summary-title">
      <h2 className="h5" id="retire-summary-title" ref={headingRef} tabIndex={-1}>
        {t('summary.title')}
      </h2>
      <p>{t('summary.intro')}</p>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <SummaryDetails position={position} choice={choice} />
      <p className="alert alert-warning fw-semibold">{t('summary.warning')}</p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
          {t('summary.back')}
        </button>
        <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
          {t('summary.retire')}
        </button>
      </div>
      <ConfirmDialog
        show={isConfirming}
        title={t('confirm.title')}
        consequence={t('confirm.consequence', {
          quantity,
          serial: position.serial,
          beneficiary: choice.request.beneficiary.name,
        })}
        confirmLabel={t('summary.retire')}
        isIrreversible
        isPending={retire.isPending}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
