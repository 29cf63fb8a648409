import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Button, MantineProvider } from '@mantine/core';
import { windowOf } from '@/test-window';
import { RecordTable } from './RecordTable';

interface Device {
  oidno: string;
  eqpName: string;
  eqpCode: string;
  useAddress: string | null;
}

const devices: Device[] = [
  {
    oidno: 'OID1',
    eqpName: '1号空气储罐',
    eqpCode: '211033021120180031',
    useAddress: '宁波市镇海区蛟川街道俞范东路1188号空压站',
  },
  { oidno: 'OID2', eqpName: '3号空气储罐', eqpCode: '211033021120260019', useAddress: null },
];

function show(onRemove?: (d: Device) => void) {
  render(
    <MantineProvider>
      <RecordTable
        label="报检设备"
        rows={devices}
        rowKey={(d) => d.oidno}
        minWidth={900}
        title={{ title: '设备名称', cell: (d) => d.eqpName }}
        columns={[
          { title: '设备代码', cell: (d) => d.eqpCode },
          { title: '使用地点', cell: (d) => d.useAddress ?? '—' },
        ]}
        action={
          onRemove && {
            title: '操作',
            cell: (d) => (
              <Button size="xs" onClick={() => onRemove(d)}>
                移除 {d.eqpName}
              </Button>
            ),
          }
        }
      />
    </MantineProvider>,
  );
}

describe('the rows a record holds', () => {
  afterEach(cleanup);

  it('are cards on a phone, one per row named by its title, every other column a labelled value', () => {
    windowOf(390);
    const onRemove = vi.fn();
    show(onRemove);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: '报检设备' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('listitem', { name: '1号空气储罐' })).toBeTruthy();
    const second = within(screen.getByRole('list', { name: '报检设备' })).getByRole('listitem', {
      name: '3号空气储罐',
    });
    const terms = within(second)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(second)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['设备代码', '使用地点']);
    expect(values).toEqual(['211033021120260019', '—']);
    fireEvent.click(within(second).getByRole('button', { name: '移除 3号空气储罐' }));
    expect(onRemove).toHaveBeenCalledWith(devices[1]);
  });

  it('are a table named like the list from a tablet’s width on, scrolling in its own box', () => {
    windowOf(1024);
    show();
    expect(screen.queryByRole('list', { name: '报检设备' })).toBeNull();
    const table = screen.getByRole('table', { name: '报检设备' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['设备名称', '设备代码', '使用地点']);
    expect(within(table).getByRole('cell', { name: '211033021120180031' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '报检设备' }).contains(table)).toBe(true);
  });
});
