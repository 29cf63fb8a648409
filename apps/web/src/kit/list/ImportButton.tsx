import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileImport, IconUpload } from '@tabler/icons-react';
import { progressFetch } from '@tzsb/sdk';
import { downloadBlob, saveBlob } from '@/kit/blob';
import { importErrorsCsv, importErrorsName } from './import-errors';

/** What an import call answers (the contract's ImportSummary). */
export interface ImportResult {
  total: number;
  success: number;
  failed: number;
  errors?: { row: number; field?: string | null; message: string }[] | null;
}

/** An import's template: the .xlsx to fill in, named as the server says or by `fallbackName`. */
export interface ImportTemplate {
  fallbackName: string;
  download: () => Promise<{ data?: unknown; response: Response }>;
}

/**
 * Import from Excel: download the template, pick a file, upload with a progress bar, then a summary
 * of imported and rejected rows with the reason for each rejected row, downloadable as a file.
 */
export function ImportButton({
  label = '导入 Excel',
  title,
  accept = '.xlsx,.xls',
  hint,
  template,
  upload,
  onDone,
  size,
  variant = 'light',
}: {
  label?: string;
  title: string;
  accept?: string;
  hint?: string;
  template?: ImportTemplate;
  /** Uploads the file through the SDK, passing `fetch` to the call so progress is reported. */
  upload: (file: File, fetch: typeof globalThis.fetch) => Promise<ImportResult>;
  onDone?: () => void;
  /** The button's size, to match a toolbar's other buttons. */
  size?: 'xs' | 'sm';
  variant?: 'light' | 'default';
}) {
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fetchingTemplate, setFetchingTemplate] = useState(false);

  const hasField = !!result?.errors?.some((e) => e.field);
  const reset = () => {
    setFile(null);
    setPercent(null);
    setResult(null);
    setFailure(null);
  };
  const run = async () => {
    if (!file) return;
    setFailure(null);
    setResult(null);
    setPercent(0);
    try {
      const r = await upload(file, progressFetch(setPercent));
      setResult(r);
      onDone?.();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
      setPercent(null);
    }
  };

  const fetchTemplate = async () => {
    if (!template || fetchingTemplate) return;
    setFetchingTemplate(true);
    try {
      const name = await downloadBlob(template.download, template.fallbackName);
      notifications.show({ color: 'green', message: `已下载：${name}` });
    } catch (e) {
      notifications.show({
        color: 'red',
        title: '模板下载失败',
        message: e instanceof Error ? e.message : String(e),
      });
    } finally {
      setFetchingTemplate(false);
    }
  };
  const saveErrors = () => {
    if (result?.errors?.length) saveBlob(importErrorsCsv(result.errors), importErrorsName(file?.name));
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        leftSection={<IconFileImport size={size === 'xs' ? 14 : 16} />}
        onClick={() => {
          reset();
          setOpened(true);
        }}
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={title}
        size="lg"
        closeOnClickOutside={percent === null || result !== null}
      >
        <Stack>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
          {template && (
            <Group gap="xs">
              <Button
                variant="light"
                size="xs"
                leftSection={<IconDownload size={14} />}
                loading={fetchingTemplate}
                onClick={() => void fetchTemplate()}
              >
                下载导入模板
              </Button>
              <Text size="xs" c="dimmed">
                第二个工作表“填写说明”列出每列的填写要求
              </Text>
            </Group>
          )}
          <FileInput
            label="选择文件"
            placeholder="点击选择 Excel 文件"
            accept={accept}
            value={file}
            onChange={(f) => {
              setFile(f);
              setResult(null);
              setFailure(null);
              setPercent(null);
            }}
            clearable
            clearButtonProps={{ 'aria-label': '清除所选文件' }}
            leftSection={<IconUpload size={16} />}
          />
          {percent !== null && <Progress value={percent} animated={!result} aria-label="上传进度" />}
          {failure && (
            <Alert color="red" title="导入失败">
              {failure}
            </Alert>
          )}
          {result && (
            <Alert color={result.failed ? 'yellow' : 'green'} title="导入完成" data-testid="import-summary">
              共 {result.total} 条，成功 {result.success} 条，失败 {result.failed} 条
            </Alert>
          )}
          {!!result?.errors?.length && (
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={80}>行号</Table.Th>
                  {hasField && <Table.Th w={120}>列</Table.Th>}
                  <Table.Th>原因</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.errors.map((e) => (
                  <Table.Tr key={`${e.row}-${e.message}`}>
                    <Table.Td>{e.row}</Table.Td>
                    {hasField && <Table.Td>{e.field ?? '—'}</Table.Td>}
                    <Table.Td>{e.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group justify="flex-end">
            {!!result?.errors?.length && (
              <Button variant="light" leftSection={<IconDownload size={16} />} onClick={saveErrors} mr="auto">
                下载错误明细
              </Button>
            )}
            <Button variant="default" onClick={() => setOpened(false)}>
              {result ? '完成' : '取消'}
            </Button>
            {!result && (
              <Button onClick={() => void run()} disabled={!file} loading={percent !== null && !failure}>
                开始导入
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
