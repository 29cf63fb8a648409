import type { components } from '../../../packages/sdk/src/generated/sandbox-admin';

type Status = components['schemas']['Status'];

/**
 * After the whole run: the sandbox answered nothing that broke the contract. Strict, it answers such
 * a call 500 with a message naming the operation and field, which a test that looks only at what it
 * sent, or at an address, passes over (a saved record's page opening on an error). The sandbox counts
 * them since it started, whatever the tenant or its resets.
 */
export default async function contractKept() {
  const res = await fetch(`${process.env.E2E_SANDBOX_ADMIN}/__sandbox/status`);
  if (!res.ok) throw new Error(`the sandbox's status: ${res.status} ${await res.text()}`);
  const { contractBreaches } = (await res.json()) as Status;
  if (!contractBreaches.count) return;
  const lines = contractBreaches.recent.map(
    (b) => `  ${b.at} ${b.tenant} ${b.operationId} (${b.method} ${b.path}): ${b.violations.join('; ')}`,
  );
  throw new Error(
    `The sandbox answered ${contractBreaches.count} call(s) breaking the contract during the run (the latest):\n${lines.join('\n')}`,
  );
}
