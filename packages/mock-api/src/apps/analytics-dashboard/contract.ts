/** The analytics-dashboard sample's calls: filled in with it. */
export {};
