import { linkTo, routeAllowed, type RouteName } from '@/platform/routing';
import { archivePath } from '@/shared/equipment/links';
import type { Message } from './api';

type Page = readonly [RouteName, (id: string) => string];

/** The page that shows each kind of record a message can name (the route, for the access check). */
const PAGES: Partial<Record<Message['bizType'], Page>> = {
  useRegistApply: [
    'company_service_use_register_details',
    (id) => linkTo('company_service_use_register_details', { id }),
  ],
  eqmBcwBasic: ['use_record_detail', (id) => linkTo('use_record_detail', { id })],
  onlineApply: ['company_service_online_apply_view', (id) => linkTo('company_service_online_apply_view', { id })],
  termination: ['company_service_termination_detail', (id) => linkTo('company_service_termination_detail', { id })],
  construction: ['construction_detail', (id) => linkTo('construction_detail', { id })],
  registChange: ['company_service_change_detail', (id) => linkTo('company_service_change_detail', { id })],
  maintenanceProject: [
    'company_service_maint_apply_detail',
    (id) => linkTo('company_service_maint_apply_detail', { id }),
  ],
  maintenancePrice: [
    'company_service_maint_apply_detail',
    (id) => linkTo('company_service_maint_apply_detail', { id, kind: 'price' }),
  ],
  account: ['account_register_detail', (id) => linkTo('account_register_detail', { id })],
  charge: ['company_service_payment_slip', (chargesysid) => linkTo('company_service_payment_slip', { chargesysid })],
  invoice: ['company_service_invoice_detail', (id) => linkTo('company_service_invoice_detail', { id })],
  report: ['company_service_report_query', (reportNo) => linkTo('company_service_report_query', { reportNo })],
  operatorCert: ['person_work', (name) => linkTo('person_work', { name })],
  safetyCert: ['person_safety', (personId) => linkTo('person_safety', { view: 'certs', personId })],
};

/**
 * Where a message leads: the record it names, when the signed-in role may open that page (an
 * account's audit result names a page only administrators have); otherwise nowhere.
 */
export function messageLink(m: Message, canAccess: (key: string | undefined) => boolean): string | undefined {
  if (m.bizType === 'equipment') {
    // The class is the equipment code's first digit (3xxx… an elevator → 3000).
    const cls = m.bizNo && /^[1-9]/.test(m.bizNo) ? `${m.bizNo[0]}000` : '';
    const to = cls ? archivePath(cls, m.bizId) : undefined;
    return to && routeAllowed('equipment_query', canAccess) ? to : undefined;
  }
  const page = PAGES[m.bizType];
  return page && routeAllowed(page[0], canAccess) ? page[1](m.bizId) : undefined;
}
