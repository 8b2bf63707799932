/** @jest-environment node */
import { hashPassword, verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";

describe("password hashing", () => {
  it("hashes with a random salt and verifies only the right password", async () => {
    const a = await hashPassword("hunter22");
    const b = await hashPassword("hunter22");
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("hunter22", a)).toBe(true);
    expect(await verifyPassword("hunter23", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
  });

  it("rejects malformed or foreign hashes instead of throwing", async () => {
    for (const stored of ["", "plain", "bcrypt$2b$10$abc", "scrypt$16384$8$1$c2FsdA=="]) {
      expect(await verifyPassword("x", stored)).toBe(false);
    }
  });

  it("treats unicode passwords in either normal form as the same password", async () => {
    const hash = await hashPassword("caf\u00e9!!");
    expect(await verifyPassword("cafe\u0301!!", hash)).toBe(true);
  });

  it("the dummy check always fails", async () => {
    expect(await verifyAgainstDummy("dummy-password-for-timing")).toBe(false);
  });
});
