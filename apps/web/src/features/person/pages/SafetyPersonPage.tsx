import { PageViews } from '@/kit/page/PageViews';
import { PersonsView } from '@/features/person/pages/safety-person/PersonsView';
import { CertsView } from '@/features/person/pages/safety-person/CertsView';

/** 安全管理人员: the unit's safety-management staff, their certificates (expiring ones flagged) and the equipment they are bound to. */
export default function SafetyPersonPage() {
  return (
    <PageViews views={[
      { value: 'persons', label: '安全管理人员', render: () => <PersonsView /> },
      { value: 'certs', label: '证书', render: () => <CertsView /> },
    ]} />
  );
}
