/** @jest-environment node */
import { openSecret, sealSecret, SecretBoxError } from "@/lib/crypto/secret-box";

const SECRET = "test-secret-with-at-least-16-chars";
const value = { espnS2: "AEB%2Bxyz", swid: "{ABCDEF01-2345-6789-ABCD-EF0123456789}" };

function flip(text: string, index: number): string {
  const bytes = Buffer.from(text, "base64url");
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString("base64url");
}

describe("secret box", () => {
  it("round-trips JSON and uses the versioned format with a fresh IV each time", () => {
    const a = sealSecret(value, SECRET);
    const b = sealSecret(value, SECRET);
    expect(a).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(a).not.toBe(b);
    expect(openSecret(a, SECRET)).toEqual(value);
    expect(a).not.toContain("ABCDEF01");
  });

  it.each([
    ["ciphertext", 3],
    ["tag", 2],
    ["iv", 1],
  ] as const)("detects a flipped bit in the %s", (_name, part) => {
    const parts = sealSecret(value, SECRET).split(":");
    parts[part] = flip(parts[part] ?? "", 0);
    expect(() => openSecret(parts.join(":"), SECRET)).toThrow(SecretBoxError);
  });

  it("refuses another key, another version and garbage", () => {
    const sealed = sealSecret(value, SECRET);
    expect(() => openSecret(sealed, "another-secret-of-16-chars")).toThrow(SecretBoxError);
    expect(() => openSecret(sealed.replace(/^v1/, "v2"), SECRET)).toThrow("Unknown secret format");
    expect(() => openSecret("not a secret", SECRET)).toThrow(SecretBoxError);
  });
});
