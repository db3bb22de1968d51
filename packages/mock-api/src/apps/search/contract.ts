/** The search sample's calls: filled in with it. */
export {};
