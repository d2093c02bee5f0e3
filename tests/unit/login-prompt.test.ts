import { describe, expect, it } from "vitest";
import { loginPromptFor } from "@/lib/api/login-prompt";

describe("[session] the spec's sign-in prompt for each dashboard action", () => {
  it("names the property action", () => {
    expect(loginPromptFor("POST", "/api/showbook/properties")).toBe("Please log in to add properties");
    expect(loginPromptFor("POST", "/api/showbook/admin/properties")).toBe("Please log in to add properties");
    expect(loginPromptFor("PUT", "/api/showbook/properties/0b7c")).toBe("Please log in to update properties");
    expect(loginPromptFor("DELETE", "/api/showbook/properties/0b7c")).toBe("Please log in to delete properties");
  });

  it("names bookings and compliance logs", () => {
    expect(loginPromptFor("GET", "/api/showbook/properties/0b7c/bookings")).toBe("Please log in to view bookings");
    expect(loginPromptFor("POST", "/api/showbook/bookings/0b7c/approve")).toBe("Please log in to view bookings");
    expect(loginPromptFor("GET", "/api/showbook/properties/0b7c/compliance-logs")).toBe("Please log in to view compliance logs");
  });

  it("falls back to a general prompt", () => {
    expect(loginPromptFor("PUT", "/api/showbook/landlords/1?x=1")).toBe("Please log in to continue");
  });
});
