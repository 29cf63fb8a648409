import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PageCard } from '@/kit/PageCard';
import { OnlineApplyForm } from './OnlineApplyForm';
import { linkTo } from '@/platform/routing';

/** 定期检验报检 (online-apply): a new online inspection application. */
export default function OnlineApplyPage() {
  return (
    <PageCard
      actions={
        <Anchor component={Link} to={linkTo('company_service_online_apply_query')} size="sm">
          网上报检记录
        </Anchor>
      }
    >
      <OnlineApplyForm />
    </PageCard>
  );
}
