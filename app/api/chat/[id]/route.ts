import { withUser, parseParams } from "@/lib/api/route";
import { ApiError } from "@/lib/api/errors";
import { deleteConversation, getConversation } from "@/lib/db/queries/chats";
import { chatIdParams } from "@/lib/validations/chat";

// GET /api/chat/{id} — one conversation with its messages (UI message parts)
export const GET = withUser(async ({ user, params }) => {
  const { id } = parseParams(params, chatIdParams);
  const conversation = await getConversation({ id, userId: user.id });
  if (!conversation) throw new ApiError("not_found", "Conversation not found");
  return Response.json({
    id: conversation.id,
    title: conversation.title,
    teamId: conversation.teamId,
    messages: conversation.messages.map((m) => ({
      id: m.id,
      role: m.role,
      parts: m.parts,
      metadata: m.model ? { model: m.model } : undefined,
    })),
  });
});

// DELETE /api/chat/{id} — delete one of the user's conversations
export const DELETE = withUser(async ({ user, params }) => {
  const { id } = parseParams(params, chatIdParams);
  if (!(await deleteConversation({ id, userId: user.id }))) throw new ApiError("not_found", "Conversation not found");
  return new Response(null, { status: 204 });
});
