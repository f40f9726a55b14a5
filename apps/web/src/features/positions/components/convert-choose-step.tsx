import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Position } from '@registry/contract/ledger/ledger-api';
import { useFocusOnMount } from '../../../hooks/use-focus-on-mount';
import { PositionsTable } from './positions-table';

interface ConvertChooseStepProps {
  /** The blocks that may convert: active, in tonnes. */
  positions: readonly Position[];
  /** Back from the block's step, the heading takes the focus (not when the page opens). */
  isFocusWanted: boolean;
  onChoose: (position: Position) => void;
}

/** The first step of /convert-to-kg: the blocks in tonnes, each with "Convert to kg". */
export function ConvertChooseStep({ positions, isFocusWanted, onChoose }: ConvertChooseStepProps) {
  const { t } = useTranslation('positions');
  const titleId = useId();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(isFocusWanted);
  return (
    <section aria-labelledby={titleId}>
      <h2 className="h5" id={titleId} ref={headingRef} tabIndex={-1}>
        {t('convertPage.chooseTitle')}
      </h2>
      <PositionsTable
        positions={positions}
        canTransfer={false}
        canConvert
        onTransfer={() => undefined}
        onConvert={onChoose}
      />
    </section>
  );
}
