import { env } from "@/env";
import { withOptionalUser, parseJson } from "@/lib/api/route";
import { ApiError } from "@/lib/api/errors";
import { clientIp } from "@/lib/auth/client-ip";
import { hitRateLimit } from "@/lib/rate-limit";
import { chooseModel } from "@/lib/ai/providers";
import { landingSseStream } from "@/lib/ai/landing";
import { LANDING_SYSTEM_PROMPT } from "@/lib/ai/prompts";
import { nflContext } from "@/lib/ai/data/context";
import { landingTools } from "@/lib/ai/tools";
import { landingChatSchema } from "@/lib/validations/chat";

const HOUR_MS = 60 * 60 * 1000;
export const LANDING_LIMIT_PER_HOUR = 10;

// POST /api/chat/landing — the anonymous landing chat, streamed as SSE; 10 messages per hour per address and a
// ceiling for everyone together (LANDING_CHAT_GLOBAL_PER_HOUR), so many addresses cannot run up the model bill.
export const POST = withOptionalUser(async ({ req }) => {
  const { message, conversationHistory } = await parseJson(req, landingChatSchema);
  const limit = await hitRateLimit({
    key: `landing-chat:ip:${clientIp(req)}`,
    limit: LANDING_LIMIT_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!limit.allowed) {
    throw new ApiError(
      "rate_limited",
      "Free chat limit reached (10 messages per hour). Sign up for unlimited access.",
      {
        "Retry-After": String(limit.retryAfterSeconds),
      },
    );
  }
  const global = await hitRateLimit({
    key: "landing-chat:global",
    limit: env.LANDING_CHAT_GLOBAL_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!global.allowed) {
    throw new ApiError(
      "rate_limited",
      "The free chat is busy right now. Please try again later, or sign up for unlimited access.",
      {
        "Retry-After": String(global.retryAfterSeconds),
      },
    );
  }
  const { model, tracker } = chooseModel();
  const stream = landingSseStream({
    model,
    tracker,
    system: LANDING_SYSTEM_PROMPT,
    messages: [...conversationHistory, { role: "user", content: message }],
    tools: landingTools(nflContext()),
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
});
