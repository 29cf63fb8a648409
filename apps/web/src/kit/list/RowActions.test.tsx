import { Activity, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { RowActions } from './RowActions';

const actions = ['查看', '修改', '删除'].map((label) => ({ label, onClick: () => undefined }));

/** A list row's actions on a page kept in a hidden tab, as the shell keeps them. */
function Tab() {
  const [shown, setShown] = useState(true);
  return (
    <MantineProvider>
      <button type="button" onClick={() => setShown((s) => !s)}>
        切换标签
      </button>
      <Activity mode={shown ? 'visible' : 'hidden'}>
        <RowActions row={{ id: '1' }} actions={actions} name="1号客梯" run={() => undefined} />
      </Activity>
    </MantineProvider>
  );
}

describe('RowActions', () => {
  afterEach(cleanup);

  it('opens 更多 on a click, and a tab shown again comes back with it closed', async () => {
    render(<Tab />);
    fireEvent.click(screen.getByRole('button', { name: '更多操作：1号客梯' }));
    expect(await screen.findByRole('menuitem', { name: '删除' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '切换标签' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '切换标签' })));
    expect(screen.getByRole('button', { name: '更多操作：1号客梯' }).getAttribute('aria-expanded')).toBe('false');
  });
});
