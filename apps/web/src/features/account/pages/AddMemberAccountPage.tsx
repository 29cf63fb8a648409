import { useMemo } from 'react';
import { useSessionState } from '@/platform/PlatformContext';
import { FormPage } from '@/kit/form/FormPage';
import { useCreateMemberAccount } from '@/features/account/api/save-member-account';

import { createBody, emptyMemberValues, memberSections, roleOptions } from './member-form';
import { linkTo } from '@/platform/routing';
import { useFollowUp } from '@/kit/useFollowUp';

/** 新增成员账号 (createAccount): a taken login name gets the server's message, the form kept as typed. */
export default function AddMemberAccountPage() {
  const followUp = useFollowUp();
  const { roles } = useSessionState();
  const sections = useMemo(() => memberSections(roleOptions(roles)), [roles]);
  const create = useCreateMemberAccount();
  return (
    <FormPage
      operation="add"
      initialValues={emptyMemberValues()}
      sections={sections}
      draftKey="account.member.add"
      allowCommit={false}
      saveLabel="保存"
      onSave={(v) => create.mutateAsync(createBody(v))}
      onSaved={() => followUp(linkTo('account_manager'))}
    />
  );
}
