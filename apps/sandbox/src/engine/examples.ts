// Operations with no state of their own answer from the contract: the `ok` example (a list paged by
// pageNo / pageSize as `pnpm mock` pages it), a printable PDF made for the record asked for.
import type { Answer, Call } from './core.ts';
import { pageOf } from './core.ts';
import { pdfDocument } from './pdf.ts';

export function exampleHandler(call: Call): Answer {
  const ok = call.op.examples.find((e) => e.status === 200);
  if (!ok) return { status: 200, json: { success: true }, source: 'example' };
  if (ok.mediaType === 'application/pdf') {
    const ref = Object.entries(call.input)
      .filter(([k]) => !k.startsWith('__'))
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(' ');
    return {
      status: 200,
      bytes: pdfDocument([`TZSB sandbox: ${call.op.operationId}`, ref, call.tenant.now().toISOString()]),
      type: 'application/pdf',
      source: 'example',
    };
  }
  if (!ok.mediaType.includes('json'))
    return { status: 200, bytes: Buffer.from(String(ok.value ?? '')), type: ok.mediaType, source: 'example' };
  const value = structuredClone(ok.value) as { data?: { list?: unknown[]; count?: number } };
  const data = value?.data;
  if (call.op.paged && data && Array.isArray(data.list) && typeof data.count === 'number') {
    const { pageNo, pageSize } = pageOf(call.input);
    const rows = examplesDescribe(call) ? data.list : [];
    value.data = {
      ...data,
      count: rows.length,
      pageNo,
      pageSize,
      list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    } as typeof data;
  }
  return { status: 200, json: value, source: 'example' };
}

/** Lists of platform-wide rows (units, inspection bodies): every company sees the examples' rows. */
const SHARED_LISTS = new Set(['listUnits', 'listInspectionUnits']);

/**
 * Whether the examples' rows are the caller's: they describe the demo company, so another company
 * (one registered in the sandbox, the maintenance unit) has none of its own in a company list.
 */
function examplesDescribe(call: Call): boolean {
  const scope = call.tenant.store.scope;
  if (scope === undefined || SHARED_LISTS.has(call.op.operationId)) return true;
  const unit = call.contract.example(call.contract.byId.get('getCurrentUserUnit')!, 'ok')?.value as
    { data?: { id?: string } } | undefined;
  return scope === unit?.data?.id;
}
