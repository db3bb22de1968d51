/** The scrumboard sample app's calls: filled in with the app. */
export {};
