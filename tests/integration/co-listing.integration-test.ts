import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { agentProfiles, assistingAgents, notifications, propertyCoAgents, type User } from "@/db/schema";
import { actingScope } from "@/lib/auth/acting-scope";
import { APPROVAL_LINK_NO_LONGER_YOURS, decideByLink } from "@/lib/bookings/approval-link";
import { listBookingActivity } from "@/lib/bookings/booking-activity";
import { createBooking } from "@/lib/bookings/create-booking";
import { decideByText } from "@/lib/bookings/decide-by-text";
import { requireBookableProperty } from "@/lib/bookings/require-bookable-property";
import { scheduleReminders } from "@/lib/notifications/schedule-reminders";
import { writeBookingNotifications } from "@/lib/notifications/write-booking-notifications";
import { addDays, todayIn } from "@/lib/time/zoned-time";
import { BOOKING_NOT_FOUND } from "@/lib/bookings/owned-booking";
import { approveBooking } from "@/lib/bookings/review-booking";
import { listUpcomingShowings } from "@/lib/dashboard/showings";
import { cancelShowingByAgent } from "@/lib/showings/agent-actions";
import {
  addAssistant,
  ASSISTANCE_NOT_FOUND,
  ASSISTANCE_PAST_MESSAGE,
  ASSISTANT_FOR_OTHERS_FORBIDDEN,
  ASSISTANT_NOT_MEMBER,
  ASSISTANT_SAME_AS_AGENT,
  ASSISTANT_SELF_MESSAGE,
  ASSISTED_AGENT_NOT_MEMBER,
  listAssistants,
  officeAssistances,
  removeAssistant,
} from "@/lib/offices/assistants";
import { CO_AGENT_NOT_MEMBER, CO_AGENTS_FORBIDDEN, LISTING_NOT_IN_OFFICE, listCoAgents, PROPERTY_NOT_FOUND, setCoAgents } from "@/lib/offices/co-agents";
import { removeMember, updateMember } from "@/lib/offices/members";
import { assistantSchema } from "@/lib/offices/sharing-schemas";
import { listProperties } from "@/lib/properties/list-properties";
import { bookShowing, createAgent, createProperty } from "./builders";
import { uniqueEmail, useTestDb } from "./db";
import { acting, officeWith as sharedOfficeWith } from "./office-builders";

const db = useTestDb();
// 10:00 on Monday 2 March 2026 in Los Angeles, the offices' zone.
const NOW = new Date("2026-03-02T18:00:00Z");

const officeWith = (label: string, roles: ("staff" | "agent" | "manager")[]) => sharedOfficeWith(db, label, roles, NOW);

async function pendingListing(agent: User) {
  const property = await createProperty(db, agent.id, { bookingApproval: "manual" });
  const booking = await bookShowing(db, property, { startsAt: new Date("2026-03-05T18:00:00Z"), status: "pending" });
  return { property, booking };
}

const mine = async (user: User, now = NOW) => {
  const scope = await actingScope(db, acting(user), { view: "mine", now });
  return {
    properties: (await listProperties(db, scope, now)).map((row) => row.id),
    upcoming: (await listUpcomingShowings(db, scope, now)).map((row) => row.id),
  };
};

