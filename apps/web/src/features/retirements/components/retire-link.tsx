import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { retirePathOf } from '../utils/retire-path';

/** "Retire" of a block's row: the retirement form, prefilled with the whole block. */
export function RetireLink({ position }: { position: Position }) {
  const { t } = useTranslation('retirements');
  return (
    <Link to={retirePathOf(position)} className="btn btn-sm btn-outline-danger">
      {t('retire')}
    </Link>
  );
}
