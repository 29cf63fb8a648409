import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { usePlatform } from '@/platform/PlatformContext';
import { QueryState } from '@/kit/QueryState';
import { useSubmit } from '@/kit/useSubmit';
import { EquipmentMultiSelect } from '@/shared/equipment/EquipmentSelect';
import type { SafetyPerson } from '@/features/person/api/safety-person-list';
import { useBoundDevices } from '@/features/person/api/bound-devices';
import { checkUpdateBinding } from '@/features/person/api/check-update-binding';
import { useBindDevice } from '@/features/person/api/bind-device';

/** 绑定设备: the person's equipment now, and the new choice, checked by checkUpdateBindingPersonnel before bindDevice. */
export function BindDialog({ person, onClose }: { person: SafetyPerson; onClose: () => void }) {
  const platform = usePlatform();
  const bound = useBoundDevices({ personId: person.id });
  const bind = useBindDevice();
  const [oidnos, setOidnos] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { busy, failure, run } = useSubmit();
  const submit = async () => {
    if (!oidnos.length) {
      setError('请选择要绑定的设备');
      return;
    }
    const r = await run('submit', async () => {
      const check = await checkUpdateBinding(platform, { personId: person.id, oidnos });
      if (check && check.allowed === false) throw new Error(check.reason ?? '当前不能变更设备绑定');
      await bind.mutateAsync({ personId: person.id, oidnos });
    });
    if (!r?.ok) return;
    notifications.show({ color: 'green', message: `已为${person.name}绑定 ${oidnos.length} 台设备` });
    onClose();
  };
  return (
    <Stack gap="sm">
      <Text size="sm">负责设备类别：{person.equclanames || '—'}</Text>
      <Text size="sm" fw={600}>
        已绑定的设备
      </Text>
      <QueryState query={bound} isEmpty={(d) => !d.length} empty="尚未绑定设备" minHeight={40}>
        {(list) => (
          <Table fz="sm" withTableBorder aria-label="已绑定的设备">
            <Table.Tbody>
              {list.map((d) => (
                <Table.Tr key={d.oidno}>
                  <Table.Td>{d.eqpName}</Table.Td>
                  <Table.Td>{d.eqpCode}</Table.Td>
                  <Table.Td>{d.equclaname}</Table.Td>
                  <Table.Td>绑定于 {d.bindDate ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <EquipmentMultiSelect
        label="绑定设备"
        required
        description="设备原有的安全管理人员将改为该人员"
        value={oidnos}
        onChange={(v) => {
          setOidnos(v);
          if (v.length) setError(null);
        }}
        error={error}
      />
      {failure && (
        <Alert color="red" role="alert" title="绑定失败">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={!!busy}>
          取消
        </Button>
        <Button loading={!!busy} onClick={() => void submit()}>
          绑定
        </Button>
      </Group>
    </Stack>
  );
}
