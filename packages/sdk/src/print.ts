/**
 * Print and PDF pages live on a separate print host and read the session from the URL:
 * `printUrl('https://print.example.cn', '/api/print/report/R1', { token })`.
 */
export function printUrl(
  printHost: string,
  path: string,
  session: { token: string | null },
  query: Record<string, string | number | undefined> = {},
): string {
  // `new URL('/x', 'https://h/base/')` would drop /base: join by hand to keep a path prefix.
  const base = printHost.replace(/\/+$/, '');
  const full = new URL(base + (path.startsWith('/') ? path : `/${path}`));
  for (const [k, v] of Object.entries(query)) if (v !== undefined) full.searchParams.set(k, String(v));
  if (session.token) full.searchParams.set('__sid', session.token);
  return full.toString();
}
