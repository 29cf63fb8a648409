import { PageViews, viewsPrefetch, type PageView } from '@/kit/page/PageViews';
import { prefetchList } from '@/kit/list/source';
import { PersonsView, personsSource } from '@/features/person/pages/safety-person/PersonsView';
import { CertsView, certsSource } from '@/features/person/pages/safety-person/CertsView';

const views: PageView[] = [
  { value: 'persons', label: '安全管理人员', render: () => <PersonsView />, prefetch: prefetchList(personsSource) },
  { value: 'certs', label: '证书', render: () => <CertsView />, prefetch: prefetchList(certsSource) },
];
export const prefetch = viewsPrefetch(views);

/** 安全管理人员: the unit's safety-management staff, their certificates (expiring ones flagged) and the equipment they are bound to. */
export default function SafetyPersonPage() {
  return <PageViews views={views} />;
}
