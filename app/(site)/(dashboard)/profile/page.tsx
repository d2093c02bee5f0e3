import type { Metadata } from "next";
import { DashboardSection } from "@/components/dashboard/section";
import { AgentProfileForm } from "@/components/profile/agent-profile-form";
import { CalendarFeedCard } from "@/components/profile/calendar-feed-card";
import { ProfileIncompleteCard } from "@/components/profile/profile-incomplete-card";
import { toAnswer } from "@/lib/api/answers";
import { calendarAnswerSchema } from "@/lib/external-calendars/schemas";
import { YourCalendars } from "@/components/profile/your-calendars";
import { getDb } from "@/db/client";
import { calendarFeedAddress } from "@/lib/agent-calendar/calendar-feeds";
import { getAgentProfile } from "@/lib/agent-profile/agent-profile";
import { isProfileComplete } from "@/lib/agent-profile/schemas";
import { listCalendars } from "@/lib/external-calendars/calendars";
import { formatPhone } from "@/lib/phone/phone";
import { requireUser } from "@/lib/auth/current-user";
import { membershipOf } from "@/lib/auth/acting-scope";
import { AssistingAgents } from "@/components/offices/assisting-agents";
import { listAssistants } from "@/lib/offices/assistants";
import { assistantsAnswerSchema } from "@/lib/offices/sharing-schemas";

export const metadata: Metadata = { title: "Agent Profile" };

export default async function ProfilePage() {
  const user = await requireUser();
  const [profile, calendarFeed, calendars, membership] = await Promise.all([
    getAgentProfile(getDb(), user),
    calendarFeedAddress(getDb(), user.id),
    listCalendars(getDb(), user.id),
    membershipOf(getDb(), user.id),
  ]);
  const assistants = membership ? await listAssistants(getDb(), user.id, new Date()) : null;
  return (
    <DashboardSection title="Agent Profile" description="Shown on all of your booking pages.">
      {isProfileComplete(profile) ? null : <ProfileIncompleteCard linkToProfile={false} />}
      <AgentProfileForm profile={{ ...profile, agentPhone: formatPhone(profile.agentPhone) }} />
      <CalendarFeedCard initial={calendarFeed} />
      <YourCalendars calendars={toAnswer(calendarAnswerSchema.array(), calendars)} />
      {assistants ? <AssistingAgents answer={toAnswer(assistantsAnswerSchema, assistants)} /> : null}
    </DashboardSection>
  );
}
