/** The Chat sample app's page: built with the app. */
export function ChatPage() {
  return null;
}
