const MARKED =
  '[aria-invalid="true"], [data-invalid="true"], [data-error="true"] input, .mantine-Input-input[data-error]';

/**
 * After a failed submit: scroll to the first field marked invalid inside `root` and focus its input
 * (spec 5: "On a failed form the page scrolls to the first error and focuses its input").
 */
export function focusFirstError(root: ParentNode | null = typeof document === 'undefined' ? null : document) {
  // Mantine renders the error after the state update: wait for it (a few frames at most). A refusal
  // arrives after a busy button gave its focus up, which a dialog's focus trap may take back a frame
  // later: the field is focused again if so.
  let frames = 0;
  let focused: HTMLElement | null = null;
  const step = () => {
    if (!focused) {
      const marked = root?.querySelector<HTMLElement>(MARKED);
      if (!marked) {
        if (++frames < 10) requestAnimationFrame(step);
        return;
      }
      // PasswordInput marks its wrapper, not the <input> inside it: focus the field itself.
      focused = marked.matches('input, textarea, select, button')
        ? marked
        : (marked.querySelector<HTMLElement>('input, textarea, select') ?? marked);
      focused.scrollIntoView({ block: 'center', behavior: 'smooth' });
      focused.focus({ preventScroll: true });
      requestAnimationFrame(step);
      return;
    }
    const active = document.activeElement;
    if (active !== focused && (active === document.body || active?.closest('button')))
      focused.focus({ preventScroll: true });
  };
  requestAnimationFrame(step);
}
