import { screen } from '../fixtures';
import { test, expect, openInApp } from './kit';

// Where an application stands: the regulator accepts a submitted declaration; its detail shows the
// current step, who holds it and what comes next, the accepted step with handler, time and opinion;
// the printable flow log (new window) shows the same.

test('a declaration’s detail shows where it stands and its flow log', async ({ page, sandbox }) => {
  const { items } = await sandbox.admin<{ items: { kind: string; id: string; no: string; status: string }[] }>(
    'GET',
    '/applications',
  );
  const app = items.find((a) => a.kind === 'onlineApply' && a.status === '1')!;
  await sandbox.admin('POST', `/applications/onlineApply/${app.id}/accept`);
  await sandbox.login(page);
  await openInApp(page, `/company-service/online-apply-view?id=${app.id}`);

  const summary = page.getByTestId('flow-summary').filter({ visible: true });
  await expect(summary).toContainText('受理中');
  await expect(summary).toContainText('当前环节：审核办理');
  await expect(summary).toContainText('当前办理：李文静（宁波市特种设备检验研究院）');
  await expect(summary).toContainText('下一步：办结');
  const flow = page.locator('.mantine-Timeline-root').filter({ visible: true });
  await expect(flow.getByText('材料齐全，予以受理')).toBeVisible();
  await expect(flow.getByText('申请提交', { exact: true })).toBeVisible();

  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: '流程日志（新窗口打开）' }).click();
  const log = await popup;
  await expect(log.getByRole('heading', { name: '报检申请办理流程日志' })).toBeVisible();
  await expect(log.getByTestId('flow-log-summary')).toContainText(app.no);
  await expect(log.getByTestId('flow-log-summary')).toContainText('当前环节：审核办理');
  await expect(log.getByTestId('flow-log-summary')).toContainText('当前办理：李文静（宁波市特种设备检验研究院）');
  await expect(log.getByText('材料齐全，予以受理')).toBeVisible();
  await screen(page, 'application-flow-detail');
  await log.setViewportSize({ width: 1440, height: 900 });
  await screen(log, 'application-flow-log');
});
