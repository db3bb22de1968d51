/** The knowledge-base sample's calls: filled in with it. */
export {};
