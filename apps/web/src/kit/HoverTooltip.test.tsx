import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { HoverTooltip } from './HoverTooltip';

// The target renders alone until pointed at or focused for openDelay, then is mounted again inside
// Mantine's Tooltip. A press must never straddle that: a button pressed on one element and released
// on its remounted copy gets no click.
describe('HoverTooltip', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const setup = () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    render(
      <MantineProvider>
        <HoverTooltip label="最大化内容区" openDelay={200}>
          <button type="button" onClick={onClick}>
            最大化
          </button>
        </HoverTooltip>
      </MantineProvider>,
    );
    return { onClick, button: screen.getByRole('button', { name: '最大化' }) };
  };

  it('shows its tooltip after openDelay of pointing, and the target still clicks', () => {
    const { onClick } = setup();
    fireEvent.mouseEnter(screen.getByRole('button', { name: '最大化' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('tooltip').textContent).toBe('最大化内容区');
    fireEvent.click(screen.getByRole('button', { name: '最大化' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is not mounted again while the pointer is pressed on it: the press and the release click the same button', () => {
    const { onClick, button } = setup();
    fireEvent.mouseEnter(button);
    fireEvent.pointerDown(button);
    act(() => vi.advanceTimersByTime(1000));
    expect(button.isConnected).toBe(true);
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerUp(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    // Released on it: the tooltip comes openDelay later, as for pointing.
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('tooltip').textContent).toBe('最大化内容区');
  });

  it('is not mounted again while a key is held on it (Space clicks on its release)', () => {
    const { button } = setup();
    act(() => button.focus());
    fireEvent.keyDown(button, { key: ' ' });
    act(() => vi.advanceTimersByTime(1000));
    expect(button.isConnected).toBe(true);
    expect(document.activeElement).toBe(button);
    fireEvent.keyUp(button, { key: ' ' });
    act(() => vi.advanceTimersByTime(200));
    // Armed after the release: mounted again around the target, which keeps the focus.
    expect(screen.getByRole('tooltip').textContent).toBe('最大化内容区');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '最大化' }));
  });
});
