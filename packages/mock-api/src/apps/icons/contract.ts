/** The icon catalogue's call: filled in with it. */
export {};
