import { describe, expect, it } from 'vitest';
import { DEFAULT_FAILURE_MESSAGE, SESSION_ENDED_MESSAGE, readEnvelope } from './envelope';

describe('readEnvelope: success flags', () => {
  it.each([
    ['success: true', { success: true, data: { a: 1 } }],
    ['isSuccess: true', { isSuccess: true, data: { a: 1 } }],
    ['result: true', { result: true, data: { a: 1 } }],
    ['result: "true"', { result: 'true', data: { a: 1 } }],
    ['result: " TRUE " (JeeSite string, any case and padding)', { result: ' TRUE ', data: { a: 1 } }],
    ['success false but result "true"', { success: false, result: 'true', data: { a: 1 } }],
    ['success: 1 (truthy number)', { success: 1, data: { a: 1 } }],
  ])('%s gives data', (_, body) => {
    expect(readEnvelope(body)).toEqual({ ok: true, data: { a: 1 } });
  });

  it('gives undefined data when a successful envelope has none', () => {
    expect(readEnvelope({ success: true })).toEqual({ ok: true, data: undefined });
  });

  it('keeps falsy data as it is', () => {
    expect(readEnvelope({ success: true, data: 0 })).toEqual({ ok: true, data: 0 });
    expect(readEnvelope({ success: true, data: '' })).toEqual({ ok: true, data: '' });
    expect(readEnvelope({ success: true, data: null })).toEqual({ ok: true, data: null });
  });
});

describe('readEnvelope: failures', () => {
  it('reads result "false" as a failure (not truthy) and shows message', () => {
    expect(readEnvelope({ result: 'false', message: '账号或密码错误，请重试', data: null })).toEqual({
      ok: false,
      kind: 'business',
      message: '账号或密码错误，请重试',
    });
  });

  it('reads result "login" as the end of the session', () => {
    expect(readEnvelope({ result: 'login', message: '未登录或登录超时。请重新登录，谢谢！' })).toEqual({
      ok: false,
      kind: 'session',
      message: '未登录或登录超时。请重新登录，谢谢！',
    });
  });

  it('gives result "login" a default message when the server sends none', () => {
    expect(readEnvelope({ result: 'login' })).toEqual({ ok: false, kind: 'session', message: SESSION_ENDED_MESSAGE });
    expect(readEnvelope({ result: 'login', errorMsg: '会话已失效' })).toEqual({
      ok: false,
      kind: 'session',
      message: '会话已失效',
    });
  });

  it('takes result "login" as a session end even when another flag is set', () => {
    expect(readEnvelope({ success: true, result: 'login' })).toMatchObject({ ok: false, kind: 'session' });
  });

  it('shows errorMsg when success is false', () => {
    expect(readEnvelope({ success: false, errorMsg: '设备代码已存在' })).toEqual({
      ok: false,
      kind: 'business',
      message: '设备代码已存在',
    });
  });

  it('shows errmsg when isSuccess is false', () => {
    expect(readEnvelope({ isSuccess: false, errmsg: '二维码已过期' })).toEqual({
      ok: false,
      kind: 'business',
      message: '二维码已过期',
    });
  });

  it('prefers errorMsg, then errmsg, then message', () => {
    expect(readEnvelope({ success: false, errorMsg: 'A', errmsg: 'B', message: 'C' })).toMatchObject({ message: 'A' });
    expect(readEnvelope({ success: false, errorMsg: null, errmsg: 'B', message: 'C' })).toMatchObject({ message: 'B' });
    expect(readEnvelope({ success: false, errorMsg: '  ', errmsg: '', message: 'C' })).toMatchObject({ message: 'C' });
  });

  it.each([
    ['no flag at all', { data: { a: 1 } }],
    ['success false without a message', { success: false }],
    ['isSuccess false with null messages', { isSuccess: false, errmsg: null, errorMsg: null }],
    ['result "false" with an empty message', { result: 'false', message: '' }],
    ['result false (boolean)', { result: false }],
    ['a non-string message', { success: false, errorMsg: 42 }],
  ])('falls back to the default message: %s', (_, body) => {
    expect(readEnvelope(body)).toEqual({ ok: false, kind: 'business', message: DEFAULT_FAILURE_MESSAGE });
  });

  it.each([
    ['null', null],
    ['a string', 'ok'],
    ['a number', 1],
    ['an array', [{ success: true }]],
    ['undefined', undefined],
  ])('reads %s as a failed envelope', (_, body) => {
    expect(readEnvelope(body)).toEqual({ ok: false, kind: 'business', message: DEFAULT_FAILURE_MESSAGE });
  });

  it('has Chinese default messages', () => {
    expect(DEFAULT_FAILURE_MESSAGE).toMatch(/[\u4e00-\u9fff]/);
    expect(SESSION_ENDED_MESSAGE).toMatch(/登录/);
  });
});
