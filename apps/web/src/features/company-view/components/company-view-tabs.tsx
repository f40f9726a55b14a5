import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import type { CompanyView } from '@registry/contract/company/company-view';
import { BillingInformationTab } from './billing-information-tab';
import { DueDiligenceTab } from './due-diligence-tab';
import { GeneralInformationTab } from './general-information-tab';

export const COMPANY_VIEW_TABS = [
  'generalInformation',
  'billingInformation',
  'dueDiligence',
] as const;

/** The three tabs of the read-only view, the first one selected (spec section 2). */
export function CompanyViewTabs({ company }: { company: CompanyView }) {
  const { t } = useTranslation('companyView');
  return (
    <Tabs
      id="company-view-tabs"
      defaultActiveKey="generalInformation"
      mountOnEnter
      unmountOnExit
      transition={false}
      className="mb-3 company-view-tabs"
    >
      <Tab eventKey="generalInformation" title={t('tabs.generalInformation')}>
        <GeneralInformationTab company={company} />
      </Tab>
      <Tab eventKey="billingInformation" title={t('tabs.billingInformation')}>
        <BillingInformationTab company={company} />
      </Tab>
      <Tab eventKey="dueDiligence" title={t('tabs.dueDiligence')}>
        <DueDiligenceTab company={company} />
      </Tab>
    </Tabs>
  );
}
