import { ERROR_TEXTS, PROFILE_TEXTS, type CreateProfile } from '@lbd/shared';
import type { z } from 'zod';
import type { editProfileSchema } from '@lbd/shared';
import type { Db } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Actor } from '../../lib/access';
import { toCurrentUser, toProfileDetail } from './profiles.mapper';
import { fullNameFor, initialMembership, orgTypeFor, startsActive } from './profiles.policy';
import { createProfilesRepo, type UnviewedCountSql } from './profiles.repo';

type EditProfile = z.infer<typeof editProfileSchema>;

const creationFailed = (fields: Record<string, string>) =>
  new ValidationError(fields, PROFILE_TEXTS.creationFailed, {
    heading: ERROR_TEXTS.defaultPopupHeading,
    message: PROFILE_TEXTS.creationFailed,
  });

/** Profiles: creation for every type, settings, terms, topic interests, the current user. */
export function createProfilesService({
  db,
  unviewedCount,
  onJoinRequest,
}: {
  db: Db;
  /** The bell's unviewed count of a profile as SQL (the notifications module's); 0 without it. */
  unviewedCount?: UnviewedCountSql;
  /** A new profile asked to join an existing organisation (its staff are told). */
  onJoinRequest?: (profileId: number) => Promise<void>;
}) {
  const repo = createProfilesRepo(db, { unviewedCount });

  /** Field errors for catalogue ids that do not exist or do not fit together. */
  async function checkReferences(input: {
    profile_type?: CreateProfile['profile_type'];
    my_org_id?: number;
    degree_id?: number | null;
    specialization_id?: number | null;
    designation_id?: number | null;
    state_id?: number | null;
    city_id?: number | null;
  }) {
    const found = await repo.references({ ...input, org_id: input.my_org_id });
    const fields: Record<string, string> = {};
    if (input.my_org_id) {
      const wanted = input.profile_type ? orgTypeFor(input.profile_type) : null;
      if (!found.org || (wanted && found.org.org_type !== wanted))
        fields.my_org_id = PROFILE_TEXTS.selectOne('a valid organisation');
    }
    if (input.degree_id && !found.degree) fields.degree_id = PROFILE_TEXTS.selectOne('a valid degree');
    if (input.specialization_id && !found.specialization)
      fields.specialization_id = PROFILE_TEXTS.selectOne('a valid specialization');
    if (input.designation_id && !found.designation)
      fields.designation_id = PROFILE_TEXTS.selectOne('a valid designation');
    if (input.state_id && !found.state) fields.state_id = PROFILE_TEXTS.selectOne('a valid state');
    if (input.city_id && (!found.city || (input.state_id && found.city.state_id !== input.state_id))) {
      fields.city_id = PROFILE_TEXTS.selectOne('a city of the chosen state');
    }
    return { fields, org: found.org };
  }

  async function uniqueness(
    email: string | undefined,
    countryCode: string | undefined,
    phone: string | undefined,
    exceptId?: number,
  ) {
    const fields: Record<string, string> = {};
    if (email && (await repo.emailTaken(email, exceptId))) fields.email = PROFILE_TEXTS.inUse('Email');
    if (countryCode && phone && (await repo.phoneTaken(countryCode, phone, exceptId)))
      fields.phone = PROFILE_TEXTS.inUse('Phone');
    return fields;
  }

  return {
    /** GET /api/v1/current_user_data: the user, the profile (or null) and the chosen career paths. */
    async currentUser(actor: Actor) {
      const found = await repo.currentUser(actor.userId);
      if (!found) throw new NotFoundError();
      return toCurrentUser(found, actor);
    },

    async create(userId: string, input: CreateProfile) {
      if (await repo.byUserId(userId)) throw new ConflictError('A profile already exists for this account.');
      const refs = await checkReferences(input);
      const fields = { ...refs.fields, ...(await uniqueness(input.email, input.country_code, input.phone)) };
      if (Object.keys(fields).length > 0) throw creationFailed(fields);

      const orgType = orgTypeFor(input.profile_type) ?? 'COMPANY';
      const created = await db.transaction(async (tx) => {
        const org = input.my_org_id
          ? { id: input.my_org_id, full_name: refs.org!.full_name, created: false }
          : await repo.findOrCreateOrg(input.org_name!, orgType, tx);
        return repo.insert(
          {
            user_id: userId,
            profile_type: input.profile_type,
            first_name: input.first_name,
            last_name: input.last_name ?? null,
            full_name: fullNameFor(input.profile_type, input, org.full_name),
            email: input.email,
            country_code: input.country_code,
            phone: input.phone,
            state_id: input.state_id ?? null,
            city_id: input.city_id ?? null,
            my_org_id: org.id,
            designation_id: 'designation_id' in input ? input.designation_id : null,
            degree_id: input.profile_type === 'STUDENT' ? input.degree_id : null,
            specialization_id: input.profile_type === 'STUDENT' ? input.specialization_id : null,
            graduation_year: input.profile_type === 'STUDENT' ? input.graduation_year : null,
            active: startsActive(input.profile_type),
            org_membership: initialMembership(input.profile_type, org.created),
          },
          tx,
        );
      });
      if (created.org_membership === 'REQUESTED') await onJoinRequest?.(created.id);
      return { id: created.id };
    },

    async detail(userId: string) {
      const found = await repo.byUserId(userId);
      if (!found) throw new NotFoundError('Create your profile first.');
      return toProfileDetail(found.profile, found.org?.full_name ?? null);
    },

    async edit(userId: string, input: EditProfile) {
      const found = await repo.byUserId(userId);
      if (!found) throw new NotFoundError('Create your profile first.');
      const { profile } = found;
      const refs = await checkReferences({ ...input, state_id: input.state_id ?? profile.state_id });
      const fields = {
        ...refs.fields,
        ...(await uniqueness(
          input.email,
          input.phone ? (input.country_code ?? profile.country_code ?? '+91') : undefined,
          input.phone,
          profile.id,
        )),
      };
      if (Object.keys(fields).length > 0) throw new ValidationError(fields);
      const person = {
        first_name: input.first_name ?? profile.first_name,
        last_name: input.last_name === undefined ? profile.last_name : input.last_name,
      };
      const updated = await repo.update(profile.id, {
        ...input,
        full_name: fullNameFor(profile.profile_type, person, found.org?.full_name ?? null),
      });
      return toProfileDetail(updated!, found.org?.full_name ?? null);
    },

    async acceptTerms(userId: string) {
      const found = await repo.byUserId(userId);
      if (!found) throw new NotFoundError('Create your profile first.');
      await repo.update(found.profile.id, { terms_nd_cond: true, terms_accepted_at: new Date() });
    },

    async availability(
      field: 'email' | 'phone',
      value: string,
      countryCode: string | undefined,
      userId: string | null,
    ) {
      const own = userId ? (await repo.byUserId(userId))?.profile.id : undefined;
      const taken =
        field === 'email' ? await repo.emailTaken(value, own) : await repo.phoneTaken(countryCode ?? '+91', value, own);
      return { available: !taken, message: taken ? PROFILE_TEXTS.inUse(field === 'email' ? 'Email' : 'Phone') : null };
    },

    async setAvatar(profileId: number, url: string) {
      await repo.update(profileId, { avatar_url: url });
    },

    topicInterests: (profileId: number) => repo.topicInterests(profileId),

    async setTopicInterests(profileId: number, skillIds: number[]) {
      const unique = [...new Set(skillIds)];
      const existing = await repo.existingSkillIds(unique);
      if (existing.length !== unique.length)
        throw new ValidationError({ skill_ids: 'This cant be empty' }, 'Some skills do not exist.');
      await repo.replaceTopicInterests(profileId, unique);
      return repo.topicInterests(profileId);
    },

    async removeTopicInterest(profileId: number, skillId: number) {
      if (!(await repo.removeTopicInterest(profileId, skillId))) throw new NotFoundError();
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
