/**
 * After a failed submit: scroll to the first field marked invalid inside `root` and focus its input
 * (spec 5: "On a failed form the page scrolls to the first error and focuses its input").
 */
export function focusFirstError(root: ParentNode | null = typeof document === 'undefined' ? null : document) {
  // Mantine renders the error after the state update; wait a frame so it is in the DOM.
  requestAnimationFrame(() => {
    const marked = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"], [data-error="true"] input, .mantine-Input-input[data-error]');
    if (!marked) return;
    // PasswordInput marks its wrapper, not the <input> inside it: focus the field itself.
    const input = marked.matches('input, textarea, select, button') ? marked : (marked.querySelector<HTMLElement>('input, textarea, select') ?? marked);
    input.scrollIntoView({ block: 'center', behavior: 'smooth' });
    input.focus({ preventScroll: true });
  });
}
