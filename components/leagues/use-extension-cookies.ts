"use client";

import * as React from "react";
import { z } from "zod";

// The Fantasy GM extension (extension/, /download-extension) hands the ESPN cookies to this page with
// window.postMessage — never in the URL. Only messages from this window and this origin, of the expected shape,
// are taken; the page then marks the handover done so the extension stops repeating it.
export const EXTENSION_MESSAGE_TYPE = "fantasy-gm:espn-cookies";

const handover = z.object({
  type: z.literal(EXTENSION_MESSAGE_TYPE),
  espnS2: z.string().min(1).max(4096),
  swid: z.string().regex(/^\{[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}\}$/i),
});

export interface EspnCookies {
  espnS2: string;
  swid: string;
}

export function useEspnExtensionCookies(onCookies: (cookies: EspnCookies) => void) {
  const latest = React.useRef(onCookies);
  React.useEffect(() => {
    latest.current = onCookies;
  });
  React.useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.source !== window || event.origin !== window.location.origin) return;
      const parsed = handover.safeParse(event.data);
      if (!parsed.success) return;
      document.documentElement.dataset.espnCookiesReceived = "true";
      latest.current({ espnS2: parsed.data.espnS2, swid: parsed.data.swid });
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, []);
}