describe("[offices] co-listing agents", () => {
  it("a co-listing agent sees and acts on the listing, not the agent's other listings, and is named in its history", async () => {
    const { members } = await officeWith("co", ["agent", "agent"]);
    const [agent, coAgent] = members;
    const shared = await pendingListing(agent);
    const other = await pendingListing(agent);

    const answer = await setCoAgents(db, acting(agent), shared.property.id, { agentUserIds: [coAgent.id] }, NOW);
    expect(answer.coAgents.map((row) => row.userId)).toEqual([coAgent.id]);
    expect(answer.candidates.map((row) => row.userId)).not.toContain(agent.id);

    const seen = await mine(coAgent);
    expect(seen.properties).toContain(shared.property.id);
    expect(seen.properties).not.toContain(other.property.id);
    expect(seen.upcoming).toContain(shared.booking.id);
    expect(seen.upcoming).not.toContain(other.booking.id);

    const reach = await actingScope(db, acting(coAgent), { now: NOW });
    await expect(approveBooking(db, reach, other.booking.id, NOW)).rejects.toThrow(BOOKING_NOT_FOUND);
    await approveBooking(db, reach, shared.booking.id, NOW);
    const history = await listBookingActivity(db, await actingScope(db, acting(agent), { now: NOW }), shared.booking.id);
    expect(history).toContainEqual(expect.objectContaining({ who: coAgent.email, what: expect.stringMatching(/approv/i), channel: "dashboard" }));
  });

  it("a co-listing agent cancels a showing of the listing, recorded as theirs, and none of the agent's other listings", async () => {
    const { members } = await officeWith("cancel", ["agent", "agent"]);
    const [agent, coAgent] = members;
    const property = await createProperty(db, agent.id);
    const other = await createProperty(db, agent.id);
    const shown = await bookShowing(db, property, { startsAt: new Date("2026-03-05T18:00:00Z") });
    const elsewhere = await bookShowing(db, other, { startsAt: new Date("2026-03-05T19:00:00Z") });
    await setCoAgents(db, acting(agent), property.id, { agentUserIds: [coAgent.id] }, NOW);
    const reach = await actingScope(db, acting(coAgent), { now: NOW });

    await expect(cancelShowingByAgent(db, null, reach, elsewhere.id, "Seller's request", NOW)).rejects.toThrow(BOOKING_NOT_FOUND);
    expect((await cancelShowingByAgent(db, null, reach, shown.id, "Seller's request", NOW)).status).toBe("cancelled");
    const history = await listBookingActivity(db, await actingScope(db, acting(agent), { now: NOW }), shown.id);
    expect(history).toContainEqual(expect.objectContaining({ who: coAgent.email, channel: "dashboard", reason: "Seller's request" }));
  });

  it("only members of the listing agent's office can co-list, and only the agent, a manager or staff choose them", async () => {
    const { manager, members } = await officeWith("pick", ["agent", "agent", "staff"]);
    const [agent, colleague, staff] = members;
    const { members: outsiders } = await officeWith("elsewhere", ["agent"]);
    const solo = await createAgent(db, "solo");
    const { property } = await pendingListing(agent);

    for (const stranger of [outsiders[0], solo, agent]) {
      await expect(setCoAgents(db, acting(agent), property.id, { agentUserIds: [stranger.id] }, NOW)).rejects.toThrow(CO_AGENT_NOT_MEMBER);
    }
    await setCoAgents(db, acting(agent), property.id, { agentUserIds: [colleague.id] }, NOW);
    // The co-listing agent reaches the listing but does not choose its co-agents.
    await expect(setCoAgents(db, acting(colleague), property.id, { agentUserIds: [] }, NOW)).rejects.toThrow(CO_AGENTS_FORBIDDEN);
    expect((await listCoAgents(db, acting(colleague), property.id, NOW)).canEdit).toBe(false);
    // An agent of another office does not even find it.
    await expect(listCoAgents(db, acting(outsiders[0]), property.id, NOW)).rejects.toThrow(PROPERTY_NOT_FOUND);
    // A manager and staff of reach "all" do.
    await setCoAgents(db, acting(manager), property.id, { agentUserIds: [colleague.id, staff.id] }, NOW);
    expect((await setCoAgents(db, acting(staff), property.id, { agentUserIds: [colleague.id] }, NOW)).coAgents.map((row) => row.userId)).toEqual([colleague.id]);

    const soloListing = await createProperty(db, solo.id);
    await expect(setCoAgents(db, acting(solo), soloListing.id, { agentUserIds: [] }, NOW)).rejects.toThrow(LISTING_NOT_IN_OFFICE);
  });

  it("removing a co-listing agent from the office ends their co-listing at once", async () => {
    const { manager, members } = await officeWith("rm", ["agent", "agent"]);
    const [agent, coAgent] = members;
    const { property, booking } = await pendingListing(agent);
    await setCoAgents(db, acting(agent), property.id, { agentUserIds: [coAgent.id] }, NOW);
    expect((await mine(coAgent)).properties).toContain(property.id);

    await removeMember(db, manager.id, coAgent.id, {}, NOW);
    expect(await db.select().from(propertyCoAgents).where(eq(propertyCoAgents.agentUserId, coAgent.id))).toEqual([]);
    expect((await mine(coAgent)).properties).not.toContain(property.id);
    await expect(approveBooking(db, await actingScope(db, acting(coAgent), { now: NOW }), booking.id, NOW)).rejects.toThrow(BOOKING_NOT_FOUND);
  });
});

