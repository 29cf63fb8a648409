// Bundles the contract once for the whole test run: every test file starts its own sandbox in a
// fresh data folder, and each would otherwise bundle the YAML again with Redocly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { locateContract } from './contract.ts';

export default function setup(): (() => void) | void {
  if (process.env.SANDBOX_CONTRACT) return;
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-contract-'));
  process.env.SANDBOX_CONTRACT = locateContract(dir);
  return () => {
    delete process.env.SANDBOX_CONTRACT;
    rmSync(dir, { recursive: true, force: true });
  };
}
