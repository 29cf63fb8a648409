import type { components } from '@tzsb/sdk';
import { linkTo, type RouteName } from '@/platform/routing';

type TodoCounts = components['schemas']['HomeTodoCounts'];
type ApplicationKind = keyof components['schemas']['TodoApplicationCounts'];
type EquipmentStatistics = components['schemas']['EquipmentStatisticNums'];

/** One count of the desk and the list it opens, filtered to the rows it counts. */
export interface DeskCount {
  key: string;
  label: string;
  count: number;
  /** The list's address with its filter. */
  to: string;
  /** The route `to` opens: the desk leaves out what the user may not open. */
  route: RouteName;
  /** What is counted: 件, 张, 份, 人, 台. */
  unit: string;
}

/** The application statuses every lifecycle of the platform shares (kit/lifecycle APPLICATION_STATUSES). */
const RETURNED = '4';
const DRAFT = '0';

/**
 * The application kinds of the 待办 panel, each with the list of its applications and
 * how that list is filtered by status. The summary call counts what these lists show filtered.
 */
const APPLICATION_KINDS: readonly {
  kind: ApplicationKind;
  label: string;
  route: RouteName;
  to: (status: string) => string;
}[] = [
  {
    kind: 'onlineApply',
    label: '报检',
    route: 'company_service_online_apply_query',
    to: (status) => linkTo('company_service_online_apply_query', { status }),
  },
  {
    kind: 'useRegistration',
    label: '使用登记',
    route: 'company_service_use_registration',
    to: (status) => linkTo('company_service_use_registration', { status }),
  },
  {
    kind: 'change',
    label: '变更',
    route: 'company_service_change_query',
    to: (status) => linkTo('company_service_change_query', { status }),
  },
  {
    kind: 'termination',
    label: '停用注销',
    route: 'company_service_stop_register',
    to: (status) => linkTo('company_service_stop_register', { status }),
  },
  {
    kind: 'construction',
    label: '施工告知',
    route: 'construction_register_list',
    to: (status) => linkTo('construction_register_list', { status }),
  },
  {
    kind: 'maintenance',
    label: '维保',
    route: 'company_service_weibao',
    to: (status) => linkTo('company_service_weibao', { view: 'project', status }),
  },
];

/** Returned applications and drafts by kind: two counts per kind (已退回, 草稿). */
export function applicationCounts(c: TodoCounts) {
  return APPLICATION_KINDS.map((k) => ({
    kind: k.kind,
    label: k.label,
    route: k.route,
    returned: {
      key: `returned-${k.kind}`,
      label: `${k.label}已退回`,
      count: c.returned[k.kind],
      to: k.to(RETURNED),
      route: k.route,
      unit: '件',
    } satisfies DeskCount,
    drafts: {
      key: `drafts-${k.kind}`,
      label: `${k.label}草稿未提交`,
      count: c.drafts[k.kind],
      to: k.to(DRAFT),
      route: k.route,
      unit: '件',
    } satisfies DeskCount,
  }));
}

/** Person certificates' statuses in the person lists (certStatus). */
const CERT_EXPIRING = '2';
const CERT_EXPIRED = '3';

/** The other to-dos of the summary: slips to pay, rectifications to confirm, certificates to renew. */
export function otherCounts(c: TodoCounts): DeskCount[] {
  return [
    {
      key: 'unpaidSlips',
      label: '缴费单未支付',
      count: c.unpaidSlips,
      unit: '张',
      route: 'company_service_payment_note',
      to: linkTo('company_service_payment_note', { payStatus: '0' }),
    },
    {
      key: 'rectifications',
      label: '检验意见待整改确认',
      count: c.rectifications,
      unit: '份',
      route: 'company_service_online_rectification',
      to: linkTo('company_service_online_rectification', { status: '0' }),
    },
    {
      key: 'operatorExpired',
      label: '作业人员证书已过期',
      count: c.operatorCerts.expired,
      unit: '人',
      route: 'person_work',
      to: linkTo('person_work', { certStatus: CERT_EXPIRED }),
    },
    {
      key: 'operatorExpiring',
      label: '作业人员证书 90 天内到期',
      count: c.operatorCerts.expiring,
      unit: '人',
      route: 'person_work',
      to: linkTo('person_work', { certStatus: CERT_EXPIRING }),
    },
    {
      key: 'safetyExpired',
      label: '安全管理人员证书已过期',
      count: c.safetyCerts.expired,
      unit: '人',
      route: 'person_safety',
      to: linkTo('person_safety', { certStatus: CERT_EXPIRED }),
    },
    {
      key: 'safetyExpiring',
      label: '安全管理人员证书 90 天内到期',
      count: c.safetyCerts.expiring,
      unit: '人',
      route: 'person_safety',
      to: linkTo('person_safety', { certStatus: CERT_EXPIRING }),
    },
  ];
}

/** The equipment to-dos, from the equipment numbers the count cards show. */
export function equipmentCounts(s: EquipmentStatistics): DeskCount[] {
  return [
    {
      key: 'overdue',
      label: '设备超期未检',
      count: s.timeoutCount,
      unit: '台',
      route: 'equipment_timeout',
      to: linkTo('equipment_timeout'),
    },
    {
      key: 'dueSoon',
      label: '设备 30 天内到期',
      count: s.aboutExpireCount,
      unit: '台',
      route: 'equipment_about_expire',
      to: linkTo('equipment_about_expire'),
    },
  ];
}

/** The count cards above the desk, each opening its list. */
export const STAT_CARDS: readonly {
  key: keyof EquipmentStatistics & string;
  label: string;
  color: string;
  hint?: string;
  route: RouteName;
  to: () => string;
}[] = [
  {
    key: 'totalCount',
    label: '设备总数',
    color: 'blue',
    route: 'equipment_query',
    to: () => linkTo('equipment_query'),
  },
  {
    key: 'inUseCount',
    label: '在用设备',
    color: 'teal',
    route: 'equipment_query',
    to: () => linkTo('equipment_query', { useStatus: '1' }),
  },
  {
    key: 'aboutExpireCount',
    label: '即将到期',
    color: 'yellow',
    hint: '30 天内需检验',
    route: 'equipment_about_expire',
    to: () => linkTo('equipment_about_expire'),
  },
  {
    key: 'timeoutCount',
    label: '超期未检',
    color: 'red',
    route: 'equipment_timeout',
    to: () => linkTo('equipment_timeout'),
  },
  {
    key: 'faultCount',
    label: '检验不合格',
    color: 'orange',
    route: 'equipment_fault',
    to: () => linkTo('equipment_fault'),
  },
  {
    key: 'nonUseCount',
    label: '未使用',
    color: 'gray',
    route: 'equipment_non_use',
    to: () => linkTo('equipment_non_use'),
  },
];
