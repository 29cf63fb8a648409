import { useQueryClient } from '@tanstack/react-query';
import { usePlatform } from '@/platform/PlatformContext';
import { ImportButton } from '@/kit/list/ImportButton';
import { importUseRecords } from './api/import-use-records';
import { downloadUseRecordImportTemplate } from './api/use-record-import-template';
import { useRecordKey } from './api/keys';

/** 导入待登记设备: the use-registration import template, with the rows the server rejected and why. */
export function ImportUseRecordsButton() {
  const platform = usePlatform();
  const qc = useQueryClient();
  return (
    <ImportButton
      label="导入待登记设备"
      size="xs"
      variant="default"
      title="导入使用登记设备（Excel）"
      hint="按使用登记导入模板填写，每行一台设备；导入后逐行显示结果，未通过的行请修改后重新导入。"
      template={{ fallbackName: '使用登记导入模板.xlsx', download: () => downloadUseRecordImportTemplate(platform) }}
      upload={(file, fetch) => importUseRecords(platform, file, undefined, fetch)}
      onDone={() => void qc.invalidateQueries({ queryKey: useRecordKey })}
    />
  );
}
