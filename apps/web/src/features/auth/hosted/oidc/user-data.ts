import { userSettingsSchema } from '@flockbook/contracts';
import { z } from 'zod';
import type { Auth0Session } from '../../../../lib/hosted-session.ts';
import { hostJson } from '../host-fetch.ts';
import { HostedSignInError } from '../hosted-error.ts';
import type { HostedUserData, UserData } from '../hosted-user-data.ts';
import { issuerBase } from './discovery.ts';
import type { OidcSettings } from '../hosted-settings.ts';

const hostUserSchema = z.looseObject({
  name: z.string().optional(),
  email: z.string().optional(),
  picture: z.string().optional(),
  user_metadata: z
    .looseObject({
      settings: userSettingsSchema.optional(),
      shortcuts: z.array(z.string()).optional(),
    })
    .optional(),
});

/** `{issuer}/api/v2/users/{sub}`: the user's record at the host. */
export function userDataUrl(issuer: string, sub: string): string {
  return `${issuerBase(issuer)}/api/v2/users/${encodeURIComponent(sub)}`;
}

function bearer(hosted: Auth0Session): Record<string, string> {
  return { Authorization: `Bearer ${hosted.accessToken}` };
}

/** The user's name, email, picture and saved preferences (`user_metadata`) at the host. */
export async function fetchUserData(
  settings: OidcSettings,
  hosted: Auth0Session,
): Promise<HostedUserData> {
  try {
    const body = hostUserSchema.parse(
      await hostJson(userDataUrl(settings.issuer, hosted.sub), { headers: bearer(hosted) }),
    );
    return {
      displayName: body.name,
      email: body.email,
      photoURL: body.picture,
      settings: body.user_metadata?.settings,
      shortcuts: body.user_metadata?.shortcuts,
    };
  } catch (cause) {
    throw new HostedSignInError('cannotRetrieveUserData', { cause });
  }
}

/** Saves the user's settings and shortcuts in `user_metadata` at the host. */
export async function saveUserData(
  settings: OidcSettings,
  hosted: Auth0Session,
  data: UserData,
): Promise<void> {
  await hostJson(userDataUrl(settings.issuer, hosted.sub), {
    method: 'PATCH',
    headers: { ...bearer(hosted), 'Content-Type': 'application/json' },
    body: JSON.stringify({ user_metadata: { settings: data.settings, shortcuts: data.shortcuts } }),
  });
}
