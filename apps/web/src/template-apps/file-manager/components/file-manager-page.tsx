/** The File manager sample app's page: built with the app. */
export function FileManagerPage() {
  return null;
}
