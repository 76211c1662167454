import { useEffect, useState } from 'react';
import { DRAWER_MAX_WIDTH, DRAWER_NARROW_SCREEN } from '../config/constants';

/** Drawers are at most 1600 px wide, and 80 % of the window under 1800 px (spec section 9). */
export function drawerWidth(windowWidth: number): number | string {
  return windowWidth < DRAWER_NARROW_SCREEN ? '80%' : DRAWER_MAX_WIDTH;
}

export function useDrawerWidth(): number | string {
  const [width, setWidth] = useState(() => drawerWidth(window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(drawerWidth(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
