import { INVITATION_LIFETIME_DAYS, peopleMessages } from '@flockbook/contracts';
import type {
  AcceptInvitationInput,
  InvitationStatus,
  Person,
  PersonPatch,
  PersonRole,
} from '@flockbook/contracts';
import { hashPassword } from '@flockbook/db';
import type { Database } from '@flockbook/db';
import type { Mailer } from '../../lib/mailer.ts';
import { ProblemError } from '../../lib/problem.ts';
import { writeAudit } from '../../records/audit-log.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { authError, DEFAULT_SHORTCUTS } from '../auth/auth.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { hashSingleUseToken, newSingleUseToken } from '../auth/single-use-token.ts';
import type { PersonRow, UsersRepository } from './users.repository.ts';

/** The web app's invitation page; the token follows as `?token=`. */
export const INVITATION_PATH = '/invitation';
const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60_000;
const ENTITY = 'users';

const isAdmin = (row: { role: string[] }) => row.role.includes('admin');

export function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    email: row.email,
    displayName: row.data.displayName,
    role: row.role[0] ?? '',
    farmIds: row.farmIds,
    active: !row.disabled,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    from: row.from,
  };
}

/** What an audit row keeps of a person: never a hash or a token. */
const audited = (row: PersonRow) => {
  const { id, email, displayName, role, farmIds, active, from } = toPerson(row);
  return { id, email, displayName, role, farmIds, active, from };
};

type Deps = {
  repository: UsersRepository;
  auth: AuthService;
  mailer: Mailer;
  publicUrl: () => string;
};

/** The admins' management of people: list, invite, change role, farms and access, reset. */
export function createUsersService({ repository, auth, mailer, publicUrl }: Deps) {
  const notFound = () => new ProblemError(404, { detail: peopleMessages.personNotFound });
  const refuseUnknownFarms = async (farmIds: string[]) => {
    if ((await repository.unknownFarms(farmIds)).length > 0) {
      throw new ProblemError(400, {
        detail: peopleMessages.unknownFarms,
        errors: { farmIds: peopleMessages.unknownFarms },
      });
    }
  };

  return {
    async list(): Promise<{ data: Person[]; total: number }> {
      const rows = await repository.list();
      return { data: rows.map(toPerson), total: rows.length };
    },

    /** Mails a single-use invitation link valid 7 days; only its hash is kept. */
    async invite(
      input: { email: string; role: PersonRole; farmIds: string[] },
      by: UserRow,
      db: Database,
    ) {
      if (await repository.findByEmail(input.email)) {
        throw new ProblemError(409, {
          detail: peopleMessages.emailInUse,
          errors: { email: peopleMessages.emailInUse },
        });
      }
      await refuseUnknownFarms(input.farmIds);
      const { token, tokenHash } = newSingleUseToken();
      const expiresAt = new Date(Date.now() + INVITATION_LIFETIME_MS);
      const farmIds = [...new Set(input.farmIds)];
      await repository.createInvitation({
        tokenHash,
        email: input.email,
        role: input.role,
        farmIds,
        invitedBy: by.id,
        expiresAt,
      });
      await writeAudit(db, {
        userId: by.id,
        action: 'create',
        entity: 'invitations',
        entityId: input.email,
        before: null,
        after: { email: input.email, role: input.role, farmIds, expiresAt },
      });
      const link = `${publicUrl()}${INVITATION_PATH}?token=${token}`;
      await mailer.send({
        to: input.email,
        subject: 'You are invited to Flockbook',
        text: [
          'Hello,',
          '',
          `${by.data.displayName} invited you to Flockbook as ${input.role}.`,
          `Open this link within ${INVITATION_LIFETIME_DAYS} days to choose your name and password:`,
          '',
          link,
          '',
          'The link works once. If you did not expect it, ignore this message.',
        ].join('\n'),
      });
      return { email: input.email, role: input.role, farmIds, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Changes a person's role, farms or access. The last active admin is never demoted nor
     * disabled. Disabling ends every token the person holds at once.
     */
    async change(id: string, patch: PersonPatch, by: UserRow): Promise<Person> {
      if (patch.farmIds) await refuseUnknownFarms(patch.farmIds);
      const changed = await repository.change(
        id,
        patch,
        (person, otherActiveAdmins) => {
          const losesAdmin =
            isAdmin(person) &&
            !person.disabled &&
            ((patch.role !== undefined && patch.role !== 'admin') || patch.active === false);
          if (losesAdmin && otherActiveAdmins === 0) {
            const field = patch.active === false ? 'active' : 'role';
            throw new ProblemError(409, {
              detail: peopleMessages.lastAdmin,
              errors: { [field]: peopleMessages.lastAdmin },
            });
          }
        },
        (tx, before, after) =>
          writeAudit(tx, {
            userId: by.id,
            action: 'update',
            entity: ENTITY,
            entityId: id,
            before: audited(before),
            after: audited(after),
          }),
      );
      if (!changed) throw notFound();
      return toPerson(changed.after);
    },

    /** Mails the person a password reset link (the sign-in page's own reset flow). */
    async sendPasswordReset(id: string, by: UserRow, db: Database): Promise<void> {
      const person = await repository.find(id);
      if (!person) throw notFound();
      if (person.from !== 'api') {
        throw new ProblemError(409, { detail: peopleMessages.hostedNoPassword });
      }
      if (person.disabled) throw new ProblemError(409, { detail: peopleMessages.personDisabled });
      await auth.sendResetLink(person.email);
      await writeAudit(db, {
        userId: by.id,
        action: 'update',
        entity: ENTITY,
        entityId: id,
        before: null,
        after: null,
        reason: 'password reset link sent',
      });
    },

    /** What the invitation page shows; refuses a used, unknown or expired invitation. */
    async invitationStatus(token: string): Promise<InvitationStatus> {
      const invitation = await repository.findInvitation(hashSingleUseToken(token));
      if (!invitation || invitation.usedAt) {
        throw authError(400, { token: peopleMessages.invitationInvalid });
      }
      if (invitation.expiresAt.getTime() <= Date.now()) {
        throw authError(400, { token: peopleMessages.invitationExpired });
      }
      return {
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expiresAt.toISOString(),
      };
    },

    /** Makes the invited person's account with the invitation's role and farms. */
    async acceptInvitation(input: AcceptInvitationInput): Promise<UserRow> {
      // Refused at once with the reason, before the slow password hash.
      await this.invitationStatus(input.token);
      const result = await repository.acceptInvitation(
        hashSingleUseToken(input.token),
        {
          passwordHash: await hashPassword(input.password),
          data: {
            displayName: input.displayName,
            photoURL: '',
            settings: {},
            shortcuts: DEFAULT_SHORTCUTS,
          },
        },
        (tx, person, invitation) =>
          writeAudit(tx, {
            userId: invitation.invitedBy,
            action: 'create',
            entity: ENTITY,
            entityId: person.id,
            before: null,
            after: audited(person),
            reason: 'invitation accepted',
          }),
      );
      if (result === 'invalid') throw authError(400, { token: peopleMessages.invitationInvalid });
      if (result === 'email-in-use') throw authError(409, { token: peopleMessages.emailInUse });
      return result;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
