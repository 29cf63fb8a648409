import { test, expect, openMenu, withinWidth, PHONE } from './kit';
import { screen } from '../fixtures';

// Journey 3's declaration at phone width (390 px): the page is reached through the phone's menu,
// the equipment picker shows a card per piece of equipment with its due state and, for equipment
// in a flow, why it cannot be chosen, all within the screen; the fee trial follows the choice.

test.use({ viewport: PHONE });

test('at 390 px an overdue escalator is chosen from cards and its fee tried', async ({ page, sandbox }) => {
  // The seed's escalator is due in 25 days, the two passenger lifts in 16 (and in a flow already).
  await sandbox.admin('POST', '/clock', { advance: 'P27D' });
  await sandbox.login(page);

  await openMenu(page, '企业自助服务', '检验申报', '定期检验报检');
  await expect(page).toHaveURL('/company-service/online-apply');
  const picker = page.getByRole('list', { name: '待检设备' });
  const escalator = picker.getByRole('listitem').filter({ hasText: '1号自动扶梯' });
  await expect(escalator).toContainText('超期 2 天');
  await expect(escalator).toContainText('可报检');
  await withinWidth(escalator);
  // In a flow: its box disabled, and the card says which application holds it, in view.
  const lift = picker.getByRole('listitem').filter({ hasText: '1号客梯' });
  await expect(lift.getByRole('checkbox')).toBeDisabled();
  const reason = lift.getByText(/已在定期检验报检流程 BJ\d{14} 中/);
  await expect(reason).toBeVisible();
  await withinWidth(reason);

  // The corner mark (模拟环境) sits below the submit bar's buttons, not over the first one.
  const mark = (await page.getByRole('link', { name: '模拟环境' }).boundingBox())!;
  const draft = (await page.getByRole('button', { name: '保存草稿' }).boundingBox())!;
  expect(draft.y + draft.height).toBeLessThanOrEqual(mark.y);

  await escalator.getByRole('checkbox').check();
  await expect(page.getByText('已选 1 台')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  const total = page.getByTestId('fee-total');
  await expect(total).toHaveText('380.00 元');
  await withinWidth(total);
  await expect(page.getByTestId('inspection-fee')).toContainText('331033020020200056');
  await screen(page, 'journey-3-declaration-390', { fullPage: false });
});
