import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { useFocusOnMount } from '../../../hooks/use-focus-on-mount';
import { useConvertFlow, type Conversion } from '../hooks/use-convert-flow';
import { isValidTonnes } from '../utils/convertible';
import { formatQuantity, KG_PER_TONNE } from '../utils/quantities';
import { ConvertConfirmDialog } from './convert-confirm-dialog';
import { ConvertTonnesField } from './convert-tonnes-field';

interface ConvertFormStepProps {
  position: Position;
  /** Chosen from the list, the step's heading takes the focus (not when the page opens on it). */
  isFocusWanted: boolean;
  onChooseAnother: () => void;
  onConverted: (done: Conversion) => void;
}

/** The block chosen, the whole tonnes to convert and what they become, then the confirmation. */
export function ConvertFormStep({
  position,
  isFocusWanted,
  onChooseAnother,
  onConverted,
}: ConvertFormStepProps) {
  const { t, i18n } = useTranslation('positions');
  const titleId = useId();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(isFocusWanted);
  const flow = useConvertFlow(position, onConverted);
  const isValid = isValidTonnes(flow.tonnes, flow.max);

  return (
    <section aria-labelledby={titleId}>
      <h2 className="h5" id={titleId} ref={headingRef} tabIndex={-1}>
        {t('convertPage.blockTitle')}
      </h2>
      <dl className="row">
        <dt className="col-sm-4">{t('columns.project')}</dt>
        <dd className="col-sm-8">{position.projectName}</dd>
        <dt className="col-sm-4">{t('columns.vintage')}</dt>
        <dd className="col-sm-8">{position.vintage}</dd>
        <dt className="col-sm-4">{t('columns.serial')}</dt>
        <dd className="col-sm-8 font-monospace small">{position.serial}</dd>
        <dt className="col-sm-4">{t('columns.quantity')}</dt>
        <dd className="col-sm-8">
          {formatQuantity(position.quantityKg, position.divisible, i18n.language)}
        </dd>
        <dt className="col-sm-4">{t('columns.account')}</dt>
        <dd className="col-sm-8">
          {position.subAccountId === null
            ? t('account.main')
            : t('account.sub', { name: position.accountName })}
        </dd>
      </dl>
      <form noValidate onSubmit={flow.check}>
        <p>{t('convertDialog.explain')}</p>
        <div className="mb-3">
          <ConvertTonnesField flow={flow} />
        </div>
        {/* What the tonnes typed become, read out as they change. */}
        <p role="status" className="mb-3">
          {isValid &&
            t('convertPage.becomes', {
              tonnes: flow.shownTonnes,
              serial: position.serial,
              kg: formatQuantity(Number(flow.tonnes) * KG_PER_TONNE, true, i18n.language),
            })}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline-secondary" onClick={onChooseAnother}>
            {t('convertPage.chooseAnother')}
          </button>
          <button type="submit" className="btn btn-primary">
            {t('continue')}
          </button>
        </div>
      </form>
      <ConvertConfirmDialog flow={flow} />
    </section>
  );
}
