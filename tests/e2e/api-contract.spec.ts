import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { firstFreeSlot } from "./booking-helpers";
import { signInAsAdmin, signUp } from "./helpers";

// Spec §7 of showings.md, row by row: each call made with the spec's own field names
// (snake_case for records, the listed aliases), each answer read for the spec's fields.

const day = { enabled: true, start: "09:00", end: "17:00" };
const week = { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day };

async function json(response: APIResponse, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

/** A listed property created through the API in the spec's names; the schedule sent as JSON text. */
async function createSpecProperty(request: APIRequestContext, street: string) {
  const { property } = await json(
    await request.post("/api/showbook/properties", {
      data: {
        address: street,
        unitNumber: "4B",
        city: "San Francisco",
        state: "CA",
        zip_code: "94105",
        custom_availability: JSON.stringify(week),
        buffer_time_minutes: 0,
        private_showing_instructions: "Lockbox 1234",
      },
    }),
    201,
  );
  return property;
}

test("[api] GET /api-test and /db-test answer without auth, timed", async ({ request }) => {
  const api = await json(await request.get("/api-test"));
  expect(api).toMatchObject({ status: "ok", service: "api" });
  expect(typeof api.durationMs).toBe("number");
  const db = await json(await request.get("/db-test"));
  expect(db).toMatchObject({ status: "ok", service: "database", message: "Database connection successful" });
  expect(typeof db.duration_ms).toBe("number");
  expect(JSON.stringify(db)).not.toMatch(/postgres:\/\/|password/i);
});

test("[api] properties, bookings, public property, availability, book and payments in the spec's names", async ({ page, request }) => {
  await signUp(page);
  const agent = page.request;

  // GET, POST /properties: the aliases, snake_case and the schedule as a JSON string.
  const property = await createSpecProperty(agent, `${Date.now() % 9000} Contract St`);
  expect(property).toMatchObject({
    address_line1: expect.stringContaining("Contract St"),
    address: expect.stringContaining("Contract St"),
    unit_number: "4B",
    zip_code: "94105",
    full_address: expect.stringContaining("Unit 4B"),
    custom_availability: week,
    buffer_time_minutes: 0,
    private_showing_instructions: "Lockbox 1234",
    status: "listed",
    booking_approval: "automatic",
    occupancy_status: "vacant",
    is_occupied: false,
  });
  const defaulted = (await json(await agent.post("/api/showbook/properties", { data: { address_line1: "9 Default Way", city: "Oakland" } }), 201)).property;
  expect(defaulted.custom_availability).toEqual(week);
  const { properties } = await json(await agent.get("/api/showbook/properties"));
  expect(properties.map((row: { id: string }) => row.id)).toContain(property.id);
  expect(properties[0]).toHaveProperty("showings_booked");

  // PUT, DELETE /properties/{id}
  const updated = (
    await json(await agent.put(`/api/showbook/properties/${property.id}`, { data: { showing_instructions: "Ring twice", booking_approval: "automatic", buffer_time_minutes: 15 } }))
  ).property;
  expect(updated).toMatchObject({ showing_instructions: "Ring twice", buffer_time_minutes: 15 });
  await json(await agent.delete(`/api/showbook/properties/${defaulted.id}`));

  // GET /public/property/{id} and its availability
  const publicProperty = (await json(await request.get(`/api/showbook/public/property/${property.id}`))).property;
  expect(publicProperty).toMatchObject({ id: property.id, status: "listed", showing_instructions: "Ring twice", full_address: property.full_address });
  // The app's own pages ask for its names only: the same answer carries each key once.
  const camelAnswer = await request.get(`/api/showbook/public/property/${property.id}`, { headers: { "x-showbook-keys": "camel" } });
  expect(camelAnswer.headers().vary).toContain("x-showbook-keys");
  const camelProperty = (await json(camelAnswer)).property;
  expect(camelProperty).toMatchObject({ id: property.id, showingInstructions: "Ring twice", fullAddress: property.full_address });
  expect(Object.keys(camelProperty).filter((key) => key.includes("_"))).toEqual([]);
  const availability = await json(await request.get(`/api/showbook/public/property/${property.id}/availability`));
  expect(availability.availability).toMatchObject({ custom_availability: week, availability_type: expect.any(String), buffer_time_minutes: 15 });
  expect(availability.existing_bookings).toEqual([]);

  // POST /public/book: the spec's booking request.
  const slot = await firstFreeSlot(request, property.id);
  const booked = await request.post("/api/showbook/public/book", {
    data: { propertyId: property.id, requesterType: "buyer", name: "Bo Buyer", email: "bo@example.com", phone: "415-555-0100", ...slot, agreeToTerms: true },
  });
  // The test server runs without payment keys (mock mode), where this call books directly.
  expect((await json(booked, 201)).booking).toMatchObject({ confirmation_number: expect.any(String), ...slot });

  // POST /payments/create-payment-intent and /payments/process-booking
  const second = await firstFreeSlot(request, property.id);
  const bookingData = {
    propertyId: property.id,
    requesterType: "buyers_agent",
    name: "Alex Agent",
    email: "alex@example.com",
    phone: "415-555-0101",
    ...second,
    agreeToTerms: true,
    buyerAgentEmail: "alex@example.com",
    buyerEmail: "buyer@example.com",
  };
  const intent = await json(await request.post("/api/payments/create-payment-intent", { data: { amount: 1000, bookingData } }), 201);
  expect(intent).toMatchObject({ clientSecret: expect.stringContaining("mock"), paymentIntentId: expect.any(String), mock: true });
  const processed = await json(
    await request.post("/api/payments/process-booking", { data: { paymentIntentId: intent.paymentIntentId, bookingData, propertyData: publicProperty } }),
  );
  expect(processed).toMatchObject({ paymentIntentId: intent.paymentIntentId, amount: 1000, mock: true, booking: { confirmation_number: expect.any(String), ...second } });

  // GET /properties/{id}/bookings
  const { bookings } = await json(await agent.get(`/api/showbook/properties/${property.id}/bookings`));
  expect(bookings.find((row: { confirmation_number: string }) => row.confirmation_number === processed.booking.confirmation_number)).toMatchObject({
    showing_date: second.showingDate,
    showing_time: second.showingTime,
    buyer_agent_name: "Alex Agent",
    status: "confirmed",
  });

  // GET /dashboard, /upcoming-showings, /calendar-data, /completed-showings; POST /sync-prospects
  const { stats } = await json(await agent.get("/api/showbook/dashboard"));
  expect(stats).toMatchObject({ properties: 1, totalBookings: expect.any(Number), hoursSaved: expect.any(String), monthlyBookings: expect.any(Number), totalViews: expect.any(Number) });
  const upcoming = (await json(await agent.get("/api/showbook/upcoming-showings"))).showings;
  expect(upcoming[0]).toMatchObject({ property_id: property.id, property_address: property.full_address, showing_date: expect.any(String), showing_time: expect.any(String), buyer_name: expect.any(String), status: expect.any(String) });
  const calendar = await json(await agent.get(`/api/showbook/calendar-data?startDate=${second.showingDate}&endDate=${second.showingDate}`));
  expect(calendar.showings[0]).toMatchObject({ property_address: property.full_address, showing_date: second.showingDate, buyer_name: expect.any(String), status: "confirmed" });
  const completed = await json(await agent.get("/api/showbook/completed-showings?limit=50&offset=0"));
  expect(completed).toMatchObject({ limit: 50, offset: 0, showings: [] });
  const synced = await json(await agent.post("/api/showbook/sync-prospects", { data: {} }));
  expect(synced).toBeDefined();
});

test("[api] owners, residents, contacts, prospects and the agent profile in the spec's names", async ({ page }) => {
  const { email } = await signUp(page);
  const agent = page.request;

  // /landlords
  const owner = (
    await json(
      await agent.post("/api/showbook/landlords", {
        data: { is_company: true, company_name: "Acme Holdings LLC", contact_person_name: "Ana Acme", phone: "415-555-0110", email: "ana@acme.test", mailing_address_line1: "1 Main St", mailing_city: "Oakland", mailing_state: "CA", mailing_zip: "94612", tax_id: "12-3456789" },
      }),
      201,
    )
  ).landlord;
  expect(owner).toMatchObject({ id: expect.any(String), is_company: true, first_name: "", last_name: "", company_name: "Acme Holdings LLC", phone: "+14155550110", email: "ana@acme.test", mailing_address_line1: "1 Main St", tax_id: "12-3456789" });
  const ownerUpdate = (await json(await agent.put(`/api/showbook/landlords/${owner.id}`, { data: { is_company: false, first_name: "Ana", last_name: "Acme" } }))).landlord;
  expect(ownerUpdate).toMatchObject({ is_company: false, first_name: "Ana", last_name: "Acme" });
  expect((await json(await agent.get("/api/showbook/landlords"))).landlords[0]).toHaveProperty("company_name");
  await json(await agent.delete(`/api/showbook/landlords/${owner.id}`));

  // /residents
  const resident = (
    await json(
      await agent.post("/api/showbook/residents", {
        data: { first_name: "Dana", last_name: "Lee", phone: "510-555-0101", email: "dana@example.com", emergency_contact_name: "Kim Lee", lease_start_date: "2026-01-01", lease_end_date: "2026-12-31", monthly_rent: 2850, security_deposit: "2850.00", is_active: true },
      }),
      201,
    )
  ).resident;
  expect(resident).toMatchObject({ first_name: "Dana", last_name: "Lee", emergency_contact_name: "Kim Lee", lease_start_date: "2026-01-01", lease_end_date: "2026-12-31", monthly_rent: "2850.00", is_active: true });
  expect((await json(await agent.put(`/api/showbook/residents/${resident.id}`, { data: { first_name: "Dana", last_name: "Park" } }))).resident.last_name).toBe("Park");
  expect((await json(await agent.get("/api/showbook/residents"))).residents[0]).toHaveProperty("emergency_contact_phone");
  await json(await agent.delete(`/api/showbook/residents/${resident.id}`));

  // /agents-contacts
  const buyerAgent = (
    await json(await agent.post("/api/showbook/agents-contacts", { data: { first_name: "Alex", last_name: "Agent", email: "alex@example.com", license_number: "DRE-1", brokerage_name: "Bay Homes", specialties: "Condos" } }), 201)
  ).contact;
  expect(buyerAgent).toMatchObject({ first_name: "Alex", license_number: "DRE-1", brokerage_name: "Bay Homes", created_at: expect.any(String) });
  expect((await json(await agent.put(`/api/showbook/agents-contacts/${buyerAgent.id}`, { data: { first_name: "Alex", last_name: "Agent", brokerage_name: "Coast" } }))).contact.brokerage_name).toBe("Coast");
  expect((await json(await agent.get("/api/showbook/agents-contacts"))).contacts).toHaveLength(1);
  await json(await agent.delete(`/api/showbook/agents-contacts/${buyerAgent.id}`));

  // /renters-contacts
  const renter = (
    await json(
      await agent.post("/api/showbook/renters-contacts", {
        data: { first_name: "Riley", last_name: "Renter", lead_source: "Zillow", budget_min: 2000, budget_max: 3000, move_in_date: "2027-01-01", bedrooms_desired: 2, bathrooms_desired: 1.5, preferred_areas: "Mission", pets: "Cat" },
      }),
      201,
    )
  ).contact;
  expect(renter).toMatchObject({ lead_source: "Zillow", budget_min: 2000, budget_max: 3000, move_in_date: "2027-01-01", bedrooms_desired: 2, preferred_areas: "Mission" });
  expect((await json(await agent.put(`/api/showbook/renters-contacts/${renter.id}`, { data: { first_name: "Riley", last_name: "Renter", pets: "None" } }))).contact.pets).toBe("None");
  expect((await json(await agent.get("/api/showbook/renters-contacts"))).contacts).toHaveLength(1);
  await json(await agent.delete(`/api/showbook/renters-contacts/${renter.id}`));

  // GET /buyers-contacts
  expect((await json(await agent.get("/api/showbook/buyers-contacts"))).contacts).toEqual([]);

  // /prospects
  const prospect = (
    await json(await agent.post("/api/showbook/prospects", { data: { first_name: "Pat", last_name: "Prospect", prospect_type: "buyer_agent", property_address: "1 Main St", booking_date: "2027-01-02" } }), 201)
  ).prospect;
  expect(prospect).toMatchObject({ prospect_type: "buyer_agent", property_address: "1 Main St", booking_date: "2027-01-02", status: "Active" });
  expect((await json(await agent.put(`/api/showbook/prospects/${prospect.id}`, { data: { first_name: "Pat", prospect_type: "renter", status: "Contacted" } }))).prospect).toMatchObject({ prospect_type: "renter", status: "Contacted" });
  expect((await json(await agent.get("/api/showbook/prospects"))).prospects).toHaveLength(1);
  await json(await agent.delete(`/api/showbook/prospects/${prospect.id}`));

  // GET, PUT /agent/profile
  const profile = (await json(await agent.put("/api/showbook/agent/profile", { data: { agent_name: "Sam Agent", agent_phone: "415-555-0199", agent_email: "sam@example.com", agent_license: "DRE-2", agent_brokerage: "Bay Homes" } }))).profile;
  expect(profile).toMatchObject({ agent_name: "Sam Agent", agent_phone: "+14155550199", agent_license: "DRE-2", agent_brokerage: "Bay Homes" });
  expect((await json(await agent.get("/api/showbook/agent/profile"))).profile.agent_email).toBe("sam@example.com");

  // GET {api}/user-profile/{uid}
  const session = await json(await agent.get("/api/auth/session"));
  const uid = session.user.id as string;
  expect(await json(await agent.get(`/api/user-profile/${uid}`))).toMatchObject({ uid, email, anonymous_username: expect.any(String), bio: "" });
});

test("[api] share page counts, the demo booking and the admin calls in the spec's names", async ({ page, request }) => {
  const { email: agentEmail } = await signUp(page);
  const property = await createSpecProperty(page.request, `${Date.now() % 9000} Share St`);

  // GET /public/share/{slug}, POST .../view and .../share
  expect((await request.post(`/api/showbook/public/share/${property.slug}/view`, { data: {} })).ok()).toBe(true);
  expect((await request.post(`/api/showbook/public/share/${property.slug}/share`, { data: { platform: "linkedin" } })).ok()).toBe(true);
  const shared = await json(await request.get(`/api/showbook/public/share/${property.slug}`));
  expect(shared).toMatchObject({ view_count: 1, share_count: 1, booking_count: 0, property: { full_address: property.full_address } });

  // POST /demo/booking: the demo's own field names, paid first at the payment step; two days ahead at 10:00 is always bookable.
  const demoDate = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });
  const demoFields = {
    showingDate: demoDate,
    showingTime: "10:00",
    buyerName: "Demo Buyer",
    buyerEmail: "demo@example.com",
    buyerPhone: "415-555-0123",
    agreeToTerms: true,
    demoMailAddress: "1 Main St",
    demoMailCity: "Oakland",
    demoMailState: "CA",
    demoMailZip: "94612",
  };
  const unpaid = await request.post("/api/showbook/demo/booking", { data: demoFields });
  expect(unpaid.status()).toBe(422);
  const intent = await json(await request.post("/api/showbook/demo/payment-intent", { data: { amount: 1, ...demoFields } }), 201);
  expect(intent).toMatchObject({ amount: 100, mock: true, clientSecret: expect.stringContaining("mock") });
  const demo = await json(await request.post("/api/showbook/demo/booking", { data: { ...demoFields, paymentIntentId: intent.paymentIntentId } }), 201);
  expect(demo.booking).toMatchObject({ confirmation_number: expect.any(String), showingDate: demoDate, showingTime: "10:00", paymentStatus: "mock" });

  // GET /admin/agents, POST /admin/properties (agent_id plus property fields)
  await page.context().clearCookies();
  await signInAsAdmin(page);
  const { agents } = await json(await page.request.get("/api/showbook/admin/agents"));
  const target = agents.find((row: { email: string }) => row.email === agentEmail);
  expect(target).toBeDefined();
  const forAgent = (await json(await page.request.post("/api/showbook/admin/properties", { data: { agent_id: target.id, address: "77 Admin Ave", city: "Oakland", zip_code: "94612" } }), 201)).property;
  expect(forAgent).toMatchObject({ agent_id: target.id, address_line1: "77 Admin Ave", zip_code: "94612", custom_availability: week });
});
