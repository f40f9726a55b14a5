import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../../../hooks/use-focus-on-mount';
import type { Conversion } from '../hooks/use-convert-flow';
import { formatQuantity, KG_PER_TONNE } from '../utils/quantities';

interface ConvertDoneProps {
  conversion: Conversion;
  onConvertAnother: () => void;
}

/** After a conversion: what it made, the way to /my-positions where it shows, or another one. */
export function ConvertDone({ conversion, onConvertAnother }: ConvertDoneProps) {
  const { t, i18n } = useTranslation('positions');
  const titleId = useId();
  // The confirmation and the form went away: the result takes the focus, never the page.
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="border rounded p-3" aria-labelledby={titleId}>
      <h2 className="h5" id={titleId} ref={headingRef} tabIndex={-1}>
        {t('convertPage.doneTitle')}
      </h2>
      <p>
        {t('convertPage.done', {
          tonnes: new Intl.NumberFormat(i18n.language).format(conversion.tonnes),
          serial: conversion.serial,
          kg: formatQuantity(conversion.tonnes * KG_PER_TONNE, true, i18n.language),
        })}
      </p>
      <div className="d-flex flex-wrap gap-2">
        <Link to="/my-positions" className="btn btn-primary">
          {t('convertPage.goToPositions')}
        </Link>
        <button type="button" className="btn btn-outline-secondary" onClick={onConvertAnother}>
          {t('convertPage.convertAnother')}
        </button>
      </div>
    </section>
  );
}
