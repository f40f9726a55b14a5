import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MAX_CARBON_TAX_ROWS,
  type CarbonTaxRetirement,
  type CarbonTaxReportAnswer,
} from '@registry/contract/retirements/carbon-tax-report';
import { PageHeader } from '../../../components/ui/page-header';
import { useRouteTitle } from '../../../hooks/use-route-title';
import { useSession } from '../../../hooks/use-session';
import { failureText } from '../../../lib/ledger-call';
import { useCarbonTaxReport } from '../api/carbon-tax-report';
import {
  isRangeInverted,
  readReportFilter,
  reportQueryString,
  type ReportFilter,
} from '../utils/report-filter';
import { ReportDownloads } from './report-downloads';
import { ReportFilters } from './report-filters';
import { ReportTable } from './report-table';
import { ReportTotals } from './report-totals';
import { TonnesByMonthChart } from './tonnes-by-month-chart';

const NO_ROWS: readonly CarbonTaxRetirement[] = [];
const NO_OPTIONS: CarbonTaxReportAnswer['options'] = { passiveSubjects: [], projects: [] };

/**
 * /emit-certification-report (report permit; DESIGN.md 4.4): the carbon-tax
 * retirements, every one for a government, those naming it for a passive
 * subject, filtered by days, passive subject and project (kept in the
 * address), with their totals, tonnes per month, the rows and the files.
 */
export function CarbonTaxReportPage() {
  const { t, i18n } = useTranslation('reports');
  const title = useRouteTitle();
  const claims = useSession();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readReportFilter(params), [params]);
  const isInverted = isRangeInverted(filter);
  const report = useCarbonTaxReport(filter, !isInverted);
  const answer = report.data;
  const isPassiveSubject = claims?.typeAccount === 'passivesubject';
  const number = new Intl.NumberFormat(i18n.language);

  const changeFilter = (next: ReportFilter) =>
    setParams(new URLSearchParams(reportQueryString(next)));

  return (
    <>
      <PageHeader
        title={title}
        description={t(isPassiveSubject ? 'description.passiveSubject' : 'description.gov')}
        actions={<ReportDownloads filter={filter} isDisabled={isInverted} />}
      />
      <ReportFilters
        filter={filter}
        options={answer?.options ?? NO_OPTIONS}
        onChange={changeFilter}
      />
      {!isInverted && (
        <div aria-busy={report.isFetching || undefined}>
          {answer && !report.isError && (
            <>
              <ReportTotals totals={answer.totals} />
              {answer.byMonth.length > 0 && <TonnesByMonthChart months={answer.byMonth} />}
              {answer.truncated && (
                <p className="alert alert-info" role="note">
                  {t('table.truncated', {
                    shown: number.format(answer.retirements.length || MAX_CARBON_TAX_ROWS),
                    total: number.format(answer.totals.retirements),
                  })}
                </p>
              )}
            </>
          )}
          <ReportTable
            retirements={report.isError ? NO_ROWS : (answer?.retirements ?? NO_ROWS)}
            isLoading={report.isPending}
            error={report.isError ? failureText(report.error, t('loadError')) : null}
            onRetry={() => void report.refetch()}
          />
        </div>
      )}
    </>
  );
}
