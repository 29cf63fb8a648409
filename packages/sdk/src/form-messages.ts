// The messages of the forms built from the field rules (the schemas are in forms.ts). Public through
// `@tzsb/sdk/validators`.

export const PASSWORD_MESSAGES = {
  oldRequired: '原密码不能为空',
  newRequired: '新密码不能为空',
  confirm: '请确认新密码',
  mismatch: '两次输入的密码不一致',
  tooSimple: '密码杂度低请重新输入',
} as const;

export const ACCOUNT_INFO_MESSAGES = {
  nameRequired: '请输入姓名',
  mobileRequired: '请输入手机号码',
} as const;
