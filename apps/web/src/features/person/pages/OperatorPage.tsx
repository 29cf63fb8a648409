import { PageViews } from '@/kit/page/PageViews';
import { OperatorsView } from '@/features/person/pages/operator/OperatorsView';
import { CertsView } from '@/features/person/pages/operator/CertsView';
import { EmploymentView } from '@/features/person/pages/operator/EmploymentView';

/** 作业人员: the unit's operators, their certificates (expiring ones flagged) and their employment. */
export default function OperatorPage() {
  return (
    <PageViews views={[
      { value: 'operators', label: '作业人员', render: () => <OperatorsView /> },
      { value: 'certs', label: '资格证', render: () => <CertsView /> },
      { value: 'employ', label: '聘用管理', render: () => <EmploymentView /> },
    ]} />
  );
}
