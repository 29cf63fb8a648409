import { createElement } from 'react';
import {
  IconHome,
  IconBell,
  IconSettings,
  IconUser,
  IconBuildingFactory2,
  IconUsers,
  IconBuilding,
  IconClipboardList,
  IconUserShield,
  IconQrcode,
  IconTools,
  IconFileCertificate,
  IconCircle,
  IconClipboardCheck,
  IconReceipt,
  IconArrowsExchange,
  IconReportAnalytics,
  IconTool,
  IconHeadset,
  type Icon,
} from '@tabler/icons-react';

/** The icon set route metadata may name. */
export const routeIcons: Record<string, Icon> = {
  home: IconHome,
  notice: IconBell,
  settings: IconSettings,
  user: IconUser,
  equipment: IconBuildingFactory2,
  person: IconUsers,
  company: IconBuilding,
  service: IconClipboardList,
  account: IconUserShield,
  pay: IconQrcode,
  construction: IconTools,
  record: IconFileCertificate,
  declaration: IconClipboardCheck,
  payment: IconReceipt,
  change: IconArrowsExchange,
  report: IconReportAnalytics,
  maintenance: IconTool,
  desk: IconHeadset,
};

const iconFor = (name?: string): Icon => (name && routeIcons[name]) || IconCircle;

/** The icon a route or menu group names. */
export const RouteIcon = ({ name, size }: { name?: string; size: number }) => createElement(iconFor(name), { size });
