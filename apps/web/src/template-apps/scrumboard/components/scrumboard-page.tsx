/** The Scrumboard sample app's page: built with the app. */
export function ScrumboardPage() {
  return null;
}