describe("[offices] assisting agents", () => {
  it("an assisting agent reaches all of the agent's listings only inside the date range", async () => {
    const { members } = await officeWith("assist", ["agent", "agent"]);
    const [agent, assistant] = members;
    const first = await pendingListing(agent);
    const second = await pendingListing(agent);
    const { id } = await addAssistant(db, acting(agent), assistantSchema.parse({ assistantUserId: assistant.id, startsOn: "2026-03-03", endsOn: "2026-03-04" }), NOW);

    // 23:30 on 2 March in Los Angeles is already 3 March in UTC: the office's zone decides.
    for (const outside of [NOW, new Date("2026-03-03T07:30:00Z"), new Date("2026-03-05T08:00:00Z")]) {
      expect((await mine(assistant, outside)).properties).toEqual([]);
    }
    for (const inside of [new Date("2026-03-03T08:00:00Z"), new Date("2026-03-05T07:59:00Z")]) {
      expect((await mine(assistant, inside)).properties.sort()).toEqual([first.property.id, second.property.id].sort());
    }
    const during = new Date("2026-03-03T17:00:00Z");
    await approveBooking(db, await actingScope(db, acting(assistant), { now: during }), second.booking.id, during);
    const history = await listBookingActivity(db, await actingScope(db, acting(agent), { now: during }), second.booking.id);
    expect(history).toContainEqual(expect.objectContaining({ who: assistant.email }));

    const listed = await listAssistants(db, agent.id, NOW);
    expect(listed.assistants).toEqual([expect.objectContaining({ id, startsOn: "2026-03-03", endsOn: "2026-03-04", active: false })]);
    expect((await listAssistants(db, assistant.id, during)).assisting).toEqual([expect.objectContaining({ id, active: true })]);

    await removeAssistant(db, acting(agent), id, NOW);
    expect((await mine(assistant, during)).properties).toEqual([]);
    await expect(removeAssistant(db, acting(agent), id, NOW)).rejects.toThrow(ASSISTANCE_NOT_FOUND);
  });

  it("refuses a reversed or past range, oneself, and anyone outside the office", async () => {
    const { members } = await officeWith("refuse", ["agent", "agent"]);
    const [agent, colleague] = members;
    const { members: outsiders } = await officeWith("refuse-b", ["agent"]);
    const reversed = assistantSchema.safeParse({ assistantUserId: colleague.id, startsOn: "2026-03-05", endsOn: "2026-03-04" });
    expect(reversed.error?.issues[0]).toMatchObject({ path: ["endsOn"], message: "The end date must be on or after the start date" });
    expect(assistantSchema.safeParse({ assistantUserId: colleague.id, startsOn: "2026-02-30", endsOn: "2026-03-04" }).success).toBe(false);

    const range = { startsOn: "2026-03-02", endsOn: "2026-03-09" };
    await expect(addAssistant(db, acting(agent), { assistantUserId: agent.id, ...range }, NOW)).rejects.toThrow(ASSISTANT_SELF_MESSAGE);
    await expect(addAssistant(db, acting(agent), { assistantUserId: outsiders[0].id, ...range }, NOW)).rejects.toThrow(ASSISTANT_NOT_MEMBER);
    await expect(addAssistant(db, acting(agent), { assistantUserId: colleague.id, startsOn: "2026-02-20", endsOn: "2026-03-01" }, NOW)).rejects.toThrow(
      ASSISTANCE_PAST_MESSAGE,
    );
    // Someone else's stand-in cannot be removed.
    const { id } = await addAssistant(db, acting(agent), { assistantUserId: colleague.id, ...range }, NOW);
    await expect(removeAssistant(db, acting(colleague), id, NOW)).rejects.toMatchObject({ code: "forbidden", message: ASSISTANT_FOR_OTHERS_FORBIDDEN });
    await expect(removeAssistant(db, acting(outsiders[0]), id, NOW)).rejects.toThrow(ASSISTANCE_NOT_FOUND);
    expect(await db.select().from(assistingAgents).where(eq(assistingAgents.id, id))).toHaveLength(1);
  });

  it("a manager, or staff reaching the agent, names and ends another agent's assisting agent; an agent or staff without that reach is refused", async () => {
    const { manager, members } = await officeWith("for-others", ["agent", "agent", "staff", "staff", "agent"]);
    const [agent, colleague, allStaff, assignedStaff, otherAgent] = members;
    await updateMember(db, manager.id, assignedStaff.id, { role: "staff", staffReach: "assigned", assignedAgentIds: [otherAgent.id] });
    const range = { startsOn: "2026-03-03", endsOn: "2026-03-04" };
    const forAgent = { agentUserId: agent.id, assistantUserId: colleague.id, ...range };

    const { id } = await addAssistant(db, acting(manager), forAgent, NOW);
    expect((await listAssistants(db, agent.id, NOW)).assistants).toEqual([
      expect.objectContaining({ id, agent: expect.objectContaining({ userId: agent.id }), assistant: expect.objectContaining({ userId: colleague.id }) }),
    ]);
    const reach = await officeAssistances(db, acting(manager), NOW);
    expect(reach.agentIds.sort()).toEqual([agent.id, colleague.id, allStaff.id, assignedStaff.id, otherAgent.id].sort());
    expect(reach.assistances.map((row) => row.id)).toEqual([id]);
    await removeAssistant(db, acting(manager), id, NOW);
    const byStaff = await addAssistant(db, acting(allStaff), forAgent, NOW);
    await removeAssistant(db, acting(allStaff), byStaff.id, NOW);
    expect(await db.select().from(assistingAgents).where(eq(assistingAgents.agentUserId, agent.id))).toEqual([]);

    // The same range rules and messages as for one's own.
    await expect(addAssistant(db, acting(manager), { ...forAgent, assistantUserId: agent.id }, NOW)).rejects.toThrow(ASSISTANT_SAME_AS_AGENT);
    await expect(addAssistant(db, acting(manager), { ...forAgent, startsOn: "2026-02-20", endsOn: "2026-03-01" }, NOW)).rejects.toThrow(
      ASSISTANCE_PAST_MESSAGE,
    );
    const outsider = await createAgent(db, "for-others-outsider");
    await expect(addAssistant(db, acting(manager), { ...forAgent, agentUserId: outsider.id }, NOW)).rejects.toThrow(ASSISTED_AGENT_NOT_MEMBER);
    await expect(addAssistant(db, acting(manager), { ...forAgent, assistantUserId: outsider.id }, NOW)).rejects.toThrow(ASSISTANT_NOT_MEMBER);

    // A plain agent, and staff who do not reach the agent, are refused (403).
    const refused = { code: "forbidden", message: ASSISTANT_FOR_OTHERS_FORBIDDEN };
    await expect(addAssistant(db, acting(colleague), { ...forAgent, assistantUserId: otherAgent.id }, NOW)).rejects.toMatchObject(refused);
    await expect(addAssistant(db, acting(assignedStaff), forAgent, NOW)).rejects.toMatchObject(refused);
    expect((await officeAssistances(db, acting(colleague), NOW)).agentIds).toEqual([]);
    expect((await officeAssistances(db, acting(assignedStaff), NOW)).agentIds).toEqual([otherAgent.id]);
    const own = await addAssistant(db, acting(agent), { assistantUserId: colleague.id, ...range }, NOW);
    await expect(removeAssistant(db, acting(assignedStaff), own.id, NOW)).rejects.toMatchObject(refused);
    const assigned = await addAssistant(db, acting(assignedStaff), { ...forAgent, agentUserId: otherAgent.id }, NOW);
    expect((await listAssistants(db, otherAgent.id, NOW)).assistants.map((row) => row.id)).toEqual([assigned.id]);
    expect(await db.select().from(assistingAgents).where(eq(assistingAgents.agentUserId, agent.id))).toHaveLength(1);
  });
});

