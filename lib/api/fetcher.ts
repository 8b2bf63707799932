// The browser's one fetch helper: sends cookies, JSON bodies with a JSON content type,
// and turns a non-OK response into Error("<status>: <message>").

async function errorMessageFrom(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  if (text) {
    try {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === "object" && "message" in body && typeof body.message === "string" && body.message) {
        return body.message;
      }
    } catch {
      // Not our JSON error shape: the raw body is the message.
    }
    return text;
  }
  return res.statusText;
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && init.body !== null && !headers.has("Content-Type")) {
    headers.set("Content-Type", "application/json");
  }
  if (!headers.has("Accept")) headers.set("Accept", "application/json");

  const res = await fetch(path, { ...init, headers, credentials: "include" });
  if (!res.ok) {
    throw new Error(`${res.status}: ${await errorMessageFrom(res)}`);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Serialises a JSON body; spelled out so call sites read `apiFetch(url, { method: "POST", body: json(x) })`. */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
