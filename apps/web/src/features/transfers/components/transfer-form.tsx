import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import type { TransferCompany } from '@registry/contract/ledger/transfer-companies';
import { RequiredAsterisk } from '../../../components/ui/required-asterisk';
import { unitsOf } from '../../positions/utils/quantities';
import { useTransferCompanies } from '../api/transfers';
import { useFocusOnMount } from '../../../hooks/use-focus-on-mount';

/** What the user chose: the receiver, its account and how much. */
export interface TransferChoice {
  company: TransferCompany;
  subAccountId: number | null;
  quantity: number;
}

interface TransferFormProps {
  position: Position;
  initial: { quantity: string; choice: TransferChoice | null };
  isCertifier: boolean;
  onContinue: (choice: TransferChoice) => void;
}

type Problems = Partial<Record<'company' | 'quantity', string>>;

/** The receiving company (searched), its sub-account if any, and the quantity. */
export function TransferForm({ position, initial, isCertifier, onContinue }: TransferFormProps) {
  const { t } = useTranslation('transfers');
  const id = useId();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const companies = useTransferCompanies(deferredSearch, isCertifier);
  const [company, setCompany] = useState<TransferCompany | null>(initial.choice?.company ?? null);
  const [subAccountId, setSubAccountId] = useState(initial.choice?.subAccountId ?? null);
  const [quantity, setQuantity] = useState(initial.quantity);
  // Back from the summary, the form's heading takes the focus (not on the page's first show).
  const headingRef = useFocusOnMount<HTMLHeadingElement>(initial.choice !== null);
  const [problems, setProblems] = useState<Problems>({});
  const max = unitsOf(position);
  const unit = position.divisible ? 'kg' : 't';
  const listed = companies.data ?? [];
  const options =
    company && !listed.some((c) => c.id === company.id) ? [company, ...listed] : listed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    const value = Number(quantity);
    if (!company) found.company = t('form.companyRequired');
    if (quantity.trim() === '' || !Number.isInteger(value) || value < 1 || value > max) {
      found.quantity = t('form.quantityInvalid', { max, unit });
    }
    setProblems(found);
    if (company && Object.keys(found).length === 0) {
      onContinue({ company, subAccountId, quantity: value });
    }
  };

  const errorOf = (key: keyof Problems) =>
    problems[key] ? (
      <div className="invalid-feedback d-block" id={`${id}-${key}-error`}>
        {problems[key]}
      </div>
    ) : null;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 className="h5" id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t('form.title')}
      </h2>
      <div className="mb-3">
        <label htmlFor={`${id}-search`} className="form-label">
          {t('form.search')}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className="form-control"
          value={search}
          maxLength={120}
          aria-describedby={`${id}-search-help`}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className="form-text" id={`${id}-search-help`}>
          {companies.isError ? t('form.searchError') : t('form.searchHelp')}
        </div>
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-company`} className="form-label">
          {t('form.company')}
          <RequiredAsterisk />
        </label>
        <select
          id={`${id}-company`}
          className={`form-select ${problems.company ? 'is-invalid' : ''}`}
          value={company?.id ?? ''}
          aria-invalid={problems.company ? true : undefined}
          aria-describedby={problems.company ? `${id}-company-error` : undefined}
          onChange={(event) => {
            setCompany(options.find((c) => c.id === Number(event.target.value)) ?? null);
            setSubAccountId(null);
          }}
        >
          <option value="">
            {options.length === 0 ? t('form.noCompany') : t('form.chooseCompany')}
          </option>
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.companyId})
            </option>
          ))}
        </select>
        {errorOf('company')}
      </div>
      {company && company.subAccounts.length > 0 && (
        <div className="mb-3">
          <label htmlFor={`${id}-account`} className="form-label">
            {t('form.account')}
          </label>
          <select
            id={`${id}-account`}
            className="form-select"
            value={subAccountId ?? ''}
            onChange={(event) =>
              setSubAccountId(event.target.value === '' ? null : Number(event.target.value))
            }
          >
            <option value="">{t('mainAccount')}</option>
            {company.subAccounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="mb-3">
        <label htmlFor={`${id}-quantity`} className="form-label">
          {t('form.quantity', { unit, max })}
          <RequiredAsterisk />
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          className={`form-control ${problems.quantity ? 'is-invalid' : ''}`}
          value={quantity}
          aria-invalid={problems.quantity ? true : undefined}
          aria-describedby={problems.quantity ? `${id}-quantity-error` : undefined}
          onChange={(event) => setQuantity(event.target.value)}
        />
        {errorOf('quantity')}
      </div>
      <button type="submit" className="btn btn-primary">
        {t('form.continue')}
      </button>
    </form>
  );
}