describe("[offices] notices and decisions of co-listing and assisting agents", () => {
  // Monday 2030-01-07, 9:00 AM in Los Angeles; the showings are on Wednesday 2030-01-09.
  const LATER = new Date("2030-01-07T17:00:00Z");
  const noticesOf = (bookingId: string) => db.select().from(notifications).where(eq(notifications.bookingId, bookingId));
  const linkIn = (body: string, label: string) => new RegExp(`${label}: \\S+/bookings/approval/(\\S+)`).exec(body)?.[1] ?? "";
  const profile = (user: User, phone: string) => db.insert(agentProfiles).values({ userId: user.id, agentName: user.email.split("@")[0], agentPhone: phone, agentEmail: user.email });

  async function request(propertyId: string, time: string) {
    const property = await requireBookableProperty(db, propertyId);
    return createBooking(db, {
      property,
      now: LATER,
      state: { status: "pending", paymentStatus: "succeeded", feeCents: 1000 },
      request: { propertyId, requesterType: "buyer", name: "Bo Buyer", email: uniqueEmail("bo"), phone: "+15105550142", date: "2030-01-09", time, termsAccepted: true, specialRequests: "", buyerName: "", buyerEmail: "" },
    });
  }

  it("co-listing agents and today's assisting agent get the agent's notices once, and decide by their own link or text as themselves", async () => {
    const { members } = await officeWith("notices", ["agent", "agent", "agent", "agent"]);
    const [agent, first, second, assistant] = members;
    await profile(agent, "+14155550100");
    await profile(first, "+14155550101");
    await profile(second, "+14155550102");
    await profile(assistant, "+14155550103");
    const property = await createProperty(db, agent.id, { bookingApproval: "manual" });
    await setCoAgents(db, acting(agent), property.id, { agentUserIds: [first.id, second.id] }, NOW);
    // The notices name today's assisting agent: the range holds today, whichever day that is.
    const today = todayIn(new Date(), "America/Los_Angeles");
    await addAssistant(db, acting(agent), { assistantUserId: assistant.id, startsOn: today, endsOn: addDays(today, 1) }, new Date());

    const booking = await request(property.id, "10:00");
    const agentSide = (await noticesOf(booking.id)).filter((row) => row.kind === "approval_request");
    expect(agentSide.map((row) => `${row.recipientRole}:${row.channel}:${row.recipientAddress}`).sort()).toEqual(
      [
        `listing_agent:email:${agent.email}`,
        "listing_agent:sms:+14155550100",
        `co_agent:email:${first.email}`,
        "co_agent:sms:+14155550101",
        `co_agent:email:${second.email}`,
        "co_agent:sms:+14155550102",
        `assisting_agent:email:${assistant.email}`,
        "assisting_agent:sms:+14155550103",
      ].sort(),
    );
    // Written again, the same event adds nothing.
    expect(await db.transaction((tx) => writeBookingNotifications(tx, booking, "requested"))).toEqual([]);

    const emailTo = (user: User) => agentSide.find((row) => row.channel === "email" && row.recipientAddress === user.email)!.body;
    const firstApproves = linkIn(emailTo(first), "Approve showing");
    expect(firstApproves).not.toBe(linkIn(emailTo(agent), "Approve showing"));
    await decideByLink(db, null, firstApproves, LATER);
    const history = await listBookingActivity(db, await actingScope(db, acting(agent), { now: LATER }), booking.id);
    expect(history).toContainEqual(expect.objectContaining({ who: first.email, what: "Approved", channel: "e-mail link" }));

    // The second co-listing agent answers the next request by text.
    const next = await request(property.id, "11:00");
    const answer = await decideByText(db, null, { from: "+14155550102", body: "Y", messageSid: `SM${next.id}` }, LATER);
    expect(answer).toContain("approved the showing");
    const nextHistory = await listBookingActivity(db, await actingScope(db, acting(agent), { now: LATER }), next.id);
    expect(nextHistory).toContainEqual(expect.objectContaining({ who: second.email, what: "Approved", channel: "text reply" }));

    // Once no longer a co-listing agent, their link decides nothing.
    const third = await request(property.id, "12:00");
    const [firstsEmail] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, third.id), eq(notifications.recipientAddress, first.email)));
    await setCoAgents(db, acting(agent), property.id, { agentUserIds: [second.id] }, NOW);
    await expect(decideByLink(db, null, linkIn(firstsEmail.body, "Decline showing"), LATER)).rejects.toThrow(APPROVAL_LINK_NO_LONGER_YOURS);
  });
});

