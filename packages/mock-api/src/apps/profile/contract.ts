/** The profile sample's calls: filled in with it. */
export {};
