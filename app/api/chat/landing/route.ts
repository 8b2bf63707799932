import { withOptionalUser, parseJson } from "@/lib/api/route";
import { clientIp } from "@/lib/auth/client-ip";
import { reserveLandingMessage } from "@/lib/ai/landing-quota";
import { chooseModel } from "@/lib/ai/providers";
import { landingSseStream } from "@/lib/ai/landing";
import { LANDING_SYSTEM_PROMPT } from "@/lib/ai/prompts";
import { nflContext } from "@/lib/league-model/team/context";
import { landingTools } from "@/lib/ai/tools";
import { landingChatSchema } from "@/lib/validations/chat";

// POST /api/chat/landing — the anonymous landing chat, streamed as SSE; limited per address, per network and for
// everyone together (lib/ai/landing-quota.ts), so many addresses cannot run up the model bill.
export const POST = withOptionalUser(async ({ req }) => {
  const { message, conversationHistory } = await parseJson(req, landingChatSchema);
  await reserveLandingMessage(clientIp(req));
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
