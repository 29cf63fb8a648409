import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider, Modal } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { DatesSetup } from '@/platform/DatesSetup';
import { theme } from './theme';

describe('the theme', () => {
  afterEach(cleanup);

  it('names the × of every dialog, apart from the dialog’s own 关闭', () => {
    render(
      <MantineProvider theme={theme}>
        <Modal opened onClose={() => undefined} title="通知">
          <button type="button">关闭</button>
        </Modal>
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: '关闭窗口' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '关闭' })).toHaveLength(1);
  });

  it('heads a calendar with the year and month in Chinese order', async () => {
    render(
      <MantineProvider theme={theme}>
        <DatesSetup>
          <DatePickerInput label="检测日期" defaultDate="2026-11-01" />
        </DatesSetup>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '检测日期' }));
    expect(await screen.findByText('2026年11月')).toBeTruthy();
    expect(screen.queryByText('十一月 2026')).toBeNull();
  });
});
