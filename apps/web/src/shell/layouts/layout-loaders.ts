import type * as Layout1Module from './layout-1.tsx';

let layout1: typeof Layout1Module | undefined;

/** The default layout's code; imported where it is drawn and at start-up, to fetch it early. */
export const loadLayout1 = () =>
  import('./layout-1.tsx').then((module) => {
    layout1 = module;
    return module;
  });

/** The default layout's code once it has arrived (start-up fetches it early), else undefined. */
export const loadedLayout1 = () => layout1;
