import { PageViews, viewsPrefetch, type PageView } from '@/kit/page/PageViews';
import { prefetchList } from '@/kit/list/source';
import { OperatorsView, operatorsSource } from '@/features/person/pages/operator/OperatorsView';
import { CertsView, certsSource } from '@/features/person/pages/operator/CertsView';
import { EmploymentView, employmentSource } from '@/features/person/pages/operator/EmploymentView';

const views: PageView[] = [
  { value: 'operators', label: '作业人员', render: () => <OperatorsView />, prefetch: prefetchList(operatorsSource) },
  { value: 'certs', label: '资格证', render: () => <CertsView />, prefetch: prefetchList(certsSource) },
  { value: 'employ', label: '聘用管理', render: () => <EmploymentView />, prefetch: prefetchList(employmentSource) },
];
export const prefetch = viewsPrefetch(views);

/** 作业人员: the unit's operators, their certificates (expiring ones flagged) and their employment. */
export default function OperatorPage() {
  return <PageViews views={views} />;
}
