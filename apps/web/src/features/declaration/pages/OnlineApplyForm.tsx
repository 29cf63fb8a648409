import { useMemo, useRef, useState } from 'react';
import { Alert, Badge, Checkbox, Group, Paper, Radio, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { uuid32 } from '@tzsb/sdk';
import { checkRule, normalizeValue } from '@tzsb/sdk/validators';
import { usePlatform } from '@/platform/PlatformContext';
import { AttachmentPanel } from '@/kit/attachments/AttachmentPanel';
import { QueryState } from '@/kit/QueryState';
import { SmsCodeField } from '@/kit/sms/SmsCodeField';
import { StepsForm, type StepSpec } from '@/kit/steps/StepsForm';
import { valuesBody } from '@/kit/form/values-body';
import { checkOnlineInspection } from '@/features/declaration/api/check-online';
import { checkApplyAttachments } from '@/features/declaration/api/check-apply-attachments';
import { useInspectionFee } from '@/features/declaration/api/inspection-fee';
import { useInspectionGroups } from '@/features/declaration/api/inspection-groups';
import { type OnlineApplyDetail } from '@/features/declaration/api/online-apply-detail';
import { useReliefPolicies } from '@/features/declaration/api/relief-policies';
import { saveOnlineApply, type SaveOnlineApplyBody } from '@/features/declaration/api/save-online-apply';
import { sendSmsCode } from '@/shared/sms/send-sms-code';
import { useUnitDetail } from '@/shared/unit/api/unit-detail';
import { useWaitInspectEquipment } from '@/features/declaration/api/wait-inspect-equipment';
import { APPLY_CATEGORIES, dueColor, dueText, reliefText, yuan } from '@/features/declaration/online-apply';
import { linkTo } from '@/platform/routing';
import { ScrollBox } from '@/kit/ScrollBox';
import { useFollowUp } from '@/kit/useFollowUp';
import { onlineApplyKey } from '@/shared/declaration/api/keys';

type Values = Record<'id' | 'onlinelsh' | 'inspectioncategory' | 'equclacode' | 'oidnos' | 'contactName' | 'contactPhone' | 'expectedDate' | 'inspAddress' | 'postalCode' | 'inmGroupId' | 'reliefPolicyId' | 'remark' | 'attrefsysid' | 'authCode', string>;
type ClassCode = SaveOnlineApplyBody['equclacode'];
type Category = SaveOnlineApplyBody['inspectioncategory'];

/** The attachments an application usually needs, by kind of inspection (the server's check decides). */
const EXPECTED_ATTACHMENTS: Record<string, string> = {
  '1': '维护保养合同、自行检查记录（申请减免的还需减免证明材料）',
  '4': '产品合格证、安装监督检验报告、使用登记资料',
};

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const list = (oidnos: string) => oidnos.split(',').filter(Boolean);
/** What the application's save sends (those filled in): every value but the SMS code (a query parameter) and the ids (from the last save). */
const BODY_FIELDS = ['inspectioncategory', 'equclacode', 'oidnos', 'contactName', 'contactPhone', 'expectedDate', 'inspAddress', 'postalCode', 'inmGroupId', 'reliefPolicyId', 'remark', 'attrefsysid'] as const;

/** Step 1: the unit's equipment due for inspection, with the next inspection date; one class per application. */
function EquipmentPicker({ category, value, known, onChange, error }: {
  category: string; value: string; known: OnlineApplyDetail['equipments']; error?: React.ReactNode;
  onChange: (oidnos: string, equclacode: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const [classError, setClassError] = useState<string | null>(null);
  const query = useWaitInspectEquipment({ pageNo: 1, pageSize: 50, inspectioncategory: (category || '1') as Category, ...(term ? { eqpName: term } : {}) });
  const chosen = list(value);
  const rows = useMemo(() => {
    const fromList = query.data?.list ?? [];
    // Equipment already in this application (a draft being changed) stays listed and chosen.
    const extra = known.filter((k) => !fromList.some((r) => r.oidno === k.oidno)).map((k) => ({ ...k, equclaname: null, daysToNextInsp: null, inFlow: false, inFlowOnlinelsh: null, useStatusName: null }));
    return [...extra, ...fromList.map((r) => ({ ...r, inFlow: r.inFlow && !chosen.includes(r.oidno) }))];
  }, [query.data, known]); // eslint-disable-line react-hooks/exhaustive-deps -- `chosen` is a new array each render; the rows change with the list, not with a click
  const toggle = (oidno: string, equclacode: string) => {
    const selectedClass = rows.find((r) => chosen.includes(r.oidno))?.equclacode;
    if (!chosen.includes(oidno) && selectedClass && selectedClass !== equclacode) {
      setClassError('一次报检只能选择同一设备类别的设备，请分开申请');
      return;
    }
    setClassError(null);
    const next = chosen.includes(oidno) ? chosen.filter((o) => o !== oidno) : [...chosen, oidno];
    onChange(next.join(','), next.length ? equclacode : '');
  };
  return (
    <Stack gap="sm" data-field="oidnos">
      <Group justify="space-between">
        <TextInput aria-label="按设备名称查找" placeholder="按设备名称查找" leftSection={<IconSearch size={14} />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} w={260} />
        <Text size="sm" c="dimmed">已选 {chosen.length} 台；列出已超期和 60 天内到期的设备</Text>
      </Group>
      {(classError || error) && <Alert color="red" role="alert" py="xs">{classError ?? error}</Alert>}
      <QueryState query={query} isEmpty={() => !rows.length} empty="没有待检设备：本单位设备均未到检验期" minHeight={120}>
        {() => (
          <ScrollBox label="待检设备">
            <Table striped withTableBorder highlightOnHover fz="sm" miw={900} aria-label="待检设备">
              <Table.Thead>
                <Table.Tr><Table.Th w={40} /><Table.Th>设备名称</Table.Th><Table.Th>设备代码</Table.Th><Table.Th>设备类别</Table.Th><Table.Th>使用地点</Table.Th><Table.Th w={110}>上次检验</Table.Th><Table.Th w={190}>下次检验日期</Table.Th><Table.Th w={200}>状态</Table.Th></Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => {
                  const checked = chosen.includes(r.oidno);
                  const due = dueText(r.daysToNextInsp);
                  return (
                    <Table.Tr key={r.oidno} data-row-key={r.oidno} data-in-flow={r.inFlow || undefined}>
                      <Table.Td><Checkbox aria-label={`选择 ${r.eqpName}`} checked={checked} disabled={r.inFlow} onChange={() => toggle(r.oidno, r.equclacode)} /></Table.Td>
                      <Table.Td>{r.eqpName}{r.internalNo ? <Text span size="xs" c="dimmed">（{r.internalNo}）</Text> : null}</Table.Td>
                      <Table.Td>{r.eqpCode}</Table.Td>
                      <Table.Td>{r.equclaname ?? r.eqpVarietyName ?? '—'}</Table.Td>
                      <Table.Td>{r.useAddress ?? '—'}</Table.Td>
                      <Table.Td>{r.lastInspDate ?? '—'}</Table.Td>
                      <Table.Td><Group gap={6} wrap="nowrap"><Text size="sm">{r.nextInspDate ?? '—'}</Text>{due && <Badge size="sm" variant="light" color={dueColor(r.daysToNextInsp)}>{due}</Badge>}</Group></Table.Td>
                      <Table.Td>{r.inFlow ? <Text size="xs">已在报检流程 {r.inFlowOnlinelsh} 中</Text> : <Badge size="sm" variant="light" color="teal">可报检</Badge>}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollBox>
        )}
      </QueryState>
    </Stack>
  );
}

/** Step 3: the relief policies that apply, and the fee computed with the chosen one. */
function FeeStep({ values, setValue }: { values: Values; setValue: (name: keyof Values, value: string) => void }) {
  const category = (values.inspectioncategory || '1') as Category;
  const equclacode = (values.equclacode || undefined) as ClassCode | undefined;
  const policies = useReliefPolicies({ inspectioncategory: category, ...(equclacode ? { equclacode } : {}) });
  const fee = useInspectionFee({ oidnos: values.oidnos, inspectioncategory: category, ...(values.reliefPolicyId ? { reliefPolicyId: values.reliefPolicyId } : {}) });
  const policy = policies.data?.find((p) => p.id === values.reliefPolicyId);
  return (
    <Stack gap="md">
      <div>
        <Text fw={600} size="sm" mb="xs">检验费减免政策</Text>
        <QueryState query={policies} minHeight={60}>
          {(list) => (
            <Radio.Group value={values.reliefPolicyId || 'none'} onChange={(v) => setValue('reliefPolicyId', v === 'none' ? '' : v)} aria-label="检验费减免政策">
              <Stack gap="xs">
                <Radio value="none" label="不申请减免" />
                {list.map((p) => (
                  <Radio key={p.id} value={p.id} label={<Text size="sm" span>{p.name}（减免 {p.rate}%）</Text>} description={`${p.description}${p.basis ? ` 依据：${p.basis}。` : ''}${p.endDate ? ` 有效期至 ${p.endDate}。` : ''}`} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </QueryState>
        {policy?.requiredMaterials && <Alert color="blue" mt="sm" py="xs">申请「{policy.name}」须在下一步上传减免证明材料：{policy.requiredMaterials}</Alert>}
      </div>
      <div>
        <Text fw={600} size="sm" mb="xs">检验费（提交前按收费标准试算）</Text>
        <QueryState query={fee} minHeight={80}>
          {(f) => (
            <Stack gap="xs" data-testid="inspection-fee" aria-busy={fee.isFetching}>
              <ScrollBox label="检验费明细">
                <Table withTableBorder striped fz="sm" miw={860} aria-label="检验费明细">
                  <Table.Thead><Table.Tr><Table.Th>收费项目</Table.Th><Table.Th>设备代码</Table.Th><Table.Th>收费标准</Table.Th><Table.Th w={60}>数量</Table.Th><Table.Th w={110}>金额</Table.Th><Table.Th w={110}>减免</Table.Th><Table.Th w={110}>应缴</Table.Th></Table.Tr></Table.Thead>
                  <Table.Tbody>
                    {f.items.map((i) => <Table.Tr key={`${i.oidno}-${i.name}`}><Table.Td>{i.name}</Table.Td><Table.Td>{i.eqpCode ?? '—'}</Table.Td><Table.Td>{i.standard ?? '—'}</Table.Td><Table.Td>{i.quantity ?? 1}</Table.Td><Table.Td>{yuan(i.amount)}</Table.Td><Table.Td>{yuan(i.relief)}</Table.Td><Table.Td>{yuan(i.total)}</Table.Td></Table.Tr>)}
                  </Table.Tbody>
                </Table>
              </ScrollBox>
              <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-0)">
                <Group gap="xl">
                  <Text size="sm">合计 <b data-testid="fee-amount">{yuan(f.amount)}</b></Text>
                  <Text size="sm">减免 <b data-testid="fee-relief">{reliefText(f)}</b></Text>
                  <Text size="sm">应缴 <Text span fw={700} c="red" data-testid="fee-total">{yuan(f.total)}</Text></Text>
                  <Text size="xs" c="dimmed">收款单位：{f.payeeName}；受理后以检验机构确认的缴费单为准</Text>
                </Group>
              </Paper>
            </Stack>
          )}
        </QueryState>
      </div>
    </Stack>
  );
}

/** Initial values from a saved application (edit) or a new one. */
export function applyValues(d?: OnlineApplyDetail): Values {
  return {
    id: text(d?.id), onlinelsh: text(d?.onlinelsh), inspectioncategory: text(d?.inspectioncategory) || '1', equclacode: text(d?.equclacode),
    oidnos: (d?.equipments ?? []).map((e) => e.oidno).join(','), contactName: text(d?.contactName), contactPhone: text(d?.contactPhone),
    expectedDate: text(d?.expectedDate), inspAddress: text(d?.inspAddress), postalCode: text(d?.postalCode), inmGroupId: text(d?.inmGroupId),
    reliefPolicyId: text(d?.reliefPolicyId), remark: text(d?.remark), attrefsysid: d?.attrefsysid ?? uuid32(), authCode: '',
  };
}

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
  // The server's id of this application once saved (a commit saves first; a retry updates the same one).
  const saved = useRef<{ id: string; onlinelsh: string } | null>(existing ? { id: existing.id, onlinelsh: existing.onlinelsh } : null);
  const groups = useInspectionGroups({});
  // A new application starts with the unit's contact, mobile, address and postal code (editable).
  const unit = useUnitDetail();
  const prefill = useMemo((): Partial<Values> | undefined => {
    const u = unit.data;
    if (existing || !u) return undefined;
    return {
      contactName: u.contactPerson ?? '',
      contactPhone: u.contactPhone && !checkRule('mobile', u.contactPhone) ? normalizeValue('mobile', u.contactPhone) : '',
      inspAddress: u.address ?? '',
      postalCode: u.postalCode && !checkRule('postalCode', u.postalCode) ? u.postalCode : '',
    };
  }, [existing, unit.data]);

  const body = (v: Values): SaveOnlineApplyBody =>
    valuesBody(v, BODY_FIELDS.filter((k) => v[k].trim()), saved.current ? { id: saved.current.id, onlinelsh: saved.current.onlinelsh } : undefined);
  const invalidate = () => void qc.invalidateQueries({ queryKey: onlineApplyKey });
  const checkEquipment = async (v: Values) => {
    const r = await checkOnlineInspection(platform, valuesBody(v, ['inspectioncategory'], { oidno: v.oidnos }));
    if (!r.allowed) throw new Error(r.reason || '所选设备不能网上报检');
  };

  const steps: StepSpec<Values>[] = [
    {
      title: '选择设备',
      description: '待检设备与下次检验日期',
      sections: [{ title: '检验类别', fields: [{ name: 'inspectioncategory', label: '检验类别', kind: 'select', options: APPLY_CATEGORIES, required: true, resets: ['oidnos', 'equclacode', 'reliefPolicyId'] }] }],
      fields: ['oidnos'],
      validate: (v) => ({ oidnos: list(v.oidnos).length ? null : '请选择要报检的设备' }),
      render: (ctx) => (
        <EquipmentPicker category={ctx.values.inspectioncategory} value={ctx.values.oidnos} known={existing?.equipments ?? []} error={ctx.field('oidnos').error}
          onChange={(oidnos, equclacode) => { ctx.setValue('oidnos', oidnos); ctx.setValue('equclacode', equclacode); }} />
      ),
      beforeNext: checkEquipment,
    },
    {
      title: '检验信息',
      description: '联系人与期望日期',
      sections: [{
        title: '检验信息',
        fields: [
          { name: 'contactName', label: '联系人', required: true, maxLength: 20 },
          // The SMS code of the last step goes to this number: checked as a mobile here, not there.
          { name: 'contactPhone', label: '联系人手机', required: true, rule: 'mobile', description: '提交时短信验证码发送到此手机号码' },
          { name: 'expectedDate', label: '期望检验日期', kind: 'date', minDate: 'today' },
          { name: 'inmGroupId', label: '指定检验组', kind: 'select', placeholder: '不指定，由检验机构安排', options: (v) => (groups.data ?? []).filter((g) => !v.equclacode || !g.equclacode || g.equclacode === v.equclacode).map((g) => ({ value: g.id, label: `${g.name}（${g.leader} ${g.phone}）` })) },
          { name: 'inspAddress', label: '检验地点', maxLength: 200, span: 2 },
          { name: 'postalCode', label: '邮政编码', rule: 'postalCode' },
          { name: 'remark', label: '备注', kind: 'textarea', maxLength: 500, span: 2 },
        ],
      }],
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
      validate: (v) => ({ authCode: !v.authCode ? '请输入短信验证码' : /^\d{6}$/.test(v.authCode) ? null : '短信验证码为 6 位数字' }),
      render: (ctx) => (
        <Stack gap="md">
          <Alert color="blue" py="xs">请上传申请材料：{EXPECTED_ATTACHMENTS[ctx.values.inspectioncategory] ?? '检验所需资料'}。提交前由检验机构系统校验附件是否齐全。</Alert>
          <AttachmentPanel attrefsysid={ctx.values.attrefsysid} />
          <div style={{ maxWidth: 420 }}>
            <SmsCodeField
              {...ctx.field('authCode')}
              send={() => sendSmsCode(platform, ctx.values.contactPhone, '4')}
              checkMobile={() => (checkRule('mobile', ctx.values.contactPhone) ? '联系人手机不是有效的手机号码，无法接收验证码，请在“检验信息”中修改' : null)}
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
      draftKey={existing ? undefined : 'online-apply'}
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
          notifications.show({ color: 'green', title: '草稿已保存', message: `报检流水号 ${s.onlinelsh}，可在“网上报检记录”中继续修改` });
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
        notifications.show({ color: 'green', title: '报检申请已提交', message: `报检流水号 ${s.onlinelsh}，检验机构受理后可缴纳检验费` });
        followUp(linkTo('company_service_online_apply_view', { id: s.id }));
      }}
    />
  );
}
