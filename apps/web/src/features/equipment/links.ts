import type { OperationType } from '@tzsb/sdk';
import { linkTo } from '@/platform/routing';

// The archive's address is shared: the command palette opens it too.
export { archivePath } from '@/shared/equipment/links';

/** The add/edit form of a piece of equipment: pipelines (8000) have their own form. */
export function equipmentFormPath(equclacode: string, oidno: string, operation: OperationType = 'edit'): string {
  return linkTo(equclacode === '8000' ? 'equipment_pipeline_form' : 'equipment_device_form', { oidno, operation });
}
