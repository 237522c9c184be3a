import { HOME_ALIAS, SCREENS } from '@sefer/contract/routes';
import type { ComponentType, SVGProps } from 'react';
import { matchPath } from 'react-router';
import { BriefcaseIcon, CompassIcon, HomeIcon, UserIcon } from '../../../components/ui/icons.tsx';

export interface NavItem {
  to: string;
  labelKey: 'nav.home' | 'nav.explore' | 'nav.me' | 'nav.company';
  Icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
}

/** The bottom navigation of spec §2. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: SCREENS.home, labelKey: 'nav.home', Icon: HomeIcon },
  { to: SCREENS.explore, labelKey: 'nav.explore', Icon: CompassIcon },
  { to: '/profile/user', labelKey: 'nav.me', Icon: UserIcon },
  { to: '/profile/company', labelKey: 'nav.company', Icon: BriefcaseIcon },
];

/** `/` is also reached as `/home`; the others own their sub-paths. */
export function isNavItemActive(to: string, pathname: string): boolean {
  if (to === SCREENS.home)
    return Boolean(matchPath(SCREENS.home, pathname) || matchPath(HOME_ALIAS, pathname));
  return matchPath({ path: to, end: false }, pathname) !== null;
}
