import { Fragment, useState, type ReactNode } from 'react';
import { Button, Group, Text, Title } from '@mantine/core';
import { IconEdit, IconFileText } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageCard } from '@/kit/PageCard';
import { QueryState } from '@/kit/QueryState';
import { AttachmentPanel } from '@/kit/attachments/AttachmentPanel';
import { linkTo, type RouteName } from '@/platform/routing';
import { useEquipmentDetail, type EquipmentDetail } from './api/equipment-detail';
import { archivePath, equipmentFormPath } from './links';

/**
 * The heading of an equipment form (设备信息, 管道信息): what is done to which equipment, what the form
 * does, and for an existing one its archive (or `list` when the class has none) and, when read-only,
 * the way to change it. `equclacode` is the class the form is for.
 */
export function EquipmentFormHeading({
  title,
  detail,
  equclacode,
  view,
  list,
  children,
}: {
  title: string;
  detail?: EquipmentDetail;
  equclacode?: string;
  view: boolean;
  list: RouteName;
  children: ReactNode;
}) {
  return (
    <PageCard>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3}>
            {title}
            {detail ? `：${detail.eqpName}` : ''}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {children}
          </Text>
        </div>
        {detail && (
          <Group gap="xs">
            {view && (
              <Button
                component={Link}
                to={equipmentFormPath(equclacode ?? detail.equclacode, detail.oidno, 'edit')}
                leftSection={<IconEdit size={16} />}
              >
                修改
              </Button>
            )}
            <Button
              component={Link}
              to={archivePath(equclacode ?? detail.equclacode, detail.oidno) ?? linkTo(list)}
              variant="light"
              leftSection={<IconFileText size={16} />}
            >
              查看档案
            </Button>
          </Group>
        )}
      </Group>
    </PageCard>
  );
}

/** The attachments of the equipment being edited (read-only when viewing), below its form. */
export const FormAttachments = ({
  title,
  attrefsysid,
  view,
}: {
  title: string;
  attrefsysid: string;
  view: boolean;
}) => (
  <PageCard title={title}>
    <AttachmentPanel attrefsysid={attrefsysid} readOnly={view} />
  </PageCard>
);

/**
 * An equipment form page: an existing record by `?oidno=` (`&operation=view` read-only), loaded
 * first, or a new one; after an add the form starts again empty (a new key), so a second save cannot
 * add the same record twice.
 */
export function EquipmentFormRoute({
  existing,
  add,
}: {
  existing: (detail: EquipmentDetail, view: boolean) => ReactNode;
  add: (onAdded: () => void) => ReactNode;
}) {
  const [search] = useSearchParams();
  const oidno = search.get('oidno') ?? '';
  const [round, setRound] = useState(0);
  if (oidno)
    return <Existing key={oidno} oidno={oidno} render={(d) => existing(d, search.get('operation') === 'view')} />;
  return <Fragment key={round}>{add(() => setRound((r) => r + 1))}</Fragment>;
}

function Existing({ oidno, render }: { oidno: string; render: (detail: EquipmentDetail) => ReactNode }) {
  const detail = useEquipmentDetail(oidno);
  return (
    <QueryState query={detail} minHeight={240}>
      {render}
    </QueryState>
  );
}
