import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARBON_TAX_REPORT_FORMATS,
  type CarbonTaxReportFormat,
} from '@registry/contract/retirements/carbon-tax-report';
import { useToast } from '../../../components/ui/toast-context';
import { failureText } from '../../../lib/ledger-call';
import { downloadCarbonTaxReport } from '../api/download-carbon-tax-report';
import type { ReportFilter } from '../utils/report-filter';

interface ReportDownloadsProps {
  filter: ReportFilter;
  /** The filter cannot be asked (an inverted range): no file either. */
  isDisabled: boolean;
}

/**
 * The report's files (CSV, XLSX, PDF) for the filter shown, every row in them.
 * One file at a time; the one on its way says so. A refusal shows the API's
 * message.
 */
export function ReportDownloads({ filter, isDisabled }: ReportDownloadsProps) {
  const { t } = useTranslation('reports');
  const { showToast } = useToast();
  const [downloading, setDownloading] = useState<CarbonTaxReportFormat | null>(null);

  const download = async (format: CarbonTaxReportFormat) => {
    setDownloading(format);
    try {
      await downloadCarbonTaxReport(format, filter, t('downloads.fileName'));
    } catch (error) {
      showToast({ message: failureText(error, t('downloads.failed')), variant: 'danger' });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div role="group" aria-label={t('downloads.title')} className="d-flex flex-wrap gap-2">
      {CARBON_TAX_REPORT_FORMATS.map((format) => {
        const isBusy = downloading === format;
        return (
          <button
            key={format}
            type="button"
            className="btn btn-outline-primary"
            disabled={isDisabled || downloading !== null}
            aria-busy={isBusy || undefined}
            onClick={() => void download(format)}
          >
            {isBusy && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {t(`downloads.${format}`)}
            {isBusy && <span className="visually-hidden"> {t('downloads.downloading')}</span>}
          </button>
        );
      })}
    </div>
  );
}
