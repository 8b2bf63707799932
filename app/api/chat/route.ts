import { convertToModelMessages, stepCountIs, streamText } from "ai";
import type { Prisma } from "@/generated/prisma/client";
import { withUser, parseJson } from "@/lib/api/route";
import { ApiError } from "@/lib/api/errors";
import { env } from "@/env";
import { requireTeam } from "@/lib/api/team";
import {
  appendChatMessage,
  countUserMessagesSince,
  ensureConversation,
  listConversations,
  newChatMessageId,
} from "@/lib/db/queries/chats";
import { chooseModel } from "@/lib/ai/providers";
import { teamSystemPrompt } from "@/lib/ai/prompts";
import { teamLeague } from "@/lib/league-model/team/league-context";
import { getLeagueTeamRows } from "@/lib/db/queries/teams";
import { teamTools } from "@/lib/ai/tools";
import type { GmChatMessage } from "@/lib/ai/chat-types";
import { footballNow } from "@/lib/nfl";
import { resolveWeek } from "@/lib/rules/current-week";
import { chatRequestSchema } from "@/lib/validations/chat";

const DAY_MS = 24 * 60 * 60 * 1000;
// One message of at most 2,000 characters plus ids: anything bigger is not a chat turn (413 before reading).
export const CHAT_MAX_BODY_BYTES = 16 * 1024;

// GET /api/chat — the user's conversations, newest first
export const GET = withUser(async ({ user }) =>
  Response.json({ conversations: await listConversations({ userId: user.id, limit: 50 }) }),
);

// POST /api/chat — one GM Chat turn for the user's team, streamed as an AI SDK UI message stream
export const POST = withUser(async ({ req, user }) => {
  const { id, teamId, message: sent } = await parseJson(req, chatRequestSchema, { maxBytes: CHAT_MAX_BODY_BYTES });
  const team = await requireTeam(teamId, user.id);

  // The league's names as questions may type them, the manager's own team marked: "Gridiron Gurus' record" is his.
  const leagueNames = async () =>
    (await getLeagueTeamRows({ leagueId: team.leagueId })).map((row) => ({ ...row, mine: row.id === team.id }));
  const season = team.league.season;
  const week = resolveWeek({ season }, footballNow(team.league)).week;
  const calendar = { season, week, playoffStartWeek: team.league.playoffStartWeek };
  const { model, tracker, paid } = chooseModel(env, leagueNames, calendar);
  if (paid && env.AI_DAILY_MESSAGE_LIMIT > 0) {
    const used = await countUserMessagesSince({ userId: user.id, since: new Date(Date.now() - DAY_MS) });
    if (used >= env.AI_DAILY_MESSAGE_LIMIT) {
      throw new ApiError(
        "rate_limited",
        `Daily GM Chat limit reached (${env.AI_DAILY_MESSAGE_LIMIT} messages). Try again tomorrow.`,
        { "Retry-After": "3600" },
      );
    }
  }

  const title = sent.parts[0]?.text.trim().slice(0, 60) || "New chat";
  const conversation = await ensureConversation({ id, userId: user.id, teamId: team.id, title });
  if (!conversation) throw new ApiError("not_found", "Conversation not found");
  // The stored id is the server's; the id the browser gave its copy of the message is never a database key.
  const message = { id: newChatMessageId(), role: "user" as const, parts: sent.parts };
  if (
    !(await appendChatMessage({
      userId: user.id,
      conversationId: id,
      id: message.id,
      role: "user",
      parts: message.parts,
      model: null,
    }))
  ) {
    throw new ApiError("not_found", "Conversation not found");
  }

  const history: GmChatMessage[] = [
    ...conversation.messages.map((m) => ({
      id: m.id,
      role: m.role === "assistant" ? ("assistant" as const) : ("user" as const),
      parts: m.parts as GmChatMessage["parts"],
      metadata: m.model ? { model: m.model } : undefined,
    })),
    message,
  ];
  const tools = teamTools(teamLeague(team, week));
  const result = streamText({
    model,
    system: teamSystemPrompt({ teamName: team.name, leagueName: team.league.name, week, season }),
    messages: await convertToModelMessages(history, { tools }),
    tools,
    stopWhen: stepCountIs(5),
    maxRetries: 0,
  });
  return result.toUIMessageStreamResponse<GmChatMessage>({
    originalMessages: history,
    // Without a generator every reply would be stored under the same empty id.
    generateMessageId: newChatMessageId,
    messageMetadata: ({ part }) => (part.type === "finish" ? { model: tracker.label } : undefined),
    onFinish: async ({ responseMessage }) => {
      try {
        await appendChatMessage({
          userId: user.id,
          conversationId: id,
          id: responseMessage.id || newChatMessageId(),
          role: "assistant",
          parts: responseMessage.parts as unknown as Prisma.InputJsonValue,
          model: tracker.label,
        });
      } catch (error) {
        // The answer reached the browser; only its copy in the history is lost. Never an unhandled rejection.
        console.error("[gm-chat] could not store the answer", error);
      }
    },
    onError: (error) => {
      console.error("[gm-chat] stream error", error);
      return "The answer could not be completed. Please try again.";
    },
  });
});
