import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AccountBoxOutlined from '@mui/icons-material/AccountBoxOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AgricultureOutlined from '@mui/icons-material/AgricultureOutlined';
import AlarmOutlined from '@mui/icons-material/AlarmOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BuildOutlined from '@mui/icons-material/BuildOutlined';
import CalendarTodayOutlined from '@mui/icons-material/CalendarTodayOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EggAltOutlined from '@mui/icons-material/EggAltOutlined';
import EggOutlined from '@mui/icons-material/EggOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import EmojiSymbolsOutlined from '@mui/icons-material/EmojiSymbolsOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ForestOutlined from '@mui/icons-material/ForestOutlined';
import GrassOutlined from '@mui/icons-material/GrassOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HeartBrokenOutlined from '@mui/icons-material/HeartBrokenOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import ImportContactsOutlined from '@mui/icons-material/ImportContactsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import LayersOutlined from '@mui/icons-material/LayersOutlined';
import LocalGasStationOutlined from '@mui/icons-material/LocalGasStationOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MedicationOutlined from '@mui/icons-material/MedicationOutlined';
import MonitorWeightOutlined from '@mui/icons-material/MonitorWeightOutlined';
import NoAccountsOutlined from '@mui/icons-material/NoAccountsOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import OtherHousesOutlined from '@mui/icons-material/OtherHousesOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import RestaurantOutlined from '@mui/icons-material/RestaurantOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import ScaleOutlined from '@mui/icons-material/ScaleOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import TextFieldsOutlined from '@mui/icons-material/TextFieldsOutlined';
import ThermostatOutlined from '@mui/icons-material/ThermostatOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VaccinesOutlined from '@mui/icons-material/VaccinesOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import WebAssetOutlined from '@mui/icons-material/WebAssetOutlined';
import WidgetsOutlined from '@mui/icons-material/WidgetsOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

export type NavigationIconComponent = typeof SvgIcon;

/**
 * The icons navigation items may name, by their MUI icon name. Only these are bundled; add an
 * entry here to use another icon.
 */
export const NAVIGATION_ICONS = {
  AccountBalanceWalletOutlined,
  AccountBoxOutlined,
  AdminPanelSettingsOutlined,
  AgricultureOutlined,
  AlarmOutlined,
  AssignmentOutlined,
  AttachMoneyOutlined,
  BadgeOutlined,
  BuildOutlined,
  CalendarTodayOutlined,
  ChatOutlined,
  CheckBoxOutlined,
  CodeOutlined,
  DashboardOutlined,
  EggAltOutlined,
  EggOutlined,
  EmailOutlined,
  EmojiSymbolsOutlined,
  ErrorOutlineOutlined,
  ExtensionOutlined,
  FolderOutlined,
  ForestOutlined,
  GrassOutlined,
  GroupOutlined,
  HeartBrokenOutlined,
  HelpOutlineOutlined,
  HistoryOutlined,
  ImportContactsOutlined,
  InsightsOutlined,
  KeyOutlined,
  LayersOutlined,
  LocalGasStationOutlined,
  LockOutlined,
  MedicationOutlined,
  MonitorWeightOutlined,
  NoAccountsOutlined,
  OpenInNewOutlined,
  OtherHousesOutlined,
  PaymentsOutlined,
  PersonOutlined,
  PointOfSaleOutlined,
  ReceiptLongOutlined,
  ReceiptOutlined,
  RestaurantOutlined,
  RocketLaunchOutlined,
  ScaleOutlined,
  SchoolOutlined,
  SearchOutlined,
  ShoppingCartOutlined,
  StickyNote2Outlined,
  TextFieldsOutlined,
  ThermostatOutlined,
  TuneOutlined,
  VaccinesOutlined,
  ViewKanbanOutlined,
  ViewQuiltOutlined,
  WarehouseOutlined,
  WebAssetOutlined,
  WidgetsOutlined,
} as const satisfies Record<string, NavigationIconComponent>;

export type NavigationIconName = keyof typeof NAVIGATION_ICONS;

export function isNavigationIconName(value: unknown): value is NavigationIconName {
  return typeof value === 'string' && Object.hasOwn(NAVIGATION_ICONS, value);
}

/** The component for an icon name; `undefined` for a name that is not registered. */
export function navigationIcon(name: string | undefined): NavigationIconComponent | undefined {
  return isNavigationIconName(name) ? NAVIGATION_ICONS[name] : undefined;
}
