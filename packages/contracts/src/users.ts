import { z } from 'zod';
import { newPasswordSchema } from './auth.ts';
import { recordId } from './records/fields.ts';

/**
 * People: the admins' list of accounts, invitations and changes to a person's role, farms and
 * access (GET /api/users and the calls beside it), and accepting an invitation.
 */

/** The roles an admin gives a person. */
export const PERSON_ROLES = ['admin', 'staff'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

/** How long an invitation link works. */
export const INVITATION_LIFETIME_DAYS = 7;

export const peopleMessages = {
  chooseRole: 'Choose admin or staff',
  unknownFarms: 'Choose existing farms',
  tooManyFarms: 'Choose at most 500 farms',
  invalidEmail: 'Please enter a valid email',
  emailInUse: 'The email is already in use',
  nothingToChange: 'Send at least one of role, farmIds or active',
  lastAdmin:
    'This is the last active admin. Make another person an admin first, so someone can still manage Flockbook.',
  personNotFound: 'There is no such person',
  hostedNoPassword: 'This person signs in through a hosted service, which resets their password.',
  personDisabled: 'This person is disabled. Enable them first.',
  invitationInvalid: 'This invitation is invalid or was already used. Ask for a new one.',
  invitationExpired: 'This invitation has expired. Ask an admin for a new one.',
  enterDisplayName: 'Enter display name',
} as const;

const role = z.enum(PERSON_ROLES, { error: peopleMessages.chooseRole });
const farmIds = z
  .array(recordId(peopleMessages.unknownFarms))
  .max(500, peopleMessages.tooManyFarms);

/** A person as the admins' list shows them. `from`: 'api' (password), 'auth0' or 'firebase'. */
export const personSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.string(),
  farmIds: z.array(z.string()),
  active: z.boolean(),
  lastSignInAt: z.string().nullable(),
  from: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const peopleListSchema = z.object({ data: z.array(personSchema), total: z.number().int() });
export type PeopleList = z.infer<typeof peopleListSchema>;

export const inviteInputSchema = z.object({
  email: z.string().trim().toLowerCase().email(peopleMessages.invalidEmail).max(254),
  role,
  farmIds: farmIds.default([]),
});
export type InviteInput = z.input<typeof inviteInputSchema>;

export const invitationSentSchema = z.object({
  email: z.string(),
  role: z.string(),
  farmIds: z.array(z.string()),
  expiresAt: z.string(),
});

export const personPatchSchema = z
  .object({ role, farmIds, active: z.boolean() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: peopleMessages.nothingToChange });
export type PersonPatch = z.infer<typeof personPatchSchema>;

export const personIdParamsSchema = z.object({ id: recordId(peopleMessages.personNotFound) });

/** GET /api/auth/invitations/{token}: what the invitation page shows before the form. */
export const invitationStatusSchema = z.object({
  email: z.string(),
  role: z.string(),
  expiresAt: z.string(),
});
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

export const acceptInvitationInputSchema = z.object({
  token: z.string().min(1, peopleMessages.invitationInvalid).max(200),
  displayName: z.string().trim().min(1, peopleMessages.enterDisplayName).max(100),
  password: newPasswordSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInputSchema>;
