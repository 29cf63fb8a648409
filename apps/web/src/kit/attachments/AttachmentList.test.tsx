import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { components } from '@tzsb/sdk';
import { PlatformContext } from '@/platform/PlatformContext';
import type { Platform } from '@/platform/platform';
import { windowOf } from '@/test-window';
import { AttachmentList } from './AttachmentList';

const files: components['schemas']['Attachment'][] = [
  {
    attsysid: 'att-1',
    attrefsysid: 'ref-1',
    fileName: '产品合格证_1号客梯_扫描件_2026年11月.pdf',
    attType: '产品合格证',
    fileSize: 2048,
    uploadTime: '2026-11-21 10:30:00',
    uploader: '陈建国',
  },
];

function show(onDelete?: (f: (typeof files)[number]) => void) {
  // The download link reads the platform's client only when clicked.
  render(
    <MantineProvider>
      <PlatformContext.Provider value={{} as Platform}>
        <AttachmentList files={files} onDelete={onDelete} />
      </PlatformContext.Provider>
    </MantineProvider>,
  );
}

describe('a record’s attachments', () => {
  afterEach(cleanup);

  it('are cards on a phone: the name on its own line, kind, size, time and uploader below, 删除 beside it', () => {
    windowOf(390);
    const onDelete = vi.fn();
    show(onDelete);
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByRole('list', { name: '附件' })).getByRole('listitem', { name: files[0]!.fileName });
    expect(within(card).getByRole('button', { name: files[0]!.fileName })).toBeTruthy();
    expect(card.textContent).toContain('产品合格证 · 2 KB');
    expect(card.textContent).toContain('2026-11-21 10:30:00 · 陈建国');
    fireEvent.click(within(card).getByRole('button', { name: `删除 ${files[0]!.fileName}` }));
    expect(onDelete).toHaveBeenCalledWith(files[0]);
  });

  it('are a table from a tablet’s width on, with 操作 only where files may be deleted', () => {
    windowOf(1024);
    show();
    const table = screen.getByRole('table', { name: '附件' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['文件名', '类别', '大小', '上传时间', '上传人']);
    expect(within(table).getByRole('cell', { name: '2 KB' })).toBeTruthy();
  });
});
