import { DecisionSkeleton } from "@/components/decisions/decision-skeleton";

export default function Loading() {
  return <DecisionSkeleton />;
}
