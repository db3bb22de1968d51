/** What signing in answers: the access token and the user, as the web app stores them. */
export type SignedIn = { token: string; user: { uuid: string } & Record<string, unknown> };

/** Signs in on the real server; answers the access token and the user. */
export async function signInAs(
  url: string,
  credentials: { email: string; password: string },
): Promise<SignedIn> {
  const response = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const body = (await response.json()) as { access_token?: unknown; user?: unknown };
  const user = body.user as SignedIn['user'] | undefined;
  if (!response.ok || typeof body.access_token !== 'string' || typeof user?.uuid !== 'string') {
    throw new Error(`Sign-in as ${credentials.email} failed with ${response.status}.`);
  }
  return { token: body.access_token, user };
}

/** Signs in on the real server; answers the access token for `Authorization: Bearer`. */
export async function signIn(
  url: string,
  credentials: { email: string; password: string },
): Promise<string> {
  return (await signInAs(url, credentials)).token;
}