describe("[offices] agendas of co-listing and assisting agents", () => {
  // Wednesday 2031-03-12 in Los Angeles (PDT): showings at 10:00 and 2:00 PM; the agendas are due from 7:00 AM.
  const TEN = new Date("2031-03-12T17:00:00Z");
  const agendasTo = (users: User[]) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, "agent_agenda"), inArray(notifications.agentId, users.map(({ id }) => id))));

  it("a co-listing agent and the day's assisting agent each get one agenda with the listing's showings, after concurrent runs; nobody else does", async () => {
    const { members } = await officeWith("agenda", ["agent", "agent", "agent", "agent", "agent"]);
    const [agent, coAgent, assistant, laterAssistant, both] = members;
    const outsider = await createAgent(db, "agenda-outsider");
    const listing = await createProperty(db, agent.id);
    const coAgentsOwn = await createProperty(db, coAgent.id);
    await setCoAgents(db, acting(agent), listing.id, { agentUserIds: [coAgent.id, both.id] }, NOW);
    await addAssistant(db, acting(agent), { assistantUserId: assistant.id, startsOn: "2031-03-12", endsOn: "2031-03-12" }, NOW);
    await addAssistant(db, acting(agent), { assistantUserId: laterAssistant.id, startsOn: "2031-03-13", endsOn: "2031-03-14" }, NOW);
    await addAssistant(db, acting(agent), { assistantUserId: both.id, startsOn: "2031-03-11", endsOn: "2031-03-12" }, NOW);
    const morning = await bookShowing(db, listing, { startsAt: TEN });
    const afternoon = await bookShowing(db, listing, { startsAt: new Date(+TEN + 4 * 3_600_000) });
    const own = await bookShowing(db, coAgentsOwn, { startsAt: new Date(+TEN + 3_600_000) });

    // 7:30 AM, then 8:00 AM: two runs at once, and one more later.
    await Promise.all([scheduleReminders(db, new Date("2031-03-12T14:30:00Z")), scheduleReminders(db, new Date("2031-03-12T14:30:00Z"))]);
    await scheduleReminders(db, new Date("2031-03-12T15:00:00Z"));

    const rows = await agendasTo([agent, coAgent, assistant, laterAssistant, both, outsider]);
    expect(rows.map((row) => `${row.recipientAddress}:${row.recipientRole}`).sort()).toEqual(
      [`${agent.email}:listing_agent`, `${coAgent.email}:listing_agent`, `${assistant.email}:assisting_agent`, `${both.email}:co_agent`].sort(),
    );
    const bodyOf = (user: User) => rows.find((row) => row.agentId === user.id)!.body;
    for (const user of [agent, coAgent, assistant, both]) {
      expect(bodyOf(user)).toContain(morning.confirmationNumber);
      expect(bodyOf(user)).toContain(afternoon.confirmationNumber);
    }
    // The co-listing agent's one agenda holds their own listing's showing beside the one they co-list.
    expect(rows.find((row) => row.agentId === coAgent.id)!.subject).toBe("Today's showings: 3 showings on Wednesday, March 12, 2031");
    expect(bodyOf(coAgent)).toContain(own.confirmationNumber);
    expect(bodyOf(coAgent)).toContain(`${morning.confirmationNumber} · as co-listing agent`);
    expect(bodyOf(agent)).not.toContain(own.confirmationNumber);
    expect(bodyOf(agent)).not.toContain("as co-listing agent");
    expect(bodyOf(assistant)).toContain(`${afternoon.confirmationNumber} · covering for ${agent.email}`);
    expect(rows.find((row) => row.agentId === assistant.id)!.dedupeKey).toBe(`agenda:${assistant.id}:America/Los_Angeles:2031-03-12`);
  });
});
