/** The Academy sample app's page: built with the app. */
export function AcademyPage() {
  return null;
}
