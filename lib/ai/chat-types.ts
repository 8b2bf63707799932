import type { InferUITools, UIMessage } from "ai";
import type { TeamTools } from "@/lib/ai/tools";

export interface ChatMetadata {
  /** The model that produced the answer, shown as "Answered by …". */
  model?: string;
}

export type GmChatMessage = UIMessage<ChatMetadata, never, InferUITools<TeamTools>>;
