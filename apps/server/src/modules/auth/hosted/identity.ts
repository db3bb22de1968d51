import { isSafeUrl, textFault } from '@flockbook/contracts';
import type { HostedProvider } from '@flockbook/contracts';
import type { JWTPayload } from 'jose';

/** Who a verified hosted ID token names, and the profile its claims offer. */
export type HostedIdentity = {
  from: HostedProvider;
  subject: string;
  email?: string;
  displayName?: string;
  photoURL?: string;
};

const MAX_SUBJECT_LENGTH = 255;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** A claim's text when it is one a profile can hold, else undefined. */
function claimText(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string' || textFault(value)) return undefined;
  const text = value.trim();
  return text && text.length <= maxLength ? text : undefined;
}

/** The identity in verified claims; undefined when they name no usable subject. */
export function identityOf(from: HostedProvider, claims: JWTPayload): HostedIdentity | undefined {
  const subject = claimText(claims.sub, MAX_SUBJECT_LENGTH);
  if (!subject) return undefined;
  const email = claimText(claims.email, 254)?.toLowerCase();
  const picture = claimText(claims.picture, 2048);
  return {
    from,
    subject,
    email: email && EMAIL.test(email) ? email : undefined,
    displayName: claimText(claims.name, 100),
    photoURL: picture && isSafeUrl(picture) ? picture : undefined,
  };
}
