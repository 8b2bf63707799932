import { chatIdParams, chatRequestSchema, landingChatSchema } from "@/lib/validations/chat";
import { connectSchema, discoverSchema, leagueSyncBody } from "@/lib/validations/leagues";
import { notificationsQuery, notificationsReadBody } from "@/lib/validations/notifications";
import { idParams } from "@/lib/validations/params";
import { yahooCallbackQuery } from "@/lib/validations/providers";
import { rosterSyncBody } from "@/lib/validations/teams";
import {
  healthSchema,
  leagueSyncResultSchema,
  markedSchema,
  notificationListSchema,
  rosterSyncResultSchema,
} from "@/lib/validations/responses/account";
import { connectResultSchema, discoveredLeaguesSchema, leagueListSchema } from "@/lib/validations/responses/leagues";
import { conversationListSchema, conversationSchema } from "@/lib/validations/responses/chat";
import type { ApiRoute } from "../types";
import { cronParams, jobResultSchema } from "@/lib/validations/cron";

// Connecting and syncing leagues, notifications, GM Chat, the platform's health check and this reference.
const session = { auth: "session" } as const;
const sse = (description: string) => ({ type: "text/event-stream", description });
const redirect = { type: "text/html", description: "302 redirect (Location header)" };

export const LEAGUE_AND_CHAT_ROUTES: ApiRoute[] = [
  {
    ...session,
    method: "GET",
    path: "/api/leagues",
    summary: "The connected leagues with their sync state",
    tag: "Leagues",
    response: leagueListSchema,
  },
  {
    ...session,
    method: "POST",
    path: "/api/leagues",
    summary: "Connect leagues from a platform",
    tag: "Leagues",
    body: connectSchema,
    status: 201,
    response: connectResultSchema,
    errors: ["unavailable", "unprocessable"],
  },
  {
    ...session,
    method: "DELETE",
    path: "/api/leagues/{id}",
    summary: "Disconnect a league and delete its data",
    tag: "Leagues",
    params: idParams,
    status: 204,
    errors: ["not_found"],
  },
  {
    ...session,
    method: "POST",
    path: "/api/leagues/discover",
    summary: "List a platform's leagues before connecting",
    tag: "Leagues",
    body: discoverSchema,
    response: discoveredLeaguesSchema,
    errors: ["unavailable", "unprocessable"],
  },
  {
    ...session,
    method: "POST",
    path: "/api/leagues/sync",
    summary: "Sync every connected league",
    tag: "Leagues",
    body: leagueSyncBody,
    response: leagueSyncResultSchema,
    errors: ["unavailable"],
  },
  {
    ...session,
    method: "POST",
    path: "/api/teams/{id}/roster/sync",
    summary: "Re-read a team's league for a week",
    tag: "Leagues",
    params: idParams,
    body: rosterSyncBody,
    response: rosterSyncResultSchema,
    errors: ["not_found", "unavailable"],
  },
  {
    ...session,
    method: "GET",
    path: "/api/providers/yahoo/authorize",
    summary: "Start Yahoo's OAuth sign-in",
    tag: "Leagues",
    content: redirect,
    errors: ["not_found"],
  },
  {
    ...session,
    method: "GET",
    path: "/api/providers/yahoo/callback",
    summary: "Yahoo's OAuth return address",
    tag: "Leagues",
    query: yahooCallbackQuery,
    content: redirect,
    errors: ["not_found"],
  },
  {
    ...session,
    method: "GET",
    path: "/api/notifications",
    summary: "Latest alerts and the unread count",
    tag: "Notifications",
    query: notificationsQuery,
    response: notificationListSchema,
  },
  {
    ...session,
    method: "POST",
    path: "/api/notifications/read",
    summary: "Mark alerts (or all) read",
    tag: "Notifications",
    body: notificationsReadBody,
    response: markedSchema,
  },
  {
    ...session,
    method: "GET",
    path: "/api/chat",
    summary: "The user's GM Chat conversations, newest first",
    tag: "Chat",
    response: conversationListSchema,
  },
  {
    ...session,
    method: "POST",
    path: "/api/chat",
    summary: "Send a message to GM Chat (AI SDK UI stream)",
    tag: "Chat",
    body: chatRequestSchema,
    content: sse("AI SDK UI message stream"),
    errors: ["not_found", "rate_limited", "payload_too_large"],
  },
  {
    ...session,
    method: "GET",
    path: "/api/chat/{id}",
    summary: "One conversation with its messages",
    tag: "Chat",
    params: chatIdParams,
    response: conversationSchema,
    errors: ["not_found"],
  },
  {
    ...session,
    method: "DELETE",
    path: "/api/chat/{id}",
    summary: "Delete a conversation",
    tag: "Chat",
    params: chatIdParams,
    status: 204,
    errors: ["not_found"],
  },
  {
    method: "POST",
    path: "/api/chat/landing",
    summary: "The landing page's anonymous chat (rate limited)",
    tag: "Chat",
    auth: "public",
    body: landingChatSchema,
    content: sse("server-sent events: text deltas"),
    errors: ["rate_limited"],
  },
  {
    method: "GET",
    path: "/api/health",
    summary: "Database reachability and migration state (503 when either fails)",
    tag: "Platform",
    auth: "public",
    response: healthSchema,
    errors: ["unavailable"],
  },
  {
    method: "GET",
    path: "/api/cron/{job}",
    summary:
      "Run one ingestion job now (schedule, player-stats, sleeper-projections, live, news, injuries) " +
      "for a cron trigger",
    tag: "Platform",
    auth: "cron",
    params: cronParams,
    response: jobResultSchema,
    errors: ["not_found", "conflict", "unavailable"],
  },
  {
    method: "GET",
    path: "/api/openapi.json",
    summary: "This document (OpenAPI 3.1)",
    tag: "Platform",
    auth: "public",
    content: { type: "application/json", description: "OpenAPI 3.1 document" },
  },
];
