import twilio from "twilio";
import { Webhook } from "svix";
import { describe, expect, it } from "vitest";
import { fromLobEvent, fromResendEvent, fromTwilioCallback } from "@/lib/notifications/provider-events";
import {
  signLobPayload,
  verifyLobSignature,
  verifyResendSignature,
  verifyTwilioSignature,
} from "@/lib/notifications/webhook-signatures";

const resendSecret = `whsec_${Buffer.from("resend-test-secret-0123456789").toString("base64")}`;

describe("provider webhook signatures", () => {
  it("accepts a Svix-signed Resend body and refuses a tampered one", () => {
    const body = JSON.stringify({ type: "email.delivered", data: { email_id: "e1" } });
    const id = "msg_1";
    const timestamp = new Date();
    const signature = new Webhook(resendSecret).sign(id, timestamp, body);
    const headers = new Headers({ "svix-id": id, "svix-timestamp": String(Math.floor(+timestamp / 1000)), "svix-signature": signature });
    expect(verifyResendSignature(resendSecret, body, headers)).toBe(true);
    expect(verifyResendSignature(resendSecret, body.replace("e1", "e2"), headers)).toBe(false);
    expect(verifyResendSignature(resendSecret, body, new Headers())).toBe(false);
  });

  it("checks Twilio's signature over the URL and parameters", () => {
    const url = "https://showbook.example/api/webhooks/twilio";
    const params = { MessageSid: "SM1", MessageStatus: "delivered" };
    const signature = twilio.getExpectedTwilioSignature("token", url, params);
    expect(verifyTwilioSignature("token", url, params, signature)).toBe(true);
    expect(verifyTwilioSignature("token", url, { ...params, MessageStatus: "failed" }, signature)).toBe(false);
    expect(verifyTwilioSignature("other", url, params, signature)).toBe(false);
  });

  it("checks Lob's HMAC and refuses stale timestamps", () => {
    const body = JSON.stringify({ id: "evt_1" });
    const now = Date.now();
    const timestamp = new Date(now).toISOString();
    const headers = new Headers({ "lob-signature": signLobPayload("lobsecret", body, timestamp), "lob-signature-timestamp": timestamp });
    expect(verifyLobSignature("lobsecret", body, headers, now)).toBe(true);
    expect(verifyLobSignature("lobsecret", `${body} `, headers, now)).toBe(false);
    expect(verifyLobSignature("lobsecret", body, headers, now + 10 * 60_000)).toBe(false);
  });
});

describe("provider events", () => {
  it("maps statuses and ignores untracked events", () => {
    expect(fromResendEvent("m1", { type: "email.bounced", data: { email_id: "e1", bounce: { message: "no mailbox" } } })).toMatchObject({
      provider: "resend",
      providerId: "e1",
      status: "bounced",
      detail: { reason: "no mailbox" },
    });
    expect(fromResendEvent("m1", { type: "contact.created", data: {} })).toBeNull();
    expect(fromTwilioCallback({ MessageSid: "SM1", MessageStatus: "undelivered" })).toMatchObject({ status: "failed", eventId: "SM1:undelivered" });
    expect(fromTwilioCallback({ MessageSid: "SM1", MessageStatus: "accepted" })).toBeNull();
    expect(fromLobEvent({ id: "evt", event_type: { id: "letter.certified.delivered" }, body: { id: "ltr_1" } })).toMatchObject({
      status: "delivered",
      providerId: "ltr_1",
    });
  });
});
