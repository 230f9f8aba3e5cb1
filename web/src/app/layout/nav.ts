import {
  HeartPulse,
  LayoutDashboard,
  MessageCircle,
  Pill,
  Settings,
  Thermometer,
  User,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  path: string;
  /** Key in the `app` namespace. */
  label: string;
  icon: LucideIcon;
}

/** The sidebar's seven links (spec section 2). */
export const SIDEBAR: NavItem[] = [
  { path: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { path: '/sintomi', label: 'nav.symptoms', icon: Thermometer },
  { path: '/farmaci', label: 'nav.medications', icon: Pill },
  { path: '/benessere', label: 'nav.wellness', icon: HeartPulse },
  { path: '/profile', label: 'nav.profile', icon: User },
  { path: '/settings', label: 'nav.settings', icon: Settings },
  { path: '/assistente', label: 'nav.assistant', icon: MessageCircle },
];

/** The bottom navigation's five entries on narrow screens. */
export const BOTTOM: NavItem[] = SIDEBAR.filter((item) =>
  ['/dashboard', '/sintomi', '/farmaci', '/benessere', '/profile'].includes(item.path),
);
