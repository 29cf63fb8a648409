import { Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { SAME_TAB_STATE } from '@/platform/tab-identity';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { ApplicationDetail } from '@/kit/lifecycle/ApplicationDetail';
import { ApplicationTrail } from '@/kit/lifecycle/ApplicationTrail';
import { registChangeKey } from '@/features/registration-change/api/keys';
import { ApplicationFlowCard } from '@/shared/application/ApplicationFlowCard';
import { can } from '@/kit/lifecycle/lifecycle';
import { useRegistChangeDetail } from '@/features/registration-change/api/regist-change-detail';
import type { RegistChange } from '@/features/registration-change/api/regist-change-list';
import { FIRST_PAGE, equipmentListQuery } from '@/shared/equipment/api/equipment-list';
import { RETURNED } from '@/features/registration-change/applications';
import { useRegistChangeCalls } from '@/features/registration-change/regist-change';
import { linkTo, routeByName } from '@/platform/routing';
import { MissingRecord } from '@/kit/page/MissingRecord';
import { RecordTable } from '@/kit/RecordTable';
import { beforeAfterColumns } from '@/features/registration-change/change-values';
import { ChangeForm } from './regist-change/ChangeForm';

const IN_TAB = { replace: true, state: SAME_TAB_STATE } as const;

function ChangeItemsTable({ items }: { items: RegistChange['changeItems'] }) {
  return (
    <RecordTable
      label="变更内容"
      rows={items}
      rowKey={(i) => i.fieldCode}
      minWidth={640}
      title={{ title: '变更项目', width: 200, cell: (i) => i.fieldName }}
      columns={beforeAfterColumns<(typeof items)[number]>(
        (i) => i.oldValue,
        (i) => i.newValue,
        '（空）',
      )}
    />
  );
}

/** One application: its change items before / after, opinion, flow, attachments and the actions its status allows. */
function View({ id }: { id: string }) {
  const navigate = useNavigate();
  const detail = useRegistChangeDetail(id);
  const { lifecycle, invalidate } = useRegistChangeCalls();
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => {
        const editable = can(lifecycle, d, 'edit');
        return (
          <ApplicationDetail
            lifecycle={lifecycle}
            row={d}
            name={d.applyNo}
            title={`${d.changeTypeName}申请 ${d.applyNo}`}
            subtitle={`${d.eqpName}（${d.eqpCode}） · 申请日期 ${d.applyDate}${d.commitTime ? ` · 提交于 ${d.commitTime}` : ''}`}
            onEdit={() => navigate(linkTo('company_service_regist_change_detail', { id: d.id, operation: 'edit' }))}
            invalidate={invalidate}
            afterDelete={linkTo('company_service_regist_change')}
            sections={[
              {
                title: '申请信息',
                fields: [
                  { label: '变更类型', value: d.changeTypeName },
                  { label: '设备', value: `${d.eqpName}（${d.equclaname}）` },
                  { label: '使用登记证编号', value: d.registCode },
                  { label: '使用单位', value: d.useUnitName },
                  { label: '联系人', value: [d.contactPerson, d.contactPhone].filter(Boolean).join(' ') },
                  { label: '登记机关', value: d.regOrgName },
                  { label: '受理时间', value: d.acceptTime },
                  { label: '办结时间', value: d.finishTime },
                  { label: '新登记证编号', value: d.newRegistCode },
                  { label: '变更原因', value: d.changeReason, span: 3 },
                ],
              },
              {
                title: `变更内容（${d.changeItems.length} 项）`,
                content: d.changeItems.length ? <ChangeItemsTable items={d.changeItems} /> : undefined,
                empty: '尚未填写变更项目',
              },
            ]}
            attachments={editable ? { attrefsysid: d.id } : undefined}
          >
            <ApplicationTrail
              opinion={d.handleOpinion}
              returned={d.status === RETURNED}
              flow={<ApplicationFlowCard objectKey={registChangeKey} bizType="registChange" id={d.id} />}
              files={editable ? undefined : (d.attachments ?? [])}
            />
          </ApplicationDetail>
        );
      }}
    </QueryState>
  );
}

function Form({ id }: { id: string }) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { lifecycle } = useRegistChangeCalls();
  const equipment = useQuery({ ...equipmentListQuery(platform, FIRST_PAGE), select: (page) => page.list });
  const detail = useRegistChangeDetail(id);
  if (id) {
    return (
      <QueryState query={detail} minHeight={240}>
        {(d) =>
          !can(lifecycle, d, 'edit') ? (
            <PageCard>
              <Text mb="sm">{`${d.changeTypeName}申请 ${d.applyNo} 当前为「${d.statusName}」，只有草稿或已退回的申请可以修改。`}</Text>
              <Button
                variant="light"
                onClick={() => navigate(linkTo('company_service_regist_change_detail', { id: d.id }), IN_TAB)}
              >
                查看申请详情
              </Button>
            </PageCard>
          ) : (
            <QueryState query={equipment} minHeight={240}>
              {(rows) => (
                <ChangeForm
                  existing={d}
                  equipment={
                    rows.some((r) => r.oidno === d.oidno)
                      ? rows
                      : [
                          ...rows,
                          {
                            oidno: d.oidno,
                            eqpCode: d.eqpCode,
                            eqpName: d.eqpName ?? d.oidno,
                            equclacode: d.equclacode,
                            equclaname: d.equclaname,
                            registCode: d.registCode,
                          },
                        ]
                  }
                />
              )}
            </QueryState>
          )
        }
      </QueryState>
    );
  }
  return (
    <QueryState query={equipment} minHeight={240}>
      {(rows) => <ChangeForm equipment={rows} />}
    </QueryState>
  );
}

/** 登记变更详情 (changeRegisterDetail): `?id=…` shows an application; `operation=add|edit` is its form. */
export default function RegistChangeDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const operation = params.get('operation');
  if (operation === 'add' || operation === 'edit')
    return <Form key={`${operation}-${id}`} id={operation === 'edit' ? id : ''} />;
  if (!id)
    return (
      <MissingRecord
        route={{
          ...routeByName('company_service_regist_change_detail')!,
          record: { param: 'id', label: '申请编号', list: 'company_service_regist_change' },
        }}
      />
    );
  return <View key={id} id={id} />;
}
