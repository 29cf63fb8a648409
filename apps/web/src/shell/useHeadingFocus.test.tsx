import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useHeadingFocus } from './useHeadingFocus';

// The frames are held and run by the test, as a busy phone would run them late.
let frames: Map<number, FrameRequestCallback>;
const runFrames = () => {
  const due = [...frames.values()];
  frames.clear();
  for (const cb of due) cb(0);
};

let heading: HTMLHeadingElement;
let tabBar: HTMLDivElement;
let tabButton: HTMLButtonElement;
let menuLink: HTMLAnchorElement;
let field: HTMLInputElement;

beforeEach(() => {
  frames = new Map();
  let next = 0;
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    frames.set(++next, cb);
    return next;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames.delete(id);
  });
  document.body.innerHTML =
    '<nav><a href="#">菜单</a></nav><div role="tablist"><button>工作台</button></div><h1 tabindex="-1">页面</h1><input aria-label="字段">';
  heading = document.querySelector('h1')!;
  tabBar = document.querySelector('[role="tablist"]')!;
  tabButton = tabBar.querySelector('button')!;
  menuLink = document.querySelector('a')!;
  field = document.querySelector('input')!;
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function navigated() {
  const hook = renderHook(() => useHeadingFocus({ current: heading }, { current: tabBar }));
  hook.result.current();
  return hook;
}

describe('useHeadingFocus', () => {
  it('gives the heading the focus in the frame after a navigation, not before', () => {
    menuLink.focus();
    navigated();
    expect(document.activeElement).toBe(menuLink);
    runFrames();
    expect(document.activeElement).toBe(heading);
  });

  it('leaves the focus on the tab bar', () => {
    tabButton.focus();
    navigated();
    runFrames();
    expect(document.activeElement).toBe(tabButton);
  });

  it('leaves the focus where the user moved it with a key before the frame', () => {
    menuLink.focus();
    navigated();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    field.focus();
    runFrames();
    expect(document.activeElement).toBe(field);
  });

  it('leaves the focus where the user moved it with the pointer before the frame', () => {
    menuLink.focus();
    navigated();
    document.dispatchEvent(new Event('pointerdown'));
    field.focus();
    runFrames();
    expect(document.activeElement).toBe(field);
  });

  it('does not count a focus the page moved itself: the heading takes it', () => {
    menuLink.focus();
    navigated();
    field.focus();
    runFrames();
    expect(document.activeElement).toBe(heading);
  });

  it('does not count a key that left the focus where it was', () => {
    menuLink.focus();
    navigated();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    runFrames();
    expect(document.activeElement).toBe(heading);
  });

  it('decides nothing once the shell is gone', () => {
    menuLink.focus();
    const hook = navigated();
    hook.unmount();
    runFrames();
    expect(document.activeElement).toBe(menuLink);
  });
});
