// Prism answers an operation with its first example whatever the filters say. For the demo server
// (`pnpm start`), these rules pick the contract's named example that matches a request, as a real
// server would filter: the 检验不合格 and 未使用 pages then show their own rows. A request that
// already asks for an example (`Prefer`) is left alone, so tests stay in control.
export const mockRules = [
  { method: 'POST', path: '/a/stone/eqm/list', when: (form) => form.get('inspConclusion') === '不合格', example: 'unqualified' },
  { method: 'POST', path: '/a/stone/eqm/list', when: (form) => form.get('useStatus') === '0', example: 'nonUse' },
];

/** The example a request should get, or undefined. `body` is the raw request body. */
export function pickExample(method, pathname, contentType, body) {
  const rules = mockRules.filter((r) => r.method === method && r.path === pathname);
  if (!rules.length || !String(contentType ?? '').includes('application/x-www-form-urlencoded')) return undefined;
  const form = new URLSearchParams(body.toString('utf8'));
  return rules.find((r) => r.when(form))?.example;
}
