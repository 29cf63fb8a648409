import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { windowOf } from '@/test-window';
import { ApplyProgressView } from './ApplyProgressView';

const progress = {
  currentStepName: '审核',
  currentHandler: '孙伟',
  timeLimitDays: 15,
  usedDays: 1,
  equipmentProgress: [
    { oidno: 'e1', eqpCode: '411033020020170045', eqpName: '5吨桥式起重机', stepName: '审核', statusName: '待审核' },
  ],
};

function show() {
  render(
    <MantineProvider>
      <ApplyProgressView progress={progress} />
    </MantineProvider>,
  );
}

describe('where each device of an application stands', () => {
  afterEach(cleanup);

  it('is a card per device on a phone, its status beside its name', () => {
    windowOf(390);
    show();
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByRole('list', { name: '各设备办理进度' })).getByRole('listitem', {
      name: '5吨桥式起重机',
    });
    expect(card.textContent).toContain('待审核');
    expect(card.textContent).toContain('设备代码 411033020020170045 · 所处环节 审核');
    expect(card.textContent).toContain('使用登记证编号 —');
  });

  it('is a table from a tablet’s width on', () => {
    windowOf(1024);
    show();
    const table = screen.getByRole('table', { name: '各设备办理进度' });
    expect(within(table).getByRole('cell', { name: '411033020020170045' })).toBeTruthy();
  });
});
