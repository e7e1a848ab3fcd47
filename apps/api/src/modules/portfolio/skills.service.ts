import type { CreateSkillBody } from '@lbd/shared';
import type { Db } from '../../db/client';
import { createNamesRepo } from './names.repo';

/** The inline 'Create New "x"' option of skill pickers: a skill by name, created when new. */
export function createSkillsService({ db }: { db: Db }) {
  const names = createNamesRepo(db);
  return {
    /** POST /api/skills: the skill with this name (case-insensitive), created when missing. */
    create: (body: CreateSkillBody) => names.findOrCreateSkill(body.display_name, body.type),
  };
}

export type SkillsService = ReturnType<typeof createSkillsService>;
