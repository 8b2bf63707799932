// Provider secrets (ESPN cookies, Yahoo tokens) are stored encrypted: AES-256-GCM with a key derived
// from NEXTAUTH_SECRET, so a database dump alone does not leak anyone's fantasy accounts.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/env";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
// The info string binds the key to this use; a session-signing key derived from the same secret differs.
const HKDF_INFO = "fantasy-gm/provider-credentials/v1";

function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "fantasy-gm-secret-box", HKDF_INFO, 32));
}

export function sealSecret(value: unknown, secret: string = env.NEXTAUTH_SECRET): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", deriveKey(secret), iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString("base64url"), tag.toString("base64url"), ciphertext.toString("base64url")].join(":");
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretBoxError";
  }
}

// Throws SecretBoxError when the box was tampered with, sealed with another secret, or is not ours.
export function openSecret<T = unknown>(sealed: string, secret: string = env.NEXTAUTH_SECRET): T {
  const parts = sealed.split(":");
  if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError("Unknown secret format");
  const [, ivText, tagText, bodyText] = parts as [string, string, string, string];
  const iv = Buffer.from(ivText, "base64url");
  const tag = Buffer.from(tagText, "base64url");
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError("Corrupt secret header");
  try {
    const decipher = createDecipheriv("aes-256-gcm", deriveKey(secret), iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(Buffer.from(bodyText, "base64url")), decipher.final()]);
    return JSON.parse(plain.toString("utf8")) as T;
  } catch {
    throw new SecretBoxError("Secret could not be decrypted (tampered or sealed with another key)");
  }
}
