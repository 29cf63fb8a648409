import { useMemo, useRef } from 'react';
import { Alert, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { checkRule, normalizeValue } from '@tzsb/sdk/validators';
import { usePlatform } from '@/platform/PlatformContext';
import { AttachmentPanel } from '@/kit/attachments/AttachmentPanel';
import { SmsCodeField } from '@/kit/sms/SmsCodeField';
import { StepsForm } from '@/kit/steps/StepsForm';
import type { StepSpec } from '@/kit/steps/types';
import { valuesBody } from '@/kit/form/values-body';
import { checkOnlineInspection } from '@/features/declaration/api/check-online';
import { checkApplyAttachments } from '@/features/declaration/api/check-apply-attachments';
import { useInspectionGroups } from '@/features/declaration/api/inspection-groups';
import type { OnlineApplyDetail } from '@/features/declaration/api/online-apply-detail';
import { saveOnlineApply, type SaveOnlineApplyBody } from '@/features/declaration/api/save-online-apply';
import { sendSmsCode } from '@/shared/sms/send-sms-code';
import { useUnitDetail } from '@/shared/unit/api/unit-detail';
import { APPLY_CATEGORIES } from '@/features/declaration/online-apply';
import { linkTo } from '@/platform/routing';
import { useFollowUp } from '@/kit/useFollowUp';
import { onlineApplyKey } from '@/shared/declaration/api/keys';
import { useRequestedEquipment } from '@/shared/equipment/requested';
import { EquipmentPicker } from './online-apply/EquipmentPicker';
import { FeeStep } from './online-apply/FeeStep';
import { applyValues, BODY_FIELDS, list, type Values } from './online-apply/values';

/** The attachments an application usually needs, by kind of inspection (the server's check decides). */
const EXPECTED_ATTACHMENTS: Record<string, string> = {
  '1': '维护保养合同、自行检查记录（申请减免的还需减免证明材料）',
  '4': '产品合格证、安装监督检验报告、使用登记资料',
};

/**
 * 定期检验报检 as a step form: equipment due → inspection details → fee with relief → attachments and
 * commit. 保存草稿 saves without committing; 提交报检 checks the equipment (checkOnline), saves, has the
 * server check the attachments (checkCompletenessOfAttachments), then commits with the SMS code
 * (save?authCode&isCommit=true&isPc=true). Any refusal keeps everything typed.
 */
export function OnlineApplyForm({ existing }: { existing?: OnlineApplyDetail }) {
  const platform = usePlatform();
  const followUp = useFollowUp();
  const qc = useQueryClient();
  const initial = useMemo(() => applyValues(existing), [existing]);
  // Opened from an equipment list for its selected rows (a new application only).
  const requested = useRequestedEquipment();
  const batch = existing ? [] : requested.oidnos;
  // The server's id of this application once saved (a commit saves first; a retry updates the same one).
  const saved = useRef<{ id: string; onlinelsh: string } | null>(
    existing ? { id: existing.id, onlinelsh: existing.onlinelsh } : null,
  );
  const groups = useInspectionGroups({});
  // A new application starts with the unit's contact, mobile, address and postal code (editable).
  const unit = useUnitDetail();
  const prefill = useMemo((): Partial<Values> | undefined => {
    const u = unit.data;
    if (existing || !u) return undefined;
    return {
      contactName: u.contactPerson ?? '',
      contactPhone:
        u.contactPhone && !checkRule('mobile', u.contactPhone) ? normalizeValue('mobile', u.contactPhone) : '',
      inspAddress: u.address ?? '',
      postalCode: u.postalCode && !checkRule('postalCode', u.postalCode) ? u.postalCode : '',
    };
  }, [existing, unit.data]);

  const body = (v: Values): SaveOnlineApplyBody =>
    valuesBody(
      v,
      BODY_FIELDS.filter((k) => v[k].trim()),
      saved.current ? { id: saved.current.id, onlinelsh: saved.current.onlinelsh } : undefined,
    );
  const invalidate = () => void qc.invalidateQueries({ queryKey: onlineApplyKey });
  const checkEquipment = async (v: Values) => {
    const r = await checkOnlineInspection(platform, valuesBody(v, ['inspectioncategory'], { oidno: v.oidnos }));
    if (!r.allowed) throw new Error(r.reason || '所选设备不能网上报检');
  };

  const steps: StepSpec<Values>[] = [
    {
      title: '选择设备',
      description: '待检设备与下次检验日期',
      sections: [
        {
          title: '检验类别',
          fields: [
            {
              name: 'inspectioncategory',
              label: '检验类别',
              kind: 'select',
              options: APPLY_CATEGORIES,
              required: true,
              resets: ['oidnos', 'equclacode', 'reliefPolicyId'],
            },
          ],
        },
      ],
      fields: ['oidnos'],
      validate: (v) => ({ oidnos: list(v.oidnos).length ? null : '请选择要报检的设备' }),
      render: (ctx) => (
        <EquipmentPicker
          category={ctx.values.inspectioncategory}
          value={ctx.values.oidnos}
          known={existing?.equipments ?? []}
          requested={batch}
          nameOf={requested.nameOf}
          error={ctx.field('oidnos').error}
          onChange={(oidnos, equclacode) => {
            ctx.setValue('oidnos', oidnos);
            ctx.setValue('equclacode', equclacode);
          }}
        />
      ),
      beforeNext: checkEquipment,
    },
    {
      title: '检验信息',
      description: '联系人与期望日期',
      sections: [
        {
          title: '检验信息',
          fields: [
            { name: 'contactName', label: '联系人', required: true, maxLength: 20 },
            // The SMS code of the last step goes to this number: checked as a mobile here, not there.
            {
              name: 'contactPhone',
              label: '联系人手机',
              required: true,
              rule: 'mobile',
              description: '提交时短信验证码发送到此手机号码',
            },
            { name: 'expectedDate', label: '期望检验日期', kind: 'date', minDate: 'today' },
            {
              name: 'inmGroupId',
              label: '指定检验组',
              kind: 'select',
              placeholder: '不指定，由检验机构安排',
              options: (v) =>
                (groups.data ?? [])
                  .filter((g) => !v.equclacode || !g.equclacode || g.equclacode === v.equclacode)
                  .map((g) => ({ value: g.id, label: `${g.name}（${g.leader} ${g.phone}）` })),
            },
            { name: 'inspAddress', label: '检验地点', maxLength: 200, span: 2 },
            { name: 'postalCode', label: '邮政编码', rule: 'postalCode' },
            { name: 'remark', label: '备注', kind: 'textarea', maxLength: 500, span: 2 },
          ],
        },
      ],
    },
    {
      title: '检验费',
      description: '减免政策与费用试算',
      render: (ctx) => <FeeStep values={ctx.values} setValue={(n, val) => ctx.setValue(n, val)} />,
    },
    {
      title: '附件与提交',
      description: '申请材料与短信验证',
      fields: ['authCode'],
      validate: (v) => ({
        authCode: !v.authCode ? '请输入短信验证码' : /^\d{6}$/.test(v.authCode) ? null : '短信验证码为 6 位数字',
      }),
      render: (ctx) => (
        <Stack gap="md">
          <Alert color="blue" py="xs">
            请上传申请材料：{EXPECTED_ATTACHMENTS[ctx.values.inspectioncategory] ?? '检验所需资料'}
            。提交前由检验机构系统校验附件是否齐全。
          </Alert>
          <AttachmentPanel attrefsysid={ctx.values.attrefsysid} />
          <div style={{ maxWidth: 420 }}>
            <SmsCodeField
              {...ctx.field('authCode')}
              send={() => sendSmsCode(platform, ctx.values.contactPhone, '4')}
              checkMobile={() =>
                checkRule('mobile', ctx.values.contactPhone)
                  ? '联系人手机不是有效的手机号码，无法接收验证码，请在“检验信息”中修改'
                  : null
              }
            />
          </div>
        </Stack>
      ),
    },
  ];

  return (
    <StepsForm<Values>
      label={existing ? `修改网上报检申请 ${existing.onlinelsh}` : '定期检验报检'}
      steps={steps}
      initialValues={initial}
      prefill={prefill}
      // A selection from a list is its own application: it neither takes nor leaves the usual draft.
      draftKey={
        existing
          ? `online-apply.edit.${existing.id}`
          : batch.length
            ? `online-apply.batch.${batch.join(',')}`
            : 'online-apply'
      }
      draftExclude={['authCode', 'id', 'onlinelsh']}
      submitLabel="提交报检"
      saveDraft={{
        optional: ['authCode'],
        onSave: async (v) => {
          const r = await saveOnlineApply(platform, body(v), { isCommit: false });
          saved.current = { id: r.id, onlinelsh: r.onlinelsh };
          invalidate();
          return r;
        },
        onSaved: (r) => {
          const s = r as { onlinelsh: string; id: string };
          notifications.show({
            color: 'green',
            title: '草稿已保存',
            message: `报检流水号 ${s.onlinelsh}，可在“网上报检记录”中继续修改`,
          });
        },
      }}
      onSubmit={async (v) => {
        await checkEquipment(v);
        const draft = await saveOnlineApply(platform, body(v), { isCommit: false });
        saved.current = { id: draft.id, onlinelsh: draft.onlinelsh };
        const att = await checkApplyAttachments(platform, valuesBody(v, ['inspectioncategory'], { id: draft.id }));
        if (!att.complete) throw new Error(`附件不完整，请先上传：${att.missing.join('、')}`);
        const r = await saveOnlineApply(platform, body(v), { isCommit: true, authCode: v.authCode });
        invalidate();
        return r;
      }}
      failureField={(m) => (m.includes('验证码') ? 'authCode' : undefined)}
      onSubmitted={(r) => {
        const s = r as { id: string; onlinelsh: string };
        notifications.show({
          color: 'green',
          title: '报检申请已提交',
          message: `报检流水号 ${s.onlinelsh}，检验机构受理后可缴纳检验费`,
        });
        followUp(linkTo('company_service_online_apply_view', { id: s.id }));
      }}
    />
  );
}
