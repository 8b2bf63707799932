// The app's Yahoo adapter (URLs and app credentials from env).
import { createYahooProvider } from "@/lib/providers/yahoo/client";

export const yahooProvider = createYahooProvider();
export { createYahooProvider } from "@/lib/providers/yahoo/client";
export { exchangeCode, type YahooTokens } from "@/lib/providers/yahoo/oauth";
