// The app's ESPN adapter (base URL from env).
import { createEspnProvider } from "@/lib/providers/espn/client";

export const espnProvider = createEspnProvider();
