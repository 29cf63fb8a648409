import { Badge, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { usePlatform } from '@/platform/PlatformContext';
import { ListPage } from '@/kit/list/ListPage';
import { bodyListSource, prefetchList } from '@/kit/list/source';
import type { FilterSpec, FiltersOf } from '@/kit/list/types';
import { deleteInvoiceTitle } from '@/features/payment/api/delete-invoice-title';
import {
  fetchInvoiceTitleList,
  invoiceTitleListKey,
  type InvoiceTitleListBody,
} from '@/features/payment/api/invoice-title-list';
import { titleTypeOptions, useInvoiceTitleForm } from '@/features/payment/invoices';
import { selectFilter, textFilter } from '@/kit/list/filters';
import { AddButton } from '@/kit/list/AddButton';

type Filters = FiltersOf<InvoiceTitleListBody, 'titleType' | 'name'>;
const filters: FilterSpec<Filters>[] = [
  textFilter('name', '抬头名称', 220),
  selectFilter('titleType', '抬头类型', titleTypeOptions, 120),
];

const source = bodyListSource(filters, invoiceTitleListKey, fetchInvoiceTitleList);
export const prefetch = prefetchList(source);

/** 开票信息: the unit's invoice titles, added, changed and deleted here, chosen when applying for an invoice. */
export default function InvoiceTitlePage() {
  const platform = usePlatform();
  const qc = useQueryClient();
  const openForm = useInvoiceTitleForm();
  return (
    <ListPage
      source={source}
      columns={[
        {
          id: 'name',
          title: '抬头名称',
          width: 280,
          render: (r) => (
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{r.name}</Text>
              {r.isDefault && (
                <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                  默认
                </Badge>
              )}
            </Group>
          ),
        },
        { key: 'titleTypeName', title: '类型', width: 70 },
        { key: 'taxNo', title: '纳税人识别号', width: 190 },
        {
          id: 'bank',
          title: '开户银行及账号',
          render: (r) =>
            r.bank ? (
              <>
                <Text size="sm">{r.bank}</Text>
                <Text size="xs" c="dimmed">
                  {r.account}
                </Text>
              </>
            ) : (
              '—'
            ),
        },
        { key: 'email', title: '接收邮箱' },
        { key: 'createTime', title: '创建时间', width: 160 },
      ]}
      rowActions={[
        { label: '修改', onClick: (r) => void openForm(r) },
        {
          label: '删除',
          color: 'red',
          confirm: (r) => `确定删除发票抬头“${r.name}”吗？已开具的发票不受影响。`,
          onClick: async (r) => {
            await deleteInvoiceTitle(platform, r.id);
            await qc.invalidateQueries({ queryKey: invoiceTitleListKey });
          },
        },
      ]}
      toolbar={() => <AddButton label="新增开票信息" onClick={() => void openForm()} />}
      emptyText="还没有发票抬头，点击“新增开票信息”添加"
    />
  );
}
