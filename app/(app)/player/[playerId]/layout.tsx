import { notFound } from "next/navigation";
import { loadPlayer } from "./load-player";

type Props = { children: React.ReactNode; params: Promise<{ playerId: string }> };

// The existence check runs here, before anything streams, so an unknown player answers a real 404, not a streamed
// 200. The segment has no loading.tsx on purpose: the profile arrives in the first HTML, whole, which a browser
// without JavaScript can show (a streamed Suspense boundary needs a script to be revealed).
export default async function PlayerLayout({ children, params }: Props) {
  if (!(await loadPlayer((await params).playerId))) notFound();
  return children;
}
