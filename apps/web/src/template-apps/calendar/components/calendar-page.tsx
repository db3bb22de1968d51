/** The Calendar sample app's page: built with the app. */
export function CalendarPage() {
  return null;
}
