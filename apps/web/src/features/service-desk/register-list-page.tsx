import { useNavigate } from 'react-router';
import { usePlatform } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';
import { ListPage } from '@/kit/list/ListPage';
import type { ListSource } from '@/kit/list/source';
import type { ColumnSpec, FilterValues } from '@/kit/list/types';
import { AddButton } from '@/kit/list/AddButton';

type Save<Body> = (body: Body) => Promise<string | null | undefined>;

/**
 * The page of a register the unit keeps of what happened to its equipment (faults, rescues): each
 * entry is looked at, changed in its form or deleted; a new one opens its detail once saved.
 */
export function registerListPage<Row extends { id: string }, F extends FilterValues, Body>(spec: {
  /** What one entry is called: 故障登记. */
  noun: string;
  source: ListSource<Row, F>;
  columns: ColumnSpec<Row>[];
  /** The entry's number, which the delete confirmation names. */
  numberOf: (row: Row) => string;
  detailLink: (id: string) => string;
  /** The entry's form, empty or with the entry to change; resolves to the saved id. */
  openForm: (platform: Platform, save: Save<Body>, existing?: Row) => Promise<string | null>;
  useSave: () => { mutateAsync: Save<Body> };
  useRemove: () => { mutateAsync: (body: { id: string }) => Promise<unknown> };
}) {
  const { noun, source, columns, numberOf, detailLink, openForm, useSave, useRemove } = spec;
  return function RegisterListPage() {
    const platform = usePlatform();
    const navigate = useNavigate();
    const save = useSave();
    const remove = useRemove();
    const openDetail = (id: string) => navigate(detailLink(id));
    const add = async () => {
      const id = await openForm(platform, save.mutateAsync);
      if (id) openDetail(id);
    };
    return (
      <ListPage
        source={source}
        columns={columns}
        rowKey={(r) => r.id}
        rowActions={[
          { label: '查看', onClick: (r) => openDetail(r.id) },
          { label: '修改', onClick: (r) => openForm(platform, save.mutateAsync, r) },
          {
            label: '删除',
            color: 'red',
            confirm: (r) => `确定删除${noun}「${numberOf(r)}」吗？删除后不可恢复。`,
            onClick: (r) => remove.mutateAsync({ id: r.id }),
          },
        ]}
        toolbar={() => <AddButton label={`新增${noun}`} onClick={() => void add()} />}
        emptyText={`暂无${noun}`}
      />
    );
  };
}
