/** The e-commerce sample's calls: filled in with it. */
export {};
