import type { Metadata } from "next";
import { GmChat } from "@/components/chat/gm-chat";

export const metadata: Metadata = { title: "GM Chat" };

export default function GmChatPage() {
  return <GmChat />;
}
