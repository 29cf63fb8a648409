import { describe, expect, it } from 'vitest';
import { defaultConfig, mergeConfig } from './config';

describe('runtime configuration', () => {
  it('merges config.json over the defaults', () => {
    const c = mergeConfig({ cityName: '宁波市', platformTitle: '特种设备检验报告及补证自助服务平台', cookieDays: 2 });
    expect(c.cityName).toBe('宁波市');
    expect(c.cookieDays).toBe(2);
    expect(c.cipherSecret).toBe(defaultConfig.cipherSecret);
  });

  it('rejects a malformed value with a clear Chinese message', () => {
    expect(() => mergeConfig({ cookieDays: 'one' })).toThrow(/config\.json 有误：cookieDays/);
  });

  it('takes a home route per role type, and refuses a map with a non-string value', () => {
    expect(mergeConfig({ homeByRoleType: { maint: 'equipment_query' } }).homeByRoleType).toEqual({
      maint: 'equipment_query',
    });
    expect(() => mergeConfig({ homeByRoleType: { maint: 3 } })).toThrow(/homeByRoleType/);
    expect(() => mergeConfig({ homeByRoleType: ['home'] })).toThrow(/homeByRoleType/);
  });

  it('bounds the open tabs by a whole number of at least 2 (20 by default)', () => {
    expect(defaultConfig.maxTabs).toBe(20);
    expect(mergeConfig({ maxTabs: 8 }).maxTabs).toBe(8);
    for (const bad of [1, 2.5, 0, '8'])
      expect(() => mergeConfig({ maxTabs: bad })).toThrow(/config\.json 有误：maxTabs/);
  });

  it('keeps a whole number of at least 1 of pages alive (8 by default)', () => {
    expect(defaultConfig.keepAlivePages).toBe(8);
    expect(mergeConfig({ keepAlivePages: 1 }).keepAlivePages).toBe(1);
    for (const bad of [0, 1.5, -2, '3'])
      expect(() => mergeConfig({ keepAlivePages: bad })).toThrow(/config\.json 有误：keepAlivePages/);
  });

  it('ignores unknown keys', () => {
    expect(mergeConfig({ somethingElse: 1 })).toEqual(defaultConfig);
  });
});
