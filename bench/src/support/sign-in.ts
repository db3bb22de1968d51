/** Signs in on the real server; answers the access token for `Authorization: Bearer`. */
export async function signIn(
  url: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { access_token?: unknown };
  if (!response.ok || typeof body.access_token !== 'string') {
    throw new Error(`Sign-in as ${credentials.email} failed with ${response.status}.`);
  }
  return body.access_token;
}
