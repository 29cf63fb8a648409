import { defineRoutes } from '@/platform/routing';

const archive = (classKey: string, title: string) =>
  ({ path: `/equipment/detail/${classKey}`, title, in: 'equipment', hideInMenu: true, page: 'archive/EquipmentArchivePage#EquipmentArchivePage', pageProps: { classKey }, record: { param: 'oidno', label: '设备编号', list: 'equipment_query' } }) as const;

/** 设备管理: the unit's equipment, its lists by state, the add/edit forms and the nine class archives. */
export const equipmentRoutes = defineRoutes('equipment', {
  equipment_overview: { path: '/equipment/overview', title: '设备概况', in: 'equipment', access: 'equipment:overview', page: 'EquipmentOverviewPage' },
  equipment_query: { path: '/equipment/query-comprehensive', title: '综合查询', in: 'equipment', access: 'equipment:query', page: 'EquipmentQueryPage', search: { equclacode: 'optional', useStatus: 'optional' } },
  equipment_timeout: { path: '/equipment/query-timeout', title: '超期未检设备', in: 'equipment', access: 'equipment:timeout', page: 'EquipmentOverduePage', search: { equclacode: 'optional' } },
  equipment_fault: { path: '/equipment/query-fault', title: '检验不合格设备', in: 'equipment', access: 'equipment:fault', page: 'EquipmentUnqualifiedPage' },
  equipment_non_use: { path: '/equipment/query-non-use', title: '未使用设备', in: 'equipment', access: 'equipment:non-use', page: 'EquipmentNonUsePage' },
  equipment_about_expire: { path: '/equipment/query-about-expire', title: '即将到期设备', in: 'equipment', access: 'equipment:about-expire', page: 'EquipmentDuePage', search: { equclacode: 'optional' } },
  equipment_pressure_piping: { path: '/equipment/query-pressure-piping', title: '压力管道查询', in: 'equipment', access: 'equipment:pressure-piping', page: 'PressurePipingQueryPage', search: { view: 'optional', pipelineOidno: 'optional', pipelineTitle: 'optional' } },
  equipment_pipeline_maintain: { path: '/equipment/equip-pressure-pipeline-maintain', title: '压力管道维护', in: 'equipment', access: 'equipment:pipeline-maintain', page: 'PipelineMaintainPage' },
  equipment_device_form: { path: '/equipment/device-info-new', title: '设备信息', in: 'equipment', hideInMenu: true, page: 'DeviceFormPage', search: { oidno: 'optional', operation: 'optional' } },
  equipment_pipeline_form: { path: '/equipment/pipeline-info-new', title: '管道信息', in: 'equipment', hideInMenu: true, page: 'PipelineFormPage', search: { oidno: 'optional', operation: 'optional' } },
  equipment_detail_boiler: archive('boiler', '锅炉档案'),
  equipment_detail_pressureVessel: archive('pressureVessel', '压力容器档案'),
  equipment_detail_elevator: archive('elevator', '电梯档案'),
  equipment_detail_hoistingMachinery: archive('hoistingMachinery', '起重机械档案'),
  equipment_detail_fieldMotorVehicles: archive('fieldMotorVehicles', '场（厂）内专用机动车辆档案'),
  equipment_detail_majorAmusementFacilities: archive('majorAmusementFacilities', '大型游乐设施档案'),
  equipment_detail_pressurePiping: archive('pressurePiping', '压力管道元件档案'),
  equipment_detail_pressurePipeline: archive('pressurePipeline', '压力管道档案'),
  equipment_detail_passengerRopeway: archive('passengerRopeway', '客运索道档案'),
});
