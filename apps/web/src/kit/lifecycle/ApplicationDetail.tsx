import type { ComponentProps, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DetailView } from '@/kit/detail/DetailView';
import { LifecycleButtons } from './LifecycleUi';
import { statusTag, type Lifecycle } from './lifecycle';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The detail page of an application: a DetailView whose heading carries the status tag of its
 * lifecycle and the buttons its status allows (修改, 提交, 撤回, 删除 …). Once deleted, the page
 * goes to `afterDelete` (the list it is opened from). `actions` stand before the lifecycle's buttons
 * (流程日志, 催办, 注销告知书).
 */
export function ApplicationDetail<Row>({
  lifecycle,
  row,
  name,
  onEdit,
  invalidate,
  afterDelete,
  actions,
  ...view
}: Omit<ComponentProps<typeof DetailView>, 'tags' | 'actions'> & {
  lifecycle: Lifecycle<Row>;
  row: Row;
  /** The application's name in confirmations and messages (its number). */
  name: string;
  onEdit?: () => void;
  /** The query keys an action makes stale (the object's root first). */
  invalidate?: readonly QueryKey[];
  afterDelete?: string;
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  const tag = statusTag(lifecycle, row);
  return (
    <DetailView
      {...view}
      tags={[{ label: tag.text, color: tag.color }]}
      actions={
        <>
          {actions}
          <LifecycleButtons
            lifecycle={lifecycle}
            row={row}
            name={name}
            onEdit={onEdit}
            invalidate={invalidate}
            onDone={(a) => {
              if (a === 'delete' && afterDelete) navigate(afterDelete);
            }}
          />
        </>
      }
    />
  );
}
