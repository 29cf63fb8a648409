import { PageViews } from '@/kit/page/PageViews';
import { UnitsView } from './weibao/UnitsView';
import { RecordsView } from './weibao/RecordsView';
import { ProjectApplyView } from './weibao/ProjectApplyView';
import { PriceApplyView } from './weibao/PriceApplyView';

/** 维保详情: the maintenance units of the unit's equipment, their records, and the maintenance project and price applications. */
export default function MaintenancePage() {
  return (
    <PageViews
      views={[
        { value: 'units', label: '维保单位', render: () => <UnitsView /> },
        { value: 'records', label: '维保记录', render: () => <RecordsView /> },
        { value: 'project', label: '维保项目申请', render: () => <ProjectApplyView /> },
        { value: 'price', label: '维保价格申请', render: () => <PriceApplyView /> },
      ]}
    />
  );
}
