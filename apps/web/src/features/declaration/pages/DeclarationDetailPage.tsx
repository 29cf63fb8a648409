import { Alert } from '@mantine/core';
import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import { DetailView } from '@/kit/detail/DetailView';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { LifecycleButtons } from '@/kit/lifecycle/LifecycleUi';
import { OpinionAlert } from '@/kit/lifecycle/ApplicationTrail';
import { can, statusTag } from '@/kit/lifecycle/lifecycle';
import { useDeclarationDetail } from '@/shared/declaration/api/declaration-detail';
import type { Declaration } from '@/features/declaration/api/declaration-list';
import { kindOf, openDeclarationForm, type DeclarationKind } from '@/features/declaration/kinds';
import { useDeclarationCalls } from '@/features/declaration/useDeclarationCalls';
import { yuan } from '@/features/declaration/online-apply';
import { linkTo } from '@/platform/routing';
import { DeclaredDevices } from '@/features/declaration/DeclaredDevices';

function DeclarationView({ d, kind }: { d: Declaration; kind: DeclarationKind }) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { lifecycle, save, invalidate } = useDeclarationCalls(kind);
  const tag = statusTag(lifecycle, d);
  const equipments = d.equipments ?? [];
  return (
    <DetailView
      title={`${kind.noun} ${d.onlinelsh}`}
      subtitle={`${d.projectName ?? ''} · ${d.declareTime ? `提交于 ${d.declareTime}` : '尚未提交'}`}
      tags={[{ label: tag.text, color: tag.color }]}
      actions={
        <LifecycleButtons
          lifecycle={lifecycle}
          row={d}
          name={d.onlinelsh}
          onEdit={() => void openDeclarationForm(platform, kind, save, d)}
          invalidate={invalidate}
          onDone={(a) => {
            if (a === 'delete') navigate(linkTo(kind.list));
          }}
        />
      }
      sections={[
        {
          title: '申报信息',
          fields: [
            { label: '申报类别', value: d.declareTypeName },
            { label: kind.projectLabel, value: d.projectName, span: 2 },
            { label: '设备类别', value: d.equclaname },
            { label: '申报单位', value: d.unitName },
            { label: '使用单位', value: d.useUnitName },
            ...(kind.partyLabel ? [{ label: kind.partyLabel, value: d.constructUnitName }] : []),
            ...(kind.constructType ? [{ label: '施工类别', value: d.constructType }] : []),
            { label: '联系人', value: [d.contactName, d.contactPhone].filter(Boolean).join(' ') },
            { label: kind.addressLabel, value: d.address, span: 2 },
            ...(kind.type !== 'appraisal' ? [{ label: '期望检验日期', value: d.expectedDate }] : []),
            { label: '检验机构', value: d.inspOrgName },
            { label: '备注', value: d.remark, span: 3 as const },
          ],
        },
        ...(kind.equipment
          ? [
              {
                title: `申报设备（${equipments.length || d.eqpCount || 0} 台）`,
                content: equipments.length ? (
                  <DeclaredDevices
                    label="申报设备"
                    rows={equipments}
                    middle={[
                      { title: '型号', cell: (e) => e.eqpModel ?? '—' },
                      { title: '检验费', cell: (e) => yuan(e.inspFee) },
                    ]}
                  />
                ) : undefined,
                empty: '尚未选择设备',
              },
            ]
          : []),
      ]}
      attachments={d.attrefsysid ? { attrefsysid: d.attrefsysid, readOnly: !can(lifecycle, d, 'edit') } : undefined}
    >
      {d.acceptOpinion && (
        <PageCard title={d.status === '4' ? '退回意见' : '受理意见'}>
          <OpinionAlert
            opinion={d.acceptOpinion}
            refused={d.status === '4'}
            title={d.status === '4' ? '退回意见' : '受理意见'}
          />
        </PageCard>
      )}
    </DetailView>
  );
}

/** 检验申报详情 (declaration-detail?onlinelsh=…): any non-periodic declaration, its equipment, opinion and attachments. */
export default function DeclarationDetailPage({ id: onlinelsh }: { id: string }) {
  const detail = useDeclarationDetail(onlinelsh);
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => {
        const kind = kindOf(d.declareType);
        if (!kind)
          return (
            <Alert color="orange" title="定期检验申报">
              定期检验申报请在“网上报检记录”中查看。
            </Alert>
          );
        return <DeclarationView key={d.id} d={d} kind={kind} />;
      }}
    </QueryState>
  );
}
