import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { useOnlineApplyDetail } from '@/features/declaration/api/online-apply-detail';
import { EDITABLE_STATUSES } from '@/features/declaration/online-apply';
import { OnlineApplyForm } from './OnlineApplyForm';
import { linkTo } from '@/platform/routing';

/** 修改网上报检申请 (online-apply-edit?id=…): a draft or returned application in the same step form. */
export default function OnlineApplyEditPage({ id }: { id: string }) {
  const detail = useOnlineApplyDetail(id);
  return (
    <QueryState query={detail} minHeight={240}>
      {(d) => (
        <PageCard
          title={`修改网上报检申请 ${d.onlinelsh}`}
          actions={
            <Anchor component={Link} to={linkTo('company_service_online_apply_view', { id: d.id })} size="sm">
              查看申请
            </Anchor>
          }
        >
          {EDITABLE_STATUSES.has(d.status) ? (
            <>
              {d.status === '4' && d.acceptOpinion && (
                <Alert color="red" title="退回意见" mb="md">
                  {d.acceptOpinion}
                </Alert>
              )}
              <OnlineApplyForm key={d.id} existing={d} />
            </>
          ) : (
            <Alert color="orange" title="当前状态不能修改">
              <Text size="sm">该申请当前状态为“{d.statusName}”，只有草稿或已退回的申请可以修改。</Text>
              <Group mt="sm">
                <Button
                  component={Link}
                  to={linkTo('company_service_online_apply_view', { id: d.id })}
                  size="xs"
                  variant="light"
                >
                  查看申请详情
                </Button>
              </Group>
            </Alert>
          )}
        </PageCard>
      )}
    </QueryState>
  );
}
