// spec 01 §1: menu entries carry an MUI icon name. The route table uses some 70 names; the shell bundles a
// small set of glyphs (imported by path, never from the barrel) and maps every name onto one of them, so
// the icons cost ~2 KiB gzip instead of ~5 on every signed-in page (task budget 200 KiB).
import Apartment from '@mui/icons-material/Apartment';
import Apps from '@mui/icons-material/Apps';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import Build from '@mui/icons-material/Build';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import Dashboard from '@mui/icons-material/Dashboard';
import Email from '@mui/icons-material/Email';
import Factory from '@mui/icons-material/Factory';
import Folder from '@mui/icons-material/Folder';
import HealthAndSafety from '@mui/icons-material/HealthAndSafety';
import Inventory2 from '@mui/icons-material/Inventory2';
import Notifications from '@mui/icons-material/Notifications';
import People from '@mui/icons-material/People';
import Receipt from '@mui/icons-material/Receipt';
import Schedule from '@mui/icons-material/Schedule';
import Settings from '@mui/icons-material/Settings';
import Storefront from '@mui/icons-material/Storefront';

type IconComponent = typeof Apps;

const GLYPHS = {
  Apartment,
  Assessment,
  Assignment,
  Build,
  ConfirmationNumber,
  Dashboard,
  Email,
  Factory,
  Folder,
  HealthAndSafety,
  Inventory2,
  Notifications,
  People,
  Receipt,
  Schedule,
  Settings,
  Storefront,
} satisfies Record<string, IconComponent>;

type Glyph = keyof typeof GLYPHS;

/** Icon names of the route table (and custom tiles) → the glyph that stands for them. */
const GLYPH_OF: Record<string, Glyph> = {
  Dashboard: 'Dashboard',
  Notifications: 'Notifications',
  People: 'People',
  Contacts: 'People',
  Badge: 'People',
  PersonSearch: 'People',
  Handshake: 'People',
  Group: 'People',
  Assignment: 'Assignment',
  AssignmentTurnedIn: 'Assignment',
  RequestQuote: 'Assignment',
  AccountTree: 'Assignment',
  Article: 'Assignment',
  Approval: 'Assignment',
  FactCheck: 'Assignment',
  Checklist: 'Assignment',
  Task: 'Assignment',
  Rule: 'Assignment',
  FormatListNumbered: 'Assignment',
  DynamicForm: 'Assignment',
  Build: 'Build',
  Construction: 'Build',
  Engineering: 'Build',
  Inventory: 'Inventory2',
  Inventory2: 'Inventory2',
  Warehouse: 'Inventory2',
  LocalShipping: 'Inventory2',
  ShoppingCart: 'Inventory2',
  Category: 'Inventory2',
  Widgets: 'Inventory2',
  Schedule: 'Schedule',
  AccessTime: 'Schedule',
  Timer: 'Schedule',
  CalendarMonth: 'Schedule',
  Event: 'Schedule',
  EventAvailable: 'Schedule',
  BookOnline: 'Schedule',
  WorkHistory: 'Schedule',
  Receipt: 'Receipt',
  ReceiptLong: 'Receipt',
  Payments: 'Receipt',
  CurrencyExchange: 'Receipt',
  HealthAndSafety: 'HealthAndSafety',
  ReportProblem: 'HealthAndSafety',
  Science: 'HealthAndSafety',
  School: 'HealthAndSafety',
  Security: 'HealthAndSafety',
  PriorityHigh: 'HealthAndSafety',
  Flag: 'HealthAndSafety',
  Assessment: 'Assessment',
  Summarize: 'Assessment',
  DonutLarge: 'Assessment',
  Settings: 'Settings',
  Tune: 'Settings',
  ManageAccounts: 'Settings',
  AdminPanelSettings: 'Settings',
  Extension: 'Settings',
  Translate: 'Settings',
  FilterAlt: 'Settings',
  Label: 'Settings',
  Folder: 'Folder',
  Description: 'Folder',
  MenuBook: 'Folder',
  StickyNote2: 'Folder',
  Email: 'Email',
  Sms: 'Email',
  MarkEmailRead: 'Email',
  ConfirmationNumber: 'ConfirmationNumber',
  Factory: 'Factory',
  Storefront: 'Storefront',
  Autorenew: 'Assignment',
  CarRental: 'Storefront',
  Apartment: 'Apartment',
  Business: 'Apartment',
};

/** The icon for a menu entry; unknown names (custom tiles ...) get a neutral one. */
export function menuIcon(name: string | undefined): IconComponent {
  const glyph = name ? GLYPH_OF[name] : undefined;
  return glyph ? GLYPHS[glyph] : Apps;
}

// spec 01 §3 module ids → the icon of that module (notifications, recent items).
const MODULE_GLYPH: Record<number, Glyph> = {
  1: 'Assignment',
  2: 'People',
  3: 'Build',
  4: 'Assignment',
  5: 'Assignment',
  6: 'People',
  7: 'Apartment',
  8: 'HealthAndSafety',
  9: 'HealthAndSafety',
  10: 'HealthAndSafety',
  11: 'HealthAndSafety',
  12: 'Assignment',
  13: 'Inventory2',
  15: 'Build',
  16: 'Receipt',
  17: 'Inventory2',
  18: 'Factory',
  19: 'Schedule',
  20: 'Assignment',
  21: 'People',
  22: 'Receipt',
  24: 'Notifications',
  26: 'Schedule',
  27: 'People',
  100: 'Folder',
};

export function moduleIcon(moduleid: number): IconComponent {
  const glyph = MODULE_GLYPH[moduleid];
  return glyph ? GLYPHS[glyph] : Apps;
}

/**
 * The icons as the main layout hands them to its pages (its Outlet's context): the dashboard's cards show them.
 * A page renders inside the layout, so the icons come with the layout's chunk. Imported by the dashboard as
 * well, this file was shared by the two chunks and put in the dashboard's, which every signed-in page then
 * loaded (issue 11).
 */
export type ShellIcons = { menuIcon: typeof menuIcon; moduleIcon: typeof moduleIcon };
export const SHELL_ICONS: ShellIcons = { menuIcon, moduleIcon };
