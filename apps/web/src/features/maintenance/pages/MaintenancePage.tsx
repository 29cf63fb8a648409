import { prefetchList } from '@/kit/list/source';
import { PageViews, viewsPrefetch, type PageView } from '@/kit/page/PageViews';
import { UnitsView, unitsSource } from './maintenance/UnitsView';
import { RecordsView, recordsSource } from './maintenance/RecordsView';
import { ProjectApplyView, projectApplySource } from './maintenance/ProjectApplyView';
import { PriceApplyView, priceApplySource } from './maintenance/PriceApplyView';

const views: PageView[] = [
  { value: 'units', label: '维保单位', render: () => <UnitsView />, prefetch: prefetchList(unitsSource) },
  { value: 'records', label: '维保记录', render: () => <RecordsView />, prefetch: prefetchList(recordsSource) },
  {
    value: 'project',
    label: '维保项目申请',
    render: () => <ProjectApplyView />,
    prefetch: prefetchList(projectApplySource),
  },
  { value: 'price', label: '维保价格申请', render: () => <PriceApplyView />, prefetch: prefetchList(priceApplySource) },
];
export const prefetch = viewsPrefetch(views);

/** 维保详情: the maintenance units of the unit's equipment, their records, and the maintenance project and price applications. */
export default function MaintenancePage() {
  return <PageViews views={views} />;
}
