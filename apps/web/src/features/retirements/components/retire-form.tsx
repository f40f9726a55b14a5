import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { useFocusOnMount } from '../../../hooks/use-focus-on-mount';
import { focusIntoView } from '../../../lib/focus-into-view';
import { useCountries } from '../../auth/api/countries';
import { useDocumentTypes } from '../../auth/hooks/use-document-types';
import { usePassiveSubjects } from '../api/retirements';
import { checkRetireDraft } from '../utils/check-retire-draft';
import {
  DRAFT_FIELDS,
  type DraftField,
  type Problems,
  type RetireDraft,
} from '../utils/retire-draft';
import { toRetireChoice, type RetireChoice } from '../utils/retire-choice';
import { BeneficiaryFields } from './beneficiary-fields';
import { CarbonTaxFields } from './carbon-tax-fields';
import type { DraftSectionProps } from './draft-section';
import { PurposeFields } from './purpose-fields';
import { QuantityFields } from './quantity-fields';
import { VisibilityFields } from './visibility-fields';

/** In a group of radios, the checked one (where a Tab would land), else none. */
function checkedRadioOf(element: HTMLElement): HTMLElement | null {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio') return null;
  const group = [...document.getElementsByName(element.name)];
  return group.find((radio) => radio instanceof HTMLInputElement && radio.checked) ?? null;
}

/** A refusal of the API that sent the user back to the form: its text and the fields it names. */
export interface Refusal {
  text: string;
  problems: Problems;
}

interface RetireFormProps {
  position: Position;
  initial: RetireDraft;
  /** The unit is a choice (a divisible block, or a route that asked for kg). */
  isUnitChosen: boolean;
  /** Back from the summary: the heading takes the focus. */
  isReturning: boolean;
  refusal: Refusal | null;
  onContinue: (choice: RetireChoice) => void;
}

/**
 * The retirement's quantity, beneficiary, purpose and publicity. Continuar
 * checks every field, says what is wrong under each and focuses the first;
 * nothing typed is lost.
 */
export function RetireForm({
  position,
  initial,
  isUnitChosen,
  isReturning,
  refusal,
  onContinue,
}: RetireFormProps) {
  const { t } = useTranslation('retirements');
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Problems>(refusal?.problems ?? {});
  // After Continuar or a refusal, the first field with a message takes the focus (once rendered).
  const [focusRequest, setFocusRequest] = useState(refusal ? 1 : 0);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(isReturning && !refusal);
  const countries = useCountries();
  const documentTypes = useDocumentTypes(draft.countryId === '' ? null : Number(draft.countryId));
  const isCarbonTax = draft.purpose === 'carbonTax';
  const passiveSubjects = usePassiveSubjects(isCarbonTax);
  const idOf = (field: DraftField) => `${id}-${field}`;

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = DRAFT_FIELDS.find((field) => problems[field]);
    const element = first ? document.getElementById(idOf(first)) : null;
    if (element) focusIntoView(checkedRadioOf(element) ?? element);
    // Only when a new check asked for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const section: DraftSectionProps = {
    draft,
    onChange: (field, value) => setDraft((current) => ({ ...current, [field]: value })),
    idOf,
    problemOf: (field) => {
      const problem = problems[field];
      if (!problem) return undefined;
      return 'text' in problem ? problem.text : t(problem.key, problem.values);
    },
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkRetireDraft(draft, position);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((request) => request + 1);
      return;
    }
    onContinue(
      toRetireChoice(draft, position, {
        countries: countries.data ?? [],
        documentTypes: documentTypes ?? [],
        passiveSubjects: passiveSubjects.data ?? [],
      }),
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 className="h5" id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {t('form.title')}
      </h2>
      {refusal && (
        <div className="alert alert-danger" role="alert">
          {t('form.refused', { message: refusal.text })}
        </div>
      )}
      <QuantityFields position={position} isUnitChosen={isUnitChosen} {...section} />
      <BeneficiaryFields
        countries={countries.data ?? []}
        isCountriesError={countries.isError}
        documentTypes={documentTypes}
        {...section}
      />
      <PurposeFields {...section} />
      {isCarbonTax && (
        <CarbonTaxFields
          passiveSubjects={passiveSubjects.data}
          isPassiveSubjectsError={passiveSubjects.isError}
          {...section}
        />
      )}
      <VisibilityFields {...section} />
      <button type="submit" className="btn btn-primary">
        {t('form.continue')}
      </button>
    </form>
  );
}
