import { notFound } from "next/navigation";
import { loadPlayer } from "./load-player";

type Props = { children: React.ReactNode; params: Promise<{ playerId: string }> };

// The existence check runs here, above this segment's loading.tsx (and with no loading.tsx above it), so
// notFound() is thrown before the shell streams and an unknown player answers a real 404, not a streamed 200.
export default async function PlayerLayout({ children, params }: Props) {
  if (!(await loadPlayer((await params).playerId))) notFound();
  return children;
}
