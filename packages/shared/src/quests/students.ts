import { z } from 'zod';

/*
 * A quest's students as the spec's peer path lists them (GET /api/get_all_students/{id}?type=quest): kept
 * apart from the rest of the quests contract so that the activities' contract, which names it, does not
 * carry the rules with it.
 */

export const MY_QUEST_STATUSES = ['Enrolled', 'Completed', 'Dropped'] as const;
export type MyQuestStatus = (typeof MY_QUEST_STATUSES)[number];

export const questStudentSchema = z.object({
  profile_id: z.number().int(),
  my_quest_id: z.number().int(),
  name: z.string(),
  status: z.enum(MY_QUEST_STATUSES),
  cohort_id: z.number().int().nullable(),
  progress: z.number().int(),
  steps_done: z.number().int(),
  /** The scorecard total (sum of step scores over steps with a score, mean percent), one decimal. */
  score: z.number().nullable(),
  last_activity_on: z.string().nullable(),
});
export type QuestStudent = z.infer<typeof questStudentSchema>;
