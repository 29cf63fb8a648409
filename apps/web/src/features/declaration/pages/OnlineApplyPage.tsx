import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PageCard } from '../../../kit/PageCard';
import { OnlineApplyForm } from './OnlineApplyForm';
import { DECLARATION_PAGES } from '../links';

/** 定期检验报检 (online-apply): a new online inspection application. */
export default function OnlineApplyPage() {
  return (
    <PageCard title="定期检验报检" actions={<Anchor component={Link} to={DECLARATION_PAGES.query} size="sm">网上报检记录</Anchor>}>
      <OnlineApplyForm />
    </PageCard>
  );
}
