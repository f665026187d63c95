import { useLayoutEffect, useState } from 'react';
import { snapshotOpenKeys } from './snapshot';

/**
 * The sidebar's open folders, starting as the copy on screen has them (as the merchant left
 * them there), or none without a copy. `fromSnapshot`: the copy's folders when the sidebar
 * first rendered, undefined without one.
 *
 * Over a copy the console's first render goes in slices (start.tsx) and the copy still answers
 * clicks between them: a folder opened or closed there after the sidebar rendered is taken
 * over as it is at the commit. This layout effect runs before the root's, which removes the copy.
 */
export const useSnapshotFolders = () => {
  const [fromSnapshot] = useState(snapshotOpenKeys);
  const [openKeys, setOpenKeys] = useState<string[]>(fromSnapshot ?? []);
  useLayoutEffect(() => {
    const now = snapshotOpenKeys();
    if (now && now.join(',') !== (fromSnapshot ?? []).join(',')) setOpenKeys(now);
  }, [fromSnapshot]);
  return { fromSnapshot, openKeys, setOpenKeys };
};
