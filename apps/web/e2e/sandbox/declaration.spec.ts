import { test, expect, openInApp } from './kit';
import { screen } from '../fixtures';

// Journey 3, declaration to report: the tenant's clock moves until the escalator is overdue; the
// desk's overdue count is the overdue list's; a periodic inspection is declared for it (the picker
// offers due and overdue equipment and says why equipment in a flow is not offered); the fee trial
// follows the chosen equipment and relief; the commit lands on that application; it is paid, its
// invoice is issued, and the report the regulator issues is found and previewed.

test('an overdue escalator is declared, paid, invoiced and reported', async ({ page, sandbox }) => {
  // The seed's escalator is due in 25 days, the two passenger lifts in 16 (and in a flow already).
  await sandbox.admin('POST', '/clock', { advance: 'P27D' });
  await sandbox.login(page);

  // One truth: the desk's overdue count, the card's and the overdue list's rows.
  const deskItem = page.getByRole('link', { name: /设备超期未检/ });
  const deskCount = Number((await deskItem.textContent())!.match(/(\d+)\s*台/)![1]);
  expect(deskCount).toBeGreaterThan(0);
  await deskItem.click();
  await expect(page).toHaveURL(/\/equipment\/query-timeout/);
  await expect(page.getByText(`共 ${deskCount} 条`)).toBeVisible();
  const overdue = page.getByRole('table').getByRole('row').filter({ hasText: '1号自动扶梯' });
  await expect(overdue).toContainText('超期 2 天');

  await openInApp(page, '/company-service/online-apply');
  const picker = page.getByRole('table', { name: '待检设备' });
  const escalator = picker.getByRole('row').filter({ hasText: '1号自动扶梯' });
  await expect(escalator).toContainText('超期 2 天');
  await expect(escalator).toContainText('可报检');
  const boiler = picker.getByRole('row').filter({ hasText: '1号燃气热水锅炉' });
  await expect(boiler).toContainText('超期 4 天');
  await expect(boiler.getByRole('checkbox')).toBeEnabled();
  // In a flow: not offered, and the row says which application holds it. The crane is due (not
  // overdue) and listed, but its periodic inspection is declared already.
  const crane = picker.getByRole('row').filter({ hasText: '16吨桥式起重机' });
  await expect(crane).toContainText('剩 3 天');
  await expect(crane.getByRole('checkbox')).toBeDisabled();
  await expect(crane).toContainText('已在定期检验报检流程 BJ20261120000248 中');
  const lift = picker.getByRole('row').filter({ hasText: '1号客梯' });
  await expect(lift.getByRole('checkbox')).toBeDisabled();
  await expect(lift).toContainText(/已在定期检验报检流程 BJ\d{14} 中/);

  // The fee trial follows the equipment chosen: first the boiler, then the escalator instead.
  await boiler.getByRole('checkbox').check();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  const fee = page.getByTestId('inspection-fee');
  await expect(fee.getByRole('row')).toHaveCount(2);
  await expect(fee).toContainText('120033020320150007');
  await page.getByRole('button', { name: '上一步' }).click();
  await page.getByRole('button', { name: '上一步' }).click();
  await boiler.getByRole('checkbox').uncheck();
  await escalator.getByRole('checkbox').check();
  await expect(page.getByText('已选 1 台')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(fee.getByRole('row')).toHaveCount(2);
  await expect(fee).toContainText('331033020020200056');
  await expect(fee).not.toContainText('120033020320150007');
  await expect(page.getByTestId('fee-relief')).toHaveText('无减免');
  await expect(page.getByTestId('fee-total')).toHaveText('380.00 元');
  // …and the relief chosen.
  await page.getByRole('radio', { name: /小微企业检验费减免/ }).check();
  await expect(page.getByTestId('fee-relief')).toHaveText('114.00 元（小微企业检验费减免 30%）');
  await expect(page.getByTestId('fee-total')).toHaveText('266.00 元');
  await page.getByRole('button', { name: '下一步' }).click();

  await page.getByRole('button', { name: /获取验证码/ }).click();
  await expect.poll(async () => (await sandbox.admin('GET', '/outbox')).messages.length).toBeGreaterThan(0);
  const { messages } = await sandbox.admin<{ messages: { code: string }[] }>('GET', '/outbox');
  await page.getByRole('textbox', { name: /短信验证码/ }).fill(messages[0]!.code);
  await page.getByRole('button', { name: '提交报检' }).click();

  // Lands on the application just made.
  await expect(page).toHaveURL(/\/company-service\/online-apply-view\?id=/);
  const id = new URL(page.url()).searchParams.get('id')!;
  const heading = page.getByRole('heading', { name: /^网上报检申请 BJ\d{14}$/ });
  await expect(heading).toBeVisible();
  const onlinelsh = (await heading.textContent())!.replace('网上报检申请', '').trim();
  await expect(page.getByText('已提交', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: '报检设备' })).toContainText('1号自动扶梯');
  await expect(page.getByText('小微企业检验费减免', { exact: true })).toBeVisible();

  // The regulator accepts; the application offers its fee to pay.
  await sandbox.admin('POST', `/applications/onlineApply/${id}/accept`);
  await page.reload();
  await expect(page.getByText('受理中', { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: '缴纳检验费' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay-code-order\\?onlinelsh=${onlinelsh}`));
  await expect(page.getByTestId('pay-amount')).toHaveText('266.00 元');
  const { items } = await sandbox.admin<{ items: { chargesysid: string; amount: number }[] }>('GET', '/payments');
  const slip = items.find((p) => p.amount === 266)!;
  const paid = await sandbox.admin<{ invoiceId: string }>('POST', `/payments/${slip.chargesysid}/pay`);
  await expect(page.getByTestId('pay-paid')).toBeVisible();
  await page.getByRole('button', { name: '查看缴费单' }).click();
  await expect(page.getByText('已支付').first()).toBeVisible();

  await openInApp(page, '/company-service/invoice-query');
  const invoice = page.getByRole('row').filter({ hasText: onlinelsh });
  await expect(invoice).toContainText('266.00');
  await expect(invoice).toContainText('已开具');
  expect(paid.invoiceId).toMatch(/^[0-9a-f]{32}$/);

  // The regulator completes: a report for the escalator.
  const done = await sandbox.admin<{ issued: { reportNo: string } }>(
    'POST',
    `/applications/onlineApply/${id}/complete`,
  );
  await openInApp(page, '/company-service/report-query');
  const report = page.getByRole('row').filter({ hasText: done.issued.reportNo });
  await expect(report).toContainText('1号自动扶梯');
  await report.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('dialog', { name: `1号自动扶梯定期检验报告 ${done.issued.reportNo}` });
  await expect(preview.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await screen(page, 'journey-3-declaration', { fullPage: false });
});
