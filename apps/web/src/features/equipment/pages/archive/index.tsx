import type { ComponentType } from 'react';
import { EquipmentArchivePage } from './EquipmentArchivePage';
import type { ClassKey } from './classes';

export { archiveClasses, CLASS_KEYS, type ClassKey } from './classes';

const page = (key: ClassKey): ComponentType => {
  const Page = () => <EquipmentArchivePage classKey={key} />;
  Page.displayName = `ArchivePage(${key})`;
  return Page;
};

/** The nine archive pages (routes detail/<class>): one page component bound to each class's declaration. */
export const archivePages: Record<ClassKey, ComponentType> = {
  boiler: page('boiler'),
  pressureVessel: page('pressureVessel'),
  elevator: page('elevator'),
  hoistingMachinery: page('hoistingMachinery'),
  fieldMotorVehicles: page('fieldMotorVehicles'),
  majorAmusementFacilities: page('majorAmusementFacilities'),
  pressurePiping: page('pressurePiping'),
  pressurePipeline: page('pressurePipeline'),
  passengerRopeway: page('passengerRopeway'),
};
