import { describe, expect, it } from 'vitest';
import type { Message } from './api';
import { messageLink } from './links';

const message = (m: Partial<Message>): Message => ({
  id: '5c1e8a3f7b2d49e6a0c4f8b1d5e9a2c7',
  msgType: 'apply',
  msgTypeName: '申请进度',
  title: '使用登记申请 SYDJ20261118003 已退回',
  content: '退回原因：使用登记表未加盖单位公章',
  bizType: 'useRegistApply',
  bizId: '7d3f1b9e5a2c48d6b0e4f8a2c6d0e4b8',
  bizNo: 'SYDJ20261118003',
  readFlag: '0',
  readDate: null,
  createDate: '2026-11-25 10:42:16',
  ...m,
});
const everything = () => true;

describe('messageLink', () => {
  it('opens the application the message names', () => {
    expect(messageLink(message({}), everything)).toBe(
      '/company-service/useRegisterDetails?id=7d3f1b9e5a2c48d6b0e4f8a2c6d0e4b8',
    );
    expect(messageLink(message({ bizType: 'maintenancePrice', bizId: 'p1' }), everything)).toBe(
      '/company-service/maintenance-pro-apply-detail?id=p1&kind=price',
    );
    expect(messageLink(message({ bizType: 'charge', bizId: 'c1' }), everything)).toMatch(/chargesysid=c1$/);
  });

  it("opens a device's archive by its code's class", () => {
    const to = messageLink(message({ bizType: 'equipment', bizId: 'OID1', bizNo: '311033020020190124' }), everything);
    expect(to).toMatch(/elevator.*oidno=OID1$/i);
    expect(messageLink(message({ bizType: 'equipment', bizId: 'OID1', bizNo: null }), everything)).toBeUndefined();
  });

  it('leads nowhere when the role may not open the page', () => {
    expect(messageLink(message({ bizType: 'account', bizId: 'r1' }), () => false)).toBeUndefined();
    expect(messageLink(message({ bizType: 'useManage' }), everything)).toBeUndefined();
  });
});
