import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEE_KINDS,
  FEE_MAX_CENTS,
  PER_TONNE_FEES,
  type FeeKind,
  type SetFeeRequest,
} from '@registry/contract/billing/billing-api';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast-context';
import { failureText } from '../../../lib/ledger-call';
import { TextField } from '../../credit-management/components/text-field';
import { useSetFee } from '../api/billing-queries';
import { formatMoney, formatRate, parseMoney } from '../utils/money';

type Problems = Partial<Record<'amount' | 'tax' | 'currency' | 'validFrom', string>>;

const todayOf = () => new Date().toISOString().slice(0, 10);

/**
 * The certifier adds a price to the schedule: kind, amount (per tonne for
 * the levy and the retirement fee), tax, currency and the day it applies
 * from (today or later); a summary to confirm, then the schedule shows it.
 */
export function FeeForm() {
  const { t, i18n } = useTranslation('invoicing');
  const id = useId();
  const { showToast } = useToast();
  const setFee = useSetFee();
  const [kind, setKind] = useState<FeeKind>('issuanceLevy');
  const [amount, setAmount] = useState('');
  const [tax, setTax] = useState('0');
  const [currency, setCurrency] = useState('USD');
  const [validFrom, setValidFrom] = useState(todayOf);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [request, setRequest] = useState<SetFeeRequest | null>(null);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = parseMoney(amount);
    const taxPercent = Number(tax.replace(',', '.'));
    const found: Problems = {};
    if (amountCents === null || amountCents > FEE_MAX_CENTS) found.amount = t('form.amountInvalid');
    if (!/^\d{1,3}([.,]\d{1,2})?$/.test(tax.trim()) || taxPercent > 100)
      found.tax = t('form.taxInvalid');
    if (!/^[A-Z]{3}$/.test(currency)) found.currency = t('form.currencyInvalid');
    if (!validFrom || validFrom < todayOf()) found.validFrom = t('form.validFromInvalid');
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || amountCents === null) return;
    setRequest({
      kind,
      amountCents,
      taxRateBp: Math.round(taxPercent * 100),
      currency,
      validFrom,
    });
  };

  const save = async () => {
    if (!request) return;
    try {
      await setFee.mutateAsync(request);
      showToast({ message: t('form.saved', { kind: t(`kinds.${request.kind}`) }) });
      setRequest(null);
      setAmount('');
    } catch (error) {
      setRequest(null);
      setFailure(failureText(error, t('form.failed')));
    }
  };

  return (
    <form noValidate onSubmit={check} aria-labelledby={`${id}-title`} className="mb-4">
      <h3 id={`${id}-title`} className="h5">
        {t('form.title')}
      </h3>
      {failure && (
        <div className="alert alert-danger" role="alert">
          {failure}
        </div>
      )}
      <div className="row g-2">
        <div className="col-12 col-md-6 col-lg-4 mb-3">
          <label className="form-label" htmlFor={`${id}-kind`}>
            {t('fees.kind')}
          </label>
          <select
            id={`${id}-kind`}
            className="form-select"
            value={kind}
            onChange={(event) => setKind(event.target.value as FeeKind)}
          >
            {FEE_KINDS.map((item) => (
              <option key={item} value={item}>
                {t(`kinds.${item}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-6 col-lg-4">
          <TextField
            id={`${id}-amount`}
            label={PER_TONNE_FEES.includes(kind) ? t('form.amountPerTonne') : t('form.amount')}
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            error={problems.amount}
            help={t('form.amountHelp')}
          />
        </div>
        <div className="col-6 col-lg-2">
          <TextField
            id={`${id}-tax`}
            label={t('form.tax')}
            value={tax}
            onChange={setTax}
            inputMode="decimal"
            error={problems.tax}
          />
        </div>
        <div className="col-6 col-lg-2">
          <TextField
            id={`${id}-currency`}
            label={t('form.currency')}
            value={currency}
            onChange={(value) => setCurrency(value.toUpperCase())}
            maxLength={3}
            error={problems.currency}
          />
        </div>
        <div className="col-12 col-md-6 col-lg-4">
          <TextField
            id={`${id}-from`}
            label={t('fees.validFrom')}
            type="date"
            value={validFrom}
            min={todayOf()}
            onChange={setValidFrom}
            error={problems.validFrom}
            help={t('form.validFromHelp')}
          />
        </div>
      </div>
      <button type="submit" className="btn btn-primary">
        {t('form.review')}
      </button>
      <ConfirmDialog
        show={request !== null}
        title={t('form.confirmTitle')}
        consequence={
          request &&
          t('form.consequence', {
            kind: t(`kinds.${request.kind}`),
            amount: formatMoney(request.amountCents, request.currency, i18n.language),
            tax: formatRate(request.taxRateBp, i18n.language),
            from: request.validFrom,
          })
        }
        confirmLabel={t('form.save')}
        isPending={setFee.isPending}
        onConfirm={() => void save()}
        onCancel={() => setRequest(null)}
      />
    </form>
  );
}
