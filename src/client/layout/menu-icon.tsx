import type { ComponentType } from 'react';
import {
  AlertOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BookOutlined,
  BugOutlined,
  BuildOutlined,
  CalendarOutlined,
  CodeOutlined,
  ControlOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  ExperimentOutlined,
  EyeOutlined,
  FileTextOutlined,
  FireOutlined,
  HeartOutlined,
  InboxOutlined,
  MedicineBoxOutlined,
  ReadOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
  WarningOutlined,
} from '@ant-design/icons';

/** meta.icon names of the menu (the original svg-icon names) → @ant-design/icons. */
const ICONS: Record<string, ComponentType> = {
  ai: RobotOutlined,
  alarm: AlertOutlined,
  book: BookOutlined,
  bug: BugOutlined,
  calendar: CalendarOutlined,
  chart: BarChartOutlined,
  chemical: ExperimentOutlined,
  code: CodeOutlined,
  component: AppstoreOutlined,
  construction: BuildOutlined,
  dashboard: DashboardOutlined,
  documentation: FileTextOutlined,
  education: ReadOutlined,
  eye: EyeOutlined,
  fire: FireOutlined,
  'first-aid': MedicineBoxOutlined,
  health: HeartOutlined,
  list: UnorderedListOutlined,
  location: EnvironmentOutlined,
  material: InboxOutlined,
  peoples: TeamOutlined,
  safety: SafetyCertificateOutlined,
  search: SearchOutlined,
  setting: SettingOutlined,
  system: ControlOutlined,
  tool: ToolOutlined,
  tree: ApartmentOutlined,
  video: VideoCameraOutlined,
  warning: WarningOutlined,
};

/** The icon names a menu entry may take (菜单管理's picker). */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(ICONS);

/** The icon of a menu entry; unknown names get a generic one. */
export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon aria-hidden="true" />;
}
