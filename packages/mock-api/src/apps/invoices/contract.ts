/** The invoices sample's calls: filled in with it. */
export {};
