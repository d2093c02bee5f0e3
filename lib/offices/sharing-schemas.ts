import { z } from "zod";
import { calendarDate } from "@/lib/properties/date-override-input";
import { daysBetween } from "@/lib/time/zoned-time";

/** Longest stand-in one entry may cover. */
export const MAX_ASSIST_DAYS = 366;
export const MAX_CO_AGENTS = 20;

const memberId = z.uuid("Choose a member of the office");

/** The listing's co-listing agents, all of them: the list replaces the one before. */
export const coAgentsSchema = z.object({
  agentUserIds: z.array(memberId).max(MAX_CO_AGENTS, `A listing can have at most ${MAX_CO_AGENTS} co-listing agents`),
});
export type CoAgentsInput = z.infer<typeof coAgentsSchema>;

/**
 * An assisting agent who covers an agent's listings from `startsOn` to `endsOn` (both included, in
 * the office's zone): the actor's own, or (`agentUserId`, for a manager or staff reaching them)
 * another agent's of the office.
 */
export const assistantSchema = z
  .object({
    agentUserId: z.uuid("Choose the agent to cover among the members of your office").optional(),
    assistantUserId: z.uuid("Choose the assisting agent among the members of your office"),
    startsOn: calendarDate("Start date"),
    endsOn: calendarDate("End date"),
  })
  .superRefine((input, context) => {
    if (input.endsOn < input.startsOn) {
      context.addIssue({ code: "custom", path: ["endsOn"], message: "The end date must be on or after the start date" });
    } else if (daysBetween(input.startsOn, input.endsOn) + 1 > MAX_ASSIST_DAYS) {
      context.addIssue({ code: "custom", path: ["endsOn"], message: `An assisting agent covers at most ${MAX_ASSIST_DAYS} days at a time` });
    }
  });
export type AssistantInput = z.infer<typeof assistantSchema>;

const member = z.object({ userId: z.string(), email: z.string(), name: z.string() });
export type OfficeAgent = z.infer<typeof member>;

export const coAgentsAnswerSchema = z.object({
  /** The listing's address. */
  address: z.string(),
  /** The listing's co-listing agents. */
  coAgents: z.array(member),
  /** Members of the listing's office who could co-list it (not its agent). */
  candidates: z.array(member),
  /** Whether the actor may change the list. */
  canEdit: z.boolean(),
});
export type CoAgentsAnswer = z.infer<typeof coAgentsAnswerSchema>;

const assistance = z.object({ id: z.string(), agent: member, assistant: member, startsOn: z.string(), endsOn: z.string(), active: z.boolean() });
export type AssistanceView = z.infer<typeof assistance>;
/** For the Office page: the other agents whose assisting agents the actor may name, and their stand-ins that have not ended. */
export type OfficeAssistances = { agentIds: string[]; assistances: AssistanceView[]; today: string };

export const assistantsAnswerSchema = z.object({
  /** Who covers the actor's listings, and when. */
  assistants: z.array(assistance),
  /** Whose listings the actor covers, and when. */
  assisting: z.array(assistance),
  /** Members of the actor's office who can be named. */
  candidates: z.array(member),
  /** Today in the office's zone, for the date inputs. */
  today: z.string(),
});
export type AssistantsAnswer = z.infer<typeof assistantsAnswerSchema>;
