import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconHistory, IconReplace } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormPage } from '@/kit/form/FormPage';
import { openFormDialog } from '@/kit/form/FormDialog';
import { FieldGrid } from '@/kit/detail/DetailView';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { AttachmentPanel } from '@/kit/attachments/AttachmentPanel';
import { useUnitDetail, type UnitDetail } from '@/shared/unit/api/unit-detail';
import { useInspectionOrg } from '@/features/company/api/inspection-org';
import { useSaveUnit } from '@/features/company/api/save-unit';
import { useApplyUnitChange } from '@/features/company/api/apply-unit-change';

import {
  changedIdentity,
  unitSaveBody,
  unitSections,
  unitValuesOf,
  type UnitValues,
} from '@/features/company/unit-form';
import { linkTo } from '@/platform/routing';

const PENDING_MESSAGE = '本单位已有一条待审核的单位信息变更申请，审核完成前不能再次申请。';

type ChangeValues = { orgname: string; creditCode: string; legalPerson: string; changeReason: string };

/** 所属检验机构: the inspection body of the signed-in user; a unit account that belongs to none says so. */
function InspectionOrgCard() {
  const org = useInspectionOrg();
  return (
    <PageCard title="所属检验机构">
      {org.isError ? (
        <Text size="sm" c="dimmed">
          {org.error.message}
        </Text>
      ) : (
        <QueryState query={org} minHeight={60}>
          {(o) => (
            <FieldGrid
              fields={[
                { label: '检验机构', value: o.orgName },
                { label: '部门', value: o.deptName },
                {
                  label: '核准证号',
                  value: o.approvalNo ? `${o.approvalNo}（有效期至 ${o.approvalExpireDate ?? '—'}）` : null,
                },
                { label: '联系人', value: o.contactPerson },
                { label: '联系电话', value: o.contactPhone },
                { label: '地址', value: o.address },
              ]}
            />
          )}
        </QueryState>
      )}
    </PageCard>
  );
}

function UnitForm({ unit }: { unit: UnitDetail }) {
  const [initial] = useState<UnitValues>(() => unitValuesOf(unit));
  const save = useSaveUnit();
  const change = useApplyUnitChange();
  const pending = !!unit.hasPendingChange;

  const applyChange = () => {
    if (pending) {
      notifications.show({ color: 'orange', title: '不能再次申请变更', message: PENDING_MESSAGE });
      return;
    }
    void openFormDialog<ChangeValues>({
      title: '单位信息变更申请',
      description: '修改单位名称、统一社会信用代码或法定代表人，并上传变更后的营业执照；审核通过后生效。',
      sections: [
        {
          title: '变更内容',
          fields: [
            { name: 'orgname', label: '单位名称', required: true, span: 2, maxLength: 100 },
            { name: 'creditCode', label: '统一社会信用代码', required: true, rule: 'creditCode', maxLength: 18 },
            { name: 'legalPerson', label: '法定代表人', required: true, maxLength: 30 },
            { name: 'changeReason', label: '变更原因', kind: 'textarea', required: true, span: 2, maxLength: 500 },
          ],
        },
      ],
      initialValues: {
        orgname: initial.orgname,
        creditCode: initial.creditCode,
        legalPerson: initial.legalPerson,
        changeReason: '',
      },
      file: {
        label: '变更后的营业执照',
        required: true,
        accept: 'image/*,.pdf',
        description: '图片或 PDF，须与变更后的信息一致',
      },
      submitLabel: '提交变更申请',
      successMessage: '变更申请已提交，等待审核',
      onSubmit: async (v, file) => {
        const changed = changedIdentity(initial, v);
        if (!Object.keys(changed).length)
          throw new Error('单位名称、统一社会信用代码、法定代表人均未修改，无需申请变更');
        // The dialog requires the file before it submits.
        await change.mutateAsync({ id: unit.id, changeReason: v.changeReason.trim(), file: file!, ...changed });
      },
    });
  };

  return (
    <Stack gap={0}>
      <PageCard>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3}>{unit.orgname}</Title>
            <Text size="sm" c="dimmed" mt={4}>
              统一社会信用代码 {unit.creditCode}
              {unit.updateDate ? ` · 最近更新 ${unit.updateDate}` : ''}
            </Text>
          </div>
          <Group gap="xs">
            <Button leftSection={<IconReplace size={16} />} variant="light" onClick={applyChange}>
              申请变更
            </Button>
            <Button
              component={Link}
              to={linkTo('company_info_history')}
              variant="default"
              leftSection={<IconHistory size={16} />}
            >
              变更记录
            </Button>
          </Group>
        </Group>
      </PageCard>
      {pending && (
        <Alert color="orange" mb="md" title="有待审核的变更申请" data-testid="pending-change">
          {PENDING_MESSAGE}
          <Anchor component={Link} to={linkTo('company_info_history')} size="sm" ml={4} c="orange.9" fw={600}>
            查看变更记录
          </Anchor>
        </Alert>
      )}
      <InspectionOrgCard />
      <FormPage<UnitValues>
        operation="edit"
        initialValues={initial}
        sections={unitSections}
        draftKey={`company.unit.${unit.id}`}
        allowCommit={false}
        onSave={(values) => save.mutateAsync(unitSaveBody(values))}
        extra={
          <PageCard title="营业执照及其他附件">
            <AttachmentPanel attrefsysid={unit.attrefsysid || unit.id} attType="营业执照" />
          </PageCard>
        }
      />
    </Stack>
  );
}

/** 单位信息维护: the unit's information, saved directly except its identity, which is changed by an audited application. */
export default function UnitMaintainPage() {
  const unit = useUnitDetail();
  return (
    <QueryState query={unit} minHeight={240}>
      {(u) => <UnitForm key={u.id} unit={u} />}
    </QueryState>
  );
}
