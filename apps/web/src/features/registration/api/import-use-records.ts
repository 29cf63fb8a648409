import { unwrap, type components } from '@tzsb/sdk';
import type { Platform } from '@/platform/platform';

type ClassCode = components['schemas']['EquipmentTypeCode'];

/** Uploads the use-registration import template (POST /a/stone/eqmBcwBasic/importExcel, multipart); answers a row-level result. */
export const importUseRecords = (p: Platform, file: File, equclacode?: ClassCode, fetch?: typeof globalThis.fetch) =>
  unwrap(
    p.client.POST('/a/stone/eqmBcwBasic/importExcel', { body: { file, ...(equclacode ? { equclacode } : {}) }, fetch }),
  );
