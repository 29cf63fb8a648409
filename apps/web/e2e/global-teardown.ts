import { createSandboxAdmin } from '../../../packages/sdk/src/testing/admin';

/**
 * After the whole run: the sandbox answered nothing that broke the contract. Strict, it answers such
 * a call 500 with a message naming the operation and field, which a test that looks only at what it
 * sent, or at an address, passes over (a saved record's page opening on an error). The sandbox counts
 * them since it started, whatever the tenant or its resets. Asked through the SDK's admin client.
 */
export default async function contractKept() {
  const { contractBreaches } = await createSandboxAdmin({ baseUrl: process.env.E2E_SANDBOX_ADMIN! }).status();
  if (!contractBreaches.count) return;
  const lines = contractBreaches.recent.map(
    (b) => `  ${b.at} ${b.tenant} ${b.operationId} (${b.method} ${b.path}): ${b.violations.join('; ')}`,
  );
  throw new Error(
    `The sandbox answered ${contractBreaches.count} call(s) breaking the contract during the run (the latest):\n${lines.join('\n')}`,
  );
}
