/**
 * The end-to-end files whose expectations still follow Prism's named examples instead of the
 * sandbox's seed. The suite runs everything else on the sandbox; these run in a second pass on Prism
 * (E2E_API=prism, scripts/e2e.mjs). A file leaves this list once it passes on the sandbox.
 */
export const onPrism: string[] = [];
