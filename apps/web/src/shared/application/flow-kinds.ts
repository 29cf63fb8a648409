import type { FlowKind } from './api/application-flow';

/** What each kind of application is called, for the flow log's heading. */
export const FLOW_KIND_NAMES: Record<FlowKind, string> = {
  useRegistApply: '使用登记申请',
  eqmBcwBasic: '使用登记',
  onlineApply: '报检申请',
  termination: '停用、报废、注销登记申请',
  construction: '施工告知',
  registChange: '使用登记变更申请',
  useManage: '使用管理申请',
  maintenanceProject: '维保项目申请',
  maintenancePrice: '维保价格申请',
  selfMaintain: '自行维护申请',
};

export const isFlowKind = (v: string | null): v is FlowKind => !!v && v in FLOW_KIND_NAMES;
