import { Anchor, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTimeline } from '@tabler/icons-react';
import { usePlatform } from '@/platform/PlatformContext';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { AttachmentList } from '@/kit/attachments/AttachmentList';
import { ApplicationDetail } from '@/kit/lifecycle/ApplicationDetail';
import { FlowTimeline, OpinionAlert } from '@/kit/lifecycle/ApplicationTrail';
import { can } from '@/kit/lifecycle/lifecycle';
import { openConfirmDialog } from '@/kit/dialogs/ConfirmDialog';
import {
  useUseRegistApplyDetail,
  type UseRegistApplyDetail,
} from '@/features/registration/api/use-regist-apply-detail';
import { useApplyProgress } from '@/features/registration/api/apply-progress';
import { removeApplyEquipment } from '@/features/registration/api/remove-apply-equipment';
import { useApplyCalls } from '@/features/registration/useRegistrationCalls';
import { openApplyForm } from '@/features/registration/apply-form';
import { RegistrationEquipmentTable } from '@/features/registration/RegistrationEquipmentTable';
import { ApplyProgressView } from '@/features/registration/ApplyProgressView';
import { linkTo } from '@/platform/routing';

function Progress({ id }: { id: string }) {
  const progress = useApplyProgress(id);
  return (
    <QueryState query={progress} minHeight={80}>
      {(p) => <ApplyProgressView progress={p} />}
    </QueryState>
  );
}

function Detail({ d }: { d: UseRegistApplyDetail }) {
  const platform = usePlatform();
  const { lifecycle, save, invalidate, refresh } = useApplyCalls();
  const editable = can(lifecycle, d, 'edit');
  const submitted = d.status !== '0';

  const remove = (oidno: string, name: string) =>
    openConfirmDialog({
      title: '确认移除设备',
      message: `确定从申请 ${d.applyNo} 中移除设备「${name}」吗？`,
      confirmLabel: '移除',
      onConfirm: async () => {
        await removeApplyEquipment(platform, d.id, oidno);
        notifications.show({ color: 'green', message: `已移除：${name}` });
        refresh();
      },
    });

  return (
    <ApplicationDetail
      lifecycle={lifecycle}
      row={d}
      name={d.applyNo}
      title={`使用登记申请 ${d.applyNo}`}
      subtitle={`${d.applyTypeName} · ${d.eqpName ?? d.equclaname} · 申请日期 ${d.applyDate ?? '未提交'}`}
      actions={
        <Button
          variant="light"
          leftSection={<IconTimeline size={16} />}
          component="a"
          href={linkTo('flow_log_single', { id: d.id })}
          target="_blank"
          rel="noopener"
        >
          流程日志
        </Button>
      }
      onEdit={() => {
        openApplyForm(platform, save, d).catch((e: unknown) =>
          notifications.show({
            color: 'red',
            title: '打开申请表失败',
            message: e instanceof Error ? e.message : String(e),
          }),
        );
      }}
      invalidate={invalidate}
      afterDelete={linkTo('company_service_use_registration')}
      sections={[
        {
          title: '申请信息',
          fields: [
            { label: '申请编号', value: d.applyNo },
            { label: '申请类型', value: d.applyTypeName },
            { label: '设备类别', value: d.equclaname },
            { label: '设备使用地点', value: d.useAddress, span: 2 },
            { label: '设备数量', value: `${d.eqpCount} 台` },
            { label: '安全管理员', value: [d.safetyManager, d.safetyManagerPhone].filter(Boolean).join(' ') },
            { label: '联系人', value: [d.contactPerson, d.contactPhone].filter(Boolean).join(' ') },
            { label: '受理机关', value: d.acceptOrg },
            { label: '受理日期', value: d.acceptDate },
            { label: '办结日期', value: d.finishDate },
            { label: '使用登记证编号', value: d.registCode },
            { label: '备注', value: d.remarks, span: 3 },
          ],
        },
        {
          title: '使用单位',
          fields: [
            { label: '单位名称', value: d.useUnit.orgname },
            { label: '统一社会信用代码', value: d.useUnit.creditCode },
            { label: '法定代表人', value: d.useUnit.legalPerson },
            { label: '单位地址', value: d.useUnit.address, span: 2 },
            { label: '邮政编码', value: d.useUnit.postalCode },
          ],
        },
        {
          title: `设备清单（${d.equipmentList.length} 台）`,
          content: (
            <RegistrationEquipmentTable
              list={d.equipmentList}
              action={
                editable && d.equipmentList.length > 1
                  ? (e) => (
                      <Anchor component="button" size="sm" c="red" onClick={() => remove(e.oidno, e.eqpName)}>
                        移除
                      </Anchor>
                    )
                  : undefined
              }
            />
          ),
        },
        // Once submitted, the attachments are those the application was filed with; a draft's are managed here.
        ...(editable
          ? []
          : [{ title: '申请附件', content: <AttachmentList files={d.attachments} empty="没有申请附件" /> }]),
      ]}
      attachments={editable ? { attrefsysid: d.attrefsysid } : undefined}
    >
      {d.returnReason && (
        <PageCard title="退回意见">
          <OpinionAlert opinion={d.returnReason} refused title="登记机关退回，请据此修改后重新提交" />
        </PageCard>
      )}
      {submitted && d.status !== '4' && (
        <PageCard title="办理进度">
          <Progress id={d.id} />
        </PageCard>
      )}
      <PageCard title="办理流程">
        <FlowTimeline steps={d.steps} empty="尚未提交，提交后进入办理流程" reachedOnly />
      </PageCard>
    </ApplicationDetail>
  );
}

/** 使用登记详情 (useRegisterDetails?id=): the application, its progress and flow, equipment, attachments and actions. */
export default function UseRegisterDetailsPage({ id }: { id: string }) {
  const detail = useUseRegistApplyDetail(id);
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => <Detail d={d} />}
    </QueryState>
  );
}
