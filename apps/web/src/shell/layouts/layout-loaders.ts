/** The default layout's code; imported where it is drawn and at start-up, to fetch it early. */
export const loadLayout1 = () => import('./layout-1.tsx');
