import type { Option } from '@/kit/options';

/** 审核状态 of registrations and password resets (0 待审核, 1 已通过, 2 未通过). */
export const auditStatusOptions: Option[] = [
  { value: '0', label: '待审核' },
  { value: '1', label: '已通过' },
  { value: '2', label: '未通过' },
];
export const auditStatusColor: Record<string, string> = { '0': 'blue', '1': 'teal', '2': 'red' };

/** 账号状态 of member accounts (0 正常, 2 停用). */
export const accountStatusOptions: Option[] = [
  { value: '0', label: '正常' },
  { value: '2', label: '停用' },
];
export const accountStatusColor: Record<string, string> = { '0': 'teal', '2': 'gray' };

/** Login names as the contract allows them. */
export const LOGIN_NAME = /^[A-Za-z0-9_]{4,30}$/;
export const LOGIN_NAME_MESSAGE = '登录账号为 4–30 位字母、数字或下划线';
