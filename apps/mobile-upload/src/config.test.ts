import { describe, expect, it } from 'vitest';
import { defaultConfig, mergeConfig } from './config';

describe('mergeConfig', () => {
  it('merges the external file over the defaults and ignores unknown keys', () => {
    expect(mergeConfig({ apiBaseUrl: 'https://api.example', imageMaxEdge: 1280, other: 1 })).toEqual({
      ...defaultConfig,
      apiBaseUrl: 'https://api.example',
      imageMaxEdge: 1280,
    });
  });
  it('keeps the defaults without a file', () => {
    expect(mergeConfig(undefined)).toEqual(defaultConfig);
  });
  it('reports bad values', () => {
    expect(() => mergeConfig({ imageQuality: 2 })).toThrow('运行配置 config.json 有误：imageQuality');
  });
});

describe('mergeConfig checks', () => {
  it('lists every bad key', () => {
    expect(() => mergeConfig({ apiBaseUrl: 1, maxFileSizeMb: -1, imageMaxEdge: 100.5 })).toThrow(
      '运行配置 config.json 有误：apiBaseUrl、maxFileSizeMb、imageMaxEdge',
    );
  });
  it('takes a non-object as no file', () => {
    expect(mergeConfig([1, 2])).toEqual(defaultConfig);
    expect(mergeConfig('x')).toEqual(defaultConfig);
  });
});
