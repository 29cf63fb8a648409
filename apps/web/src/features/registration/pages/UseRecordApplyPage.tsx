import { useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { uuid32 } from '@tzsb/sdk';
import { FormPage } from '@/kit/form/FormPage';
import { readDraft } from '@/kit/form/drafts';
import { useDraftOwner } from '@/kit/form/useDraftOwner';
import { PageCard } from '@/kit/PageCard';
import { PageHeading } from '@/kit/page/PageHeading';
import { QueryState } from '@/kit/QueryState';
import { AttachmentPanel } from '@/kit/attachments/AttachmentPanel';
import { can, statusTag } from '@/kit/lifecycle/lifecycle';
import { OpinionAlert } from '@/kit/lifecycle/ApplicationTrail';
import { useNewApplyNo } from '@/features/registration/api/create-apply-no';
import { useUnitDetail } from '@/shared/unit/api/unit-detail';
import { useUseRecordDetail, type UseRecordDetail } from '@/features/registration/api/use-record-detail';
import { useUseRecordCalls } from '@/features/registration/useRegistrationCalls';
import {
  recordBody,
  recordSections,
  recordValuesOf,
  type EquipmentChoice,
  type UseRecordValues,
} from '@/features/registration/use-record-form';
import { FIRST_PAGE, useEquipmentList } from '@/shared/equipment/api/equipment-list';
import { linkTo } from '@/platform/routing';
import { useFollowUp } from '@/kit/useFollowUp';
import { RefusedEquipment } from '@/shared/equipment/RefusedEquipment';
import { takeRequested, useRequestedEquipment } from '@/shared/equipment/requested';

/** The unit's equipment not yet registered, plus what the record already holds. */
function useEquipmentChoices(existing?: UseRecordDetail) {
  // The unit's equipment not yet registered (the first 100).
  const q = useEquipmentList({ ...FIRST_PAGE, useStatus: '0' });
  const options = useMemo<EquipmentChoice[]>(() => {
    const list = (q.data?.list ?? []).map((e) => ({
      value: e.oidno,
      label: `${e.eqpName}（${e.eqpCode}）`,
      equclacode: e.equclacode,
    }));
    for (const e of existing?.equipmentList ?? [])
      if (!list.some((o) => o.value === e.oidno))
        list.push({ value: e.oidno, label: `${e.eqpName}（${e.eqpCode}）`, equclacode: e.equclacode });
    return list;
  }, [q.data, existing]);
  return { ...q, options };
}

const NEW_DRAFT = 'registration.use-record.new';
const REQUIRED_HINT =
  '提交前须上传：产品合格证、安装监督检验证书（或定期检验报告）、特种设备使用登记表；登记机关在受理时核对。';

/**
 * A list's selection for a new registration: those of one class among the unit's unregistered
 * equipment are taken (the class of the first such), the others named with the reason.
 */
function takeForRegistration(requested: readonly string[], options: readonly EquipmentChoice[]) {
  const { oidnos, equclacode, refused } = takeRequested(requested, new Map(options.map((o) => [o.value, o])), {
    missing: '已办理使用登记，或不是本单位未登记的设备',
    otherClass: '设备类别与其他所选设备不同，一次登记只能选择同一类别，请另行办理',
  });
  return { equclacode, oidnos: oidnos.join(','), refused };
}

function ApplyForm({
  applyNo,
  initial,
  existing,
  batch = [],
  draftKey = existing ? `registration.use-record.edit.${existing.id}` : NEW_DRAFT,
}: {
  applyNo: string;
  initial: UseRecordValues;
  existing?: UseRecordDetail;
  /** The equipment a list's selection opened this form for. */
  batch?: readonly string[];
  draftKey?: string;
}) {
  const followUp = useFollowUp();
  const { save } = useUseRecordCalls();
  const equipment = useEquipmentChoices(existing);
  const sections = useMemo(() => recordSections(equipment.options), [equipment.options]);
  // A new record keeps the id its first draft save returns, so the next save changes it.
  const savedId = useRef<string | undefined>(existing?.id);
  const { nameOf } = useRequestedEquipment();
  const requested = useMemo(
    () => (batch.length && equipment.data ? takeForRegistration(batch, equipment.options) : null),
    [batch, equipment.data, equipment.options],
  );
  // The selection's equipment is chosen once the unregistered equipment is known.
  if (batch.length && equipment.isPending)
    return (
      <QueryState query={equipment} minHeight={240}>
        {() => null}
      </QueryState>
    );
  const start = requested ? { ...initial, equclacode: requested.equclacode, oidnos: requested.oidnos } : initial;

  return (
    <Stack gap={0}>
      <PageHeading
        title={existing ? '修改使用登记' : '使用登记申请'}
        tags={
          <Badge variant="light" size="lg" data-testid="apply-no">
            申请编号 {applyNo}
          </Badge>
        }
        subtitle="选择本单位尚未登记的设备，填写使用地点与使用单位信息并上传附件。可先保存草稿，资料齐全后保存并提交给登记机关；内容会自动存为本机草稿。"
        actions={
          <Anchor component={Link} to={linkTo('use_record_query')} size="sm">
            返回使用登记查询
          </Anchor>
        }
      />
      {existing?.status === '4' && (
        <OpinionAlert
          opinion={[...existing.opinions].reverse().find((o) => o.result === '2')?.opinion}
          by={[...existing.opinions].reverse().find((o) => o.result === '2')?.handler}
          refused
          title="退回意见（请据此修改后重新提交）"
        />
      )}
      {requested && <RefusedEquipment refused={requested.refused} nameOf={nameOf} what="办理使用登记" />}
      {equipment.isError && (
        <Alert color="red" mb="md" title="未登记设备加载失败">
          {equipment.error instanceof Error ? equipment.error.message : '请稍后重试'}
        </Alert>
      )}
      <FormPage<UseRecordValues>
        operation={existing ? 'edit' : 'add'}
        initialValues={start}
        sections={sections}
        draftKey={draftKey}
        saveLabel="保存草稿"
        commitLabel="保存并提交"
        onSave={(v, { commit }) => save(recordBody(v, { id: savedId.current, applyNo }), commit)}
        onSaved={(result, { commit }) => {
          const id = typeof result === 'string' && result ? result : savedId.current;
          savedId.current = id;
          if (commit) followUp(id ? linkTo('use_record_detail', { id }) : linkTo('use_record_query'));
        }}
        extra={
          <PageCard title="附件">
            <Text size="sm" c="dimmed" mb="sm">
              {REQUIRED_HINT}
            </Text>
            <AttachmentPanel attrefsysid={initial.attrefsysid} />
          </PageCard>
        }
      />
    </Stack>
  );
}

function NewApply({ registMode }: { registMode: string }) {
  const formKey = useRef(uuid32()).current;
  const applyNo = useNewApplyNo(formKey, true);
  const unit = useUnitDetail();
  const owner = useDraftOwner();
  // Opened for a list's selection: its own application, with a draft of its own.
  const batch = useRequestedEquipment().oidnos;
  const draftKey = batch.length ? `${NEW_DRAFT}.batch.${batch.join(',')}` : NEW_DRAFT;
  // A new record's attachments hang on a client id; a restored draft keeps its own.
  const [attrefsysid] = useState(() => readDraft<UseRecordValues>(owner, draftKey)?.values.attrefsysid || uuid32());
  return (
    <QueryState query={applyNo} minHeight={240}>
      {(no) => (
        <QueryState query={unit} minHeight={240}>
          {(u) => (
            <ApplyForm
              applyNo={no}
              batch={batch}
              draftKey={draftKey}
              initial={{
                registMode: registMode === '2' ? '2' : '1',
                equclacode: '',
                oidnos: '',
                useAddress: '',
                areaCode: u.areaCode ?? '',
                useDate: '',
                useUnitName: u.orgname ?? '',
                creditCode: u.creditCode ?? '',
                useUnitAddress: u.address ?? '',
                postalCode: u.postalCode ?? '',
                legalPerson: u.legalPerson ?? '',
                safetyManager: '',
                safetyManagerPhone: '',
                contactPhone: '',
                propertyUnitName: '',
                remarks: '',
                attrefsysid,
              }}
            />
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

function EditApply({ id }: { id: string }) {
  const detail = useUseRecordDetail(id);
  const { lifecycle } = useUseRecordCalls();
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) =>
        can(lifecycle, d, 'edit') ? (
          <ApplyForm applyNo={d.applyNo} existing={d} initial={recordValuesOf(d)} />
        ) : (
          <PageCard>
            <Alert color="blue" title={`使用登记 ${d.applyNo} ${statusTag(lifecycle, d).text}，不能修改`}>
              只有草稿和已退回的使用登记可以修改。
              <Anchor component={Link} to={linkTo('use_record_detail', { id })} size="sm">
                查看详情
              </Anchor>
            </Alert>
          </PageCard>
        )
      }
    </QueryState>
  );
}

/** 使用登记申请 (/use-record/apply): a new use registration, or `?id=` a draft or returned one changed. */
export default function UseRecordApplyPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return id ? <EditApply key={id} id={id} /> : <NewApply registMode={search.get('registMode') ?? '1'} />;
}
