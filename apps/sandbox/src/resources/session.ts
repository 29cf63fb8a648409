// Accounts for real: the login is decrypted with the platform's JeeSite cipher and checked against
// the stored password (a wrong one, a wrong captcha, a locked or unapproved account each get the
// contract's own answer); a session ends after idle minutes of tenant time; registration makes a
// pending account an administrator audits; SMS codes go to the outbox.
import { randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';
import { des } from '../../../../packages/sdk/src/cipher.ts';
import type { SandboxApp } from '../server.ts';
import type { Tenant } from '../tenants.ts';
import type { TenantLike } from '../engine/core.ts';
import { PLATFORM_OWNER, postMessage } from './messages.ts';
import type { Row } from '../store.ts';
import { type Call, type Handler, failure, refuse, str, success, stamp, exampleAnswer } from '../engine/core.ts';
import { newCaptchaCode, captchaJpeg } from '../captcha.ts';

export const SESSION_HEADER = 'x-session-expires-in';
export const DEMO_PASSWORD = 'Tzsb@2026';

export function hashPassword(password: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}:${scryptSync(password, salt, 32, { N: 1024 }).toString('hex')}`;
}

export function passwordMatches(stored: string, password: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const given = scryptSync(password, salt, 32, { N: 1024 });
  return timingSafeEqual(given, Buffer.from(hash, 'hex'));
}

export function sessionOf(
  app: SandboxApp,
  tenant: Tenant,
  sid: string,
): { sid: string; user: Row; lastSeen: number } | null {
  const row = tenant.store.stmt('SELECT sid, user_id, last_seen FROM sessions WHERE sid = ?').get(sid) as
    { sid: string; user_id: string; last_seen: number } | undefined;
  if (!row) return null;
  if (tenant.now().getTime() - row.last_seen > app.options.sessionMinutes * 60_000) {
    tenant.store.stmt('DELETE FROM sessions WHERE sid = ?').run(sid);
    return null;
  }
  const user = tenant.store.get('account', row.user_id);
  return user ? { sid, user, lastSeen: row.last_seen } : null;
}

export function touchSession(tenant: Tenant, sid: string): void {
  tenant.store.stmt('UPDATE sessions SET last_seen = ? WHERE sid = ?').run(tenant.now().getTime(), sid);
}

const accountByLogin = (call: Call, loginName: string): Row | undefined =>
  call.tenant.store.all('account', [{ sql: `json_extract(data, '$.loginName') = ?`, args: [loginName] }])[0];

function decrypt(hex: string): string | null {
  try {
    return des.decode(hex);
  } catch {
    return null;
  }
}

/** Captchas issued per browser (cookie), the last one per tenant for tests. */
const captchas = new Map<string, string>();

function cookie(call: Call, name: string): string | undefined {
  for (const part of String(call.req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

function captchaFor(call: Call): string | null {
  const id = cookie(call, 'sandbox_captcha');
  return (id && captchas.get(`${call.tenant.name}:${id}`)) || call.tenant.captcha;
}

function checkCaptcha(call: Call, given: unknown, required: boolean): boolean {
  const code = str(given);
  if (!code) return !required;
  const expected = captchaFor(call);
  return Boolean(expected) && expected!.toLowerCase() === code.toLowerCase();
}

function userInfo(account: Row) {
  const roles = account.roles as Row[];
  const current = roles.find((r) => r.id === account.currentRoleId) ?? roles[0];
  // The user's own copy of the list (the examples' carries one) names the roles the account holds.
  const user = { ...account.user, currentRole: current };
  if (Array.isArray(user.roleList)) user.roleList = roles;
  return { user, roleList: roles };
}

export function sendSms(
  tenant: TenantLike,
  mobile: string,
  type: string,
  text: string,
  code: string | null = null,
): void {
  tenant.store
    .stmt('INSERT INTO outbox (at, mobile, type, code, text) VALUES (?, ?, ?, ?, ?)')
    .run(stamp(tenant.now()), mobile, type, code, text);
}

function lastSmsCode(call: Call, mobile: string, type?: string): { code: string; at: string } | undefined {
  const row = call.tenant.store
    .stmt(
      `SELECT code, at FROM outbox WHERE mobile = ? AND code IS NOT NULL ${type ? 'AND type = ?' : ''} ORDER BY seq DESC LIMIT 1`,
    )
    .get(...(type ? [mobile, type] : [mobile])) as { code: string; at: string } | undefined;
  return row;
}

function smsCodeValid(call: Call, mobile: string, code: string, type?: string): boolean {
  const last = lastSmsCode(call, mobile, type);
  if (!last || last.code !== str(code)) return false;
  const sentAt = Date.parse(`${last.at.replace(' ', 'T')}+08:00`);
  return call.tenant.now().getTime() - sentAt <= 5 * 60_000;
}

const SMS_TYPES: Record<string, string> = {
  '1': '企业账号注册',
  '2': '密码重置申请',
  '3': '修改手机号码',
  '4': '网上报检提交',
};

const UNIT_TYPES: Record<string, string> = {
  '1': '使用单位',
  '2': '维保单位',
  '3': '制造单位',
  '4': '安装改造修理单位',
};

export const sessionHandlers: Record<string, Handler> = {
  getCaptchaImage(call) {
    const code = newCaptchaCode();
    const id = cookie(call, 'sandbox_captcha') ?? randomBytes(8).toString('hex');
    captchas.set(`${call.tenant.name}:${id}`, code);
    call.tenant.captcha = code;
    return {
      status: 200,
      bytes: captchaJpeg(code),
      type: 'image/jpeg',
      headers: { 'set-cookie': `sandbox_captcha=${id}; Path=/; HttpOnly; SameSite=Lax` },
    };
  },

  login(call) {
    if (str(call.input.ssotoken)) {
      // Single sign-on: the identity provider vouches for the demo company's administrator.
      const account = accountByLogin(call, 'qiye01');
      if (!account) refuse('wrongPassword');
      return startSession(call, account!);
    }
    const loginName = decrypt(str(call.input.username));
    const password = decrypt(str(call.input.password));
    if (!loginName || password === null) refuse('wrongPassword');
    const account = accountByLogin(call, loginName!);
    if (!account) refuse('wrongPassword');
    const now = call.tenant.now().getTime();
    if (account!.lockedUntil && account!.lockedUntil > now) refuse('accountLocked');
    if (!checkCaptcha(call, call.input.validateCode, (account!.failures ?? 0) > 0)) refuse('wrongCaptcha');
    if (!passwordMatches(account!.passwordHash, password!)) {
      const failures = (account!.failures ?? 0) + 1;
      const locked = failures >= 5;
      call.tenant.store.put('account', account!.id, {
        ...account,
        failures: locked ? 0 : failures,
        lockedUntil: locked ? now + 30 * 60_000 : null,
      });
      refuse(locked ? 'accountLocked' : 'wrongPassword');
    }
    if (account!.status === 'pending') refuse('businessRefused');
    if (account!.status === 'rejected')
      return failure(call, `该账号的注册申请未通过：${account!.reason ?? '请查看注册结果'}`);
    call.tenant.store.put('account', account!.id, { ...account, failures: 0, lockedUntil: null });
    return startSession(call, account!);
  },

  logout(call) {
    if (call.sid) call.tenant.store.stmt('DELETE FROM sessions WHERE sid = ?').run(call.sid);
    return success(call, undefined);
  },

  getCurrentUserInfo(call) {
    return success(call, userInfo(call.user!));
  },

  changeCurrentRole(call) {
    const account = call.user!;
    const role = (account.roles as Row[]).find((r) => r.id === str(call.input.id));
    if (!role) refuse('roleNotHeld');
    call.tenant.store.put('account', account.id, { ...account, currentRoleId: role!.id });
    return success(call, role);
  },

  updateCurrentUserInfo(call) {
    const account = call.user!;
    const mobile = str(call.input.mobile);
    if (mobile && call.tenant.store.all('account').some((a) => a.id !== account.id && a.user?.mobile === mobile))
      refuse('mobileTaken');
    const user = { ...account.user };
    for (const [from, to] of [
      ['name', 'name'],
      ['identityCard', 'idCard'],
      ['phone', 'phone'],
      ['mobile', 'mobile'],
    ]) {
      if (call.input[from!] !== undefined) user[to!] = str(call.input[from!]);
    }
    call.tenant.store.put('account', account.id, { ...account, user });
    return success(call, (call.contract.example(call.op, 'ok')?.value as Row)?.data ?? null);
  },

  updateCurrentUserPassword(call) {
    const account = call.user!;
    const oldPassword = decryptMaybe(str(call.input.oldPassword));
    const newPassword = decryptMaybe(str(call.input.newPassword));
    if (!passwordMatches(account.passwordHash, oldPassword)) refuse('wrongOldPassword');
    if (oldPassword === newPassword) refuse('passwordReused');
    call.tenant.store.put('account', account.id, { ...account, passwordHash: hashPassword(newPassword) });
    return success(call, (call.contract.example(call.op, 'ok')?.value as Row)?.data ?? null);
  },

  getCurrentUserUnit(call) {
    const unit = call.user!.unitId ? call.tenant.store.get('unit', call.user!.unitId) : undefined;
    if (!unit) refuse('unitMissing');
    return success(call, unit);
  },

  sendSmsAuthCode(call) {
    const mobile = call.pathValues.mobile!;
    const type = call.pathValues.type!;
    const last = lastSmsCode(call, mobile, type);
    if (last && call.tenant.now().getTime() - Date.parse(`${last.at.replace(' ', 'T')}+08:00`) < 60_000)
      refuse('tooFrequent');
    const today = call.tenant.today();
    const sentToday = (
      call.tenant.store
        .stmt('SELECT COUNT(*) AS n FROM outbox WHERE mobile = ? AND substr(at, 1, 10) = ? AND code IS NOT NULL')
        .get(mobile, today) as { n: number }
    ).n;
    if (sentToday >= 10) refuse('dailyLimit');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    sendSms(
      call.tenant,
      mobile,
      type,
      `【特种设备企业服务平台】您的${SMS_TYPES[type] ?? ''}验证码为 ${code}，5 分钟内有效，请勿泄露。`,
      code,
    );
    return success(call, { expireSeconds: 300, resendSeconds: 60 });
  },

  checkSmsAuthCode(call) {
    if (!smsCodeValid(call, str(call.input.mobile), str(call.input.code), str(call.input.type) || undefined))
      refuse('smsCodeWrong');
    return success(call, null);
  },

  applyEnterpriseAccount(call) {
    const b = call.input;
    if (!checkCaptcha(call, b.validateCode, false)) refuse('captchaWrong');
    if (!smsCodeValid(call, str(b.mobile), str(b.smsCode), '1')) refuse('smsCodeWrong');
    const store = call.tenant.store;
    const regs = store.all('registration');
    const creditCode = str(b.creditCode);
    if (regs.some((r) => r.creditCode === creditCode && r.status === '0' && r.id !== str(b.reapplyId)))
      refuse('pendingApplication');
    if (
      store.all('unit').some((u) => u.creditCode === creditCode) ||
      regs.some((r) => r.creditCode === creditCode && r.status === '1')
    )
      refuse('creditCodeRegistered');
    const loginName = str(b.loginName);
    if (accountByLogin(call, loginName) && !regs.some((r) => r.loginName === loginName && r.id === str(b.reapplyId)))
      refuse('loginNameTaken', 200, `登录账号 ${loginName} 已被使用，请更换`);
    const password = decryptMaybe(str(b.password));
    const id =
      str(b.reapplyId) && store.get('registration', str(b.reapplyId))
        ? str(b.reapplyId)
        : crypto.randomUUID().replace(/-/g, '');
    const area = AREA_NAMES[str(b.areaCode)] ?? '';
    const reg: Row = {
      id,
      orgname: str(b.orgname),
      creditCode,
      unitType: str(b.unitType),
      unitTypeName: UNIT_TYPES[str(b.unitType)] ?? '使用单位',
      areaCode: str(b.areaCode),
      areaName: area,
      address: str(b.address),
      legalPerson: str(b.legalPerson),
      contactName: str(b.contactName),
      mobile: str(b.mobile),
      loginName,
      email: b.email ? str(b.email) : null,
      attrefsysid: str(b.attrefsysid) || null,
      attachments: [],
      applyTime: stamp(call.tenant.now()),
      status: '0',
      statusName: '待审核',
      auditOpinion: null,
      auditor: null,
      auditTime: null,
    };
    store.transaction(() => {
      store.put('registration', id, reg);
      postMessage(call.tenant, PLATFORM_OWNER, {
        type: 'account',
        title: `${reg.orgname} 提交了企业账号注册申请`,
        content: `联系人 ${reg.contactName}（${reg.mobile}），请在企业账号审核中审核。`,
        bizType: 'account',
        bizId: id,
        bizNo: reg.creditCode ? String(reg.creditCode) : null,
      });
      const existing = accountByLogin(call, loginName);
      const accountId = existing?.id ?? crypto.randomUUID().replace(/-/g, '');
      store.put('account', accountId, {
        ...(existing ?? {}),
        id: accountId,
        loginName,
        passwordHash: hashPassword(password),
        status: 'pending',
        registrationId: id,
        unitId: `U${creditCode}`,
        user: {
          id: accountId,
          loginName,
          name: reg.contactName,
          phone: null,
          mobile: reg.mobile,
          idCard: null,
          userUnitAreacode: reg.areaCode,
        },
        roles: [entRole(call)],
        currentRoleId: null,
        failures: 0,
        lockedUntil: null,
      });
    });
    return success(call, id);
  },

  checkPasswordResetApply(call) {
    const account = accountOfUnit(call);
    if (!account) refuse('accountNotFound');
    if (call.tenant.store.all('passwordReset').some((r) => r.loginName === account!.loginName && r.status === '0'))
      refuse('pendingApply');
    const mobile = str(account!.user?.mobile);
    return success(call, {
      accountExists: true,
      hasPendingApply: false,
      maskedMobile: mobile ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : null,
    });
  },

  applyPasswordReset(call) {
    const b = call.input;
    if (!checkCaptcha(call, b.validateCode, false)) refuse('captchaWrong');
    if (!smsCodeValid(call, str(b.mobile), str(b.smsCode), '2')) refuse('smsCodeWrong');
    if (!str(b.attrefsysid) && call.contract.example(call.op, 'attachmentMissing')) refuse('attachmentMissing');
    const account = accountOfUnit(call);
    if (!account) return failure(call, '统一社会信用代码、单位名称与登录账号不对应，请核对后重试');
    const id = crypto.randomUUID().replace(/-/g, '');
    call.tenant.store.put('passwordReset', id, {
      id,
      creditCode: str(b.creditCode),
      orgname: str(b.orgname),
      loginName: account.loginName,
      applicant: str(b.applicant),
      mobile: str(b.mobile),
      reason: str(b.reason) || null,
      attrefsysid: str(b.attrefsysid) || null,
      attachments: [],
      applyTime: stamp(call.tenant.now()),
      status: '0',
      statusName: '待审核',
      auditOpinion: null,
      auditor: null,
      auditTime: null,
    });
    return success(call, id);
  },

  auditPasswordResetApplication(call) {
    const store = call.tenant.store;
    const app = store.get('passwordReset', str(call.input.id));
    if (!app || app.status !== '0') refuse('resultFalse');
    const agree = str(call.input.agree) !== '0';
    const opinion = str(call.input.opinion);
    if (!agree && !opinion) return failure(call, '退回时请填写审核意见');
    const next = {
      ...app,
      status: agree ? '1' : '2',
      statusName: agree ? '已通过' : '未通过',
      auditOpinion: opinion || '同意重置',
      auditor: call.user?.user?.name ?? '审核员',
      auditTime: stamp(call.tenant.now()),
    };
    store.put('passwordReset', app!.id, next);
    if (agree) {
      // The new password goes to the applicant by SMS, as the platform does.
      const password = `Tz${randomInt(100000, 999999)}@a`;
      const account = accountByLogin(call, app!.loginName);
      if (account)
        store.put('account', account.id, {
          ...account,
          passwordHash: hashPassword(password),
          failures: 0,
          lockedUntil: null,
        });
      sendSms(
        call.tenant,
        app!.mobile,
        'reset',
        `【特种设备企业服务平台】账号 ${app!.loginName} 的密码已重置为 ${password}，请登录后立即修改。`,
      );
    } else {
      sendSms(
        call.tenant,
        app!.mobile,
        'reset',
        `【特种设备企业服务平台】账号 ${app!.loginName} 的密码重置申请未通过：${opinion}`,
      );
    }
    return success(call, null);
  },

  queryAccountRegistrationResult(call) {
    const [creditCode, mobile, code] = [call.pathValues.a!, call.pathValues.b!, call.pathValues.c!];
    if (!smsCodeValid(call, mobile, code, '1')) refuse('smsCodeWrong');
    const reg = call.tenant.store
      .all('registration')
      .filter((r) => r.creditCode === creditCode && r.mobile === mobile)[0];
    if (!reg) refuse('notFound');
    return success(call, reg);
  },

  approveAccountRegistration(call) {
    return audit(call, true);
  },

  rejectAccountRegistration(call) {
    return audit(call, false);
  },
};

/** The account a reset application names: its login, of the unit with that credit code and name. */
function accountOfUnit(call: Call): Row | undefined {
  const account = accountByLogin(call, str(call.input.loginName));
  if (!account) return undefined;
  const unit = account.unitId ? call.tenant.store.get('unit', account.unitId) : undefined;
  if (unit && (unit.creditCode !== str(call.input.creditCode) || unit.orgname !== str(call.input.orgname)))
    return undefined;
  return account;
}

function decryptMaybe(value: string): string {
  return /^[0-9A-F]{16,}$/.test(value) ? (decrypt(value) ?? value) : value;
}

function entRole(call: Call): Row {
  const info = call.contract.example(call.contract.byId.get('getCurrentUserInfo')!, 'ok')?.value as Row;
  return structuredClone(info.data.user.currentRole);
}

export function audit(call: Call, approve: boolean) {
  const store = call.tenant.store;
  const reg = store.get('registration', str(call.input.id));
  if (!reg) return failure(call, '注册申请不存在或已删除');
  if (reg.status !== '0') refuse('resultFalse');
  const opinion = str(call.input.opinion) || (approve ? '材料齐全，同意开通' : '');
  if (!approve && !opinion) return failure(call, '请填写退回原因');
  const next = {
    ...reg,
    status: approve ? '1' : '2',
    statusName: approve ? '已通过' : '未通过',
    auditOpinion: opinion,
    auditor: call.user?.user?.name ?? '审核员',
    auditTime: stamp(call.tenant.now()),
  };
  store.transaction(() => {
    store.put('registration', reg.id, next);
    const account = store.all('account').find((a) => a.registrationId === reg.id);
    if (account) {
      store.put('account', account.id, {
        ...account,
        status: approve ? 'approved' : 'rejected',
        reason: approve ? null : opinion,
      });
      postMessage(call.tenant, str(account.unitId), {
        type: 'account',
        title: approve ? '企业账号注册申请已通过审核' : '企业账号注册申请未通过审核',
        content: approve ? `审核意见：${opinion}。欢迎使用特种设备企业服务平台。` : `退回原因：${opinion}`,
        bizType: 'account',
        bizId: reg.id,
        bizNo: reg.creditCode ? String(reg.creditCode) : null,
      });
      if (approve && !store.get('unit', account.unitId)) {
        store.put('unit', account.unitId, {
          id: account.unitId,
          orgname: reg.orgname,
          creditCode: reg.creditCode,
          unitType: reg.unitTypeName,
          areaCode: reg.areaCode,
          areaName: reg.areaName,
          address: reg.address,
          postalCode: null,
          legalPerson: reg.legalPerson,
          contactPerson: reg.contactName,
          contactPhone: reg.mobile,
          email: reg.email,
        });
      }
    }
  });
  sendSms(
    call.tenant,
    reg.mobile,
    'audit',
    approve
      ? `【特种设备企业服务平台】${reg.orgname}的企业账号注册已审核通过，请使用登录账号 ${reg.loginName} 登录。`
      : `【特种设备企业服务平台】${reg.orgname}的企业账号注册未通过：${opinion}`,
  );
  return success(call, null);
}

function startSession(call: Call, account: Row) {
  const sid = randomBytes(16).toString('hex');
  const extend = randomBytes(16).toString('hex');
  call.tenant.store
    .stmt('INSERT INTO sessions (sid, extend, user_id, last_seen) VALUES (?, ?, ?, ?)')
    .run(sid, extend, account.id, call.tenant.now().getTime());
  const answer = success(call, { sessionid: sid, extendSessionId: extend, isValidCodeLogin: false });
  return { ...answer, headers: { [SESSION_HEADER]: '' } };
}

export const AREA_NAMES: Record<string, string> = {
  '330201': '市辖区',
  '330203': '海曙区',
  '330205': '江北区',
  '330206': '北仑区',
  '330211': '镇海区',
  '330212': '鄞州区',
  '330213': '奉化区',
  '330225': '象山县',
  '330226': '宁海县',
  '330281': '余姚市',
  '330282': '慈溪市',
};

export { exampleAnswer };
