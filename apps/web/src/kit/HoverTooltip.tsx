import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { Tooltip, type TooltipProps } from '@mantine/core';

type Handlers = {
  onMouseEnter?: (e: MouseEvent) => void;
  onMouseLeave?: (e: MouseEvent) => void;
  onFocus?: (e: FocusEvent) => void;
  onBlur?: (e: FocusEvent) => void;
  onPointerDown?: (e: PointerEvent) => void;
  onPointerUp?: (e: PointerEvent) => void;
  onKeyDown?: (e: KeyboardEvent) => void;
  onKeyUp?: (e: KeyboardEvent) => void;
};

/**
 * A tooltip for a list's cells: its target renders alone until it is first hovered or focused for
 * `openDelay` ms, then the tooltip mounts, open, and works as Mantine's from then on. A mounted
 * tooltip (its floating position, portal and transition) re-renders each time its page is shown
 * again from a cached tab, and a list of ten rows holds twenty of them.
 */
export function HoverTooltip({
  children,
  openDelay = 400,
  ...props
}: Omit<TooltipProps, 'children'> & { children: ReactElement<Handlers> }) {
  const [armed, setArmed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  // The target is mounted again inside the tooltip: a focused one (a button reached by Tab) gets
  // its focus back.
  const target = useRef<HTMLElement | null>(null);
  const hadFocus = useRef(false);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (armed && hadFocus.current) target.current?.focus({ preventScroll: true });
  }, [armed]);
  if (armed)
    return (
      <Tooltip {...props} openDelay={openDelay} defaultOpened>
        {cloneElement(children as ReactElement<Handlers & { ref?: Ref<HTMLElement> }>, { ref: target })}
      </Tooltip>
    );
  const own = children.props;
  const arm = (e: MouseEvent | FocusEvent | PointerEvent | KeyboardEvent) => {
    window.clearTimeout(timer.current);
    const el = e.currentTarget as HTMLElement;
    timer.current = window.setTimeout(() => {
      hadFocus.current = el.contains(document.activeElement);
      setArmed(true);
    }, openDelay);
  };
  const disarm = () => window.clearTimeout(timer.current);
  // Never mounted again in the middle of a press: a button pressed on one element and released on
  // another gets no click (the pointer rested on it for openDelay while pressing, a busy phone, Space
  // held). A press holds the tooltip back; it is armed again when the press ends on the target.
  return cloneElement(children, {
    onMouseEnter: (e: MouseEvent) => {
      own.onMouseEnter?.(e);
      arm(e);
    },
    onMouseLeave: (e: MouseEvent) => {
      own.onMouseLeave?.(e);
      disarm();
    },
    onFocus: (e: FocusEvent) => {
      own.onFocus?.(e);
      arm(e);
    },
    onBlur: (e: FocusEvent) => {
      own.onBlur?.(e);
      disarm();
    },
    onPointerDown: (e: PointerEvent) => {
      own.onPointerDown?.(e);
      disarm();
    },
    onPointerUp: (e: PointerEvent) => {
      own.onPointerUp?.(e);
      arm(e);
    },
    onKeyDown: (e: KeyboardEvent) => {
      own.onKeyDown?.(e);
      disarm();
    },
    onKeyUp: (e: KeyboardEvent) => {
      own.onKeyUp?.(e);
      if (e.currentTarget.contains(document.activeElement)) arm(e);
    },
  });
}
