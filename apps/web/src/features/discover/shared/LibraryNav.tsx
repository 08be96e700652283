import {
  IconAdjustmentsHorizontal,
  IconBuildingStore,
  IconLayoutDashboard,
  IconStar,
} from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { discoverPaths } from '../discover-paths.ts';
import classes from './LibraryNav.module.css';

/** The library's pages, side by side above each: its ads, its brands, and the workspace's settings of both. */
export function LibraryNav() {
  return (
    <nav aria-label="Discover library" className={classes.nav}>
      <NavLink to={discoverPaths.discover()} className={classes.link} end>
        <IconLayoutDashboard size={16} aria-hidden />
        Ads
      </NavLink>
      <NavLink to={discoverPaths.brands()} className={classes.link}>
        <IconBuildingStore size={16} aria-hidden />
        Brands
      </NavLink>
      <NavLink to={discoverPaths.brandsSetting()} className={classes.link}>
        <IconStar size={16} aria-hidden />
        Followed brands
      </NavLink>
      <NavLink to={discoverPaths.adsSetting()} className={classes.link}>
        <IconAdjustmentsHorizontal size={16} aria-hidden />
        Default filters
      </NavLink>
    </nav>
  );
}
