import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, clientIp, markClientIpResolvedByServer, resolveClientIp } from "@/lib/request-ip";
import { parseServerEnv } from "@/lib/env";

describe("[auth] the client address", () => {
  it("ignores X-Forwarded-For unless the peer is a configured proxy, so rotating it changes nothing", () => {
    for (const forged of ["1.1.1.1", "2.2.2.2, 3.3.3.3", "::1"]) {
      expect(resolveClientIp(forged, "203.0.113.9", [])).toBe("203.0.113.9");
    }
    expect(resolveClientIp(undefined, "::ffff:203.0.113.9", [])).toBe("203.0.113.9");
  });

  it("walks back through trusted proxies only, from the right", () => {
    const proxies = ["10.0.0.1", "10.0.0.2"];
    expect(resolveClientIp("198.51.100.4", "10.0.0.1", proxies)).toBe("198.51.100.4");
    // The client wrote the leftmost entry itself; the first untrusted hop is the real client.
    expect(resolveClientIp("6.6.6.6, 198.51.100.4, 10.0.0.2", "10.0.0.1", proxies)).toBe("198.51.100.4");
    expect(resolveClientIp(undefined, "10.0.0.1", proxies)).toBe("10.0.0.1");
  });

  it("is read from the server's header only where the app's server sets it", () => {
    const headers = new Headers({ [CLIENT_IP_HEADER]: "203.0.113.9", "x-forwarded-for": "1.1.1.1" });
    expect(clientIp(headers)).toBeNull();
    markClientIpResolvedByServer();
    expect(clientIp(headers)).toBe("203.0.113.9");
    expect(clientIp(new Headers({ "x-forwarded-for": "1.1.1.1" }))).toBeNull();
  });

  it("takes TRUSTED_PROXIES as a list of IP addresses, empty by default", () => {
    expect(parseServerEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseServerEnv({ TRUSTED_PROXIES: "10.0.0.1, fd00::1" }).TRUSTED_PROXIES).toEqual(["10.0.0.1", "fd00::1"]);
    expect(() => parseServerEnv({ TRUSTED_PROXIES: "10.0.0.0/8" })).toThrow(/TRUSTED_PROXIES/);
  });
});
