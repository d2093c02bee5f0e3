import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default algorithm) with OWASP's recommended memory and time costs.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the e-mail is unknown, so a miss costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
export function timingSafeDummyVerify(password: string): Promise<boolean> {
  dummyHash ??= hashPassword("showbook-timing-equaliser");
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
