import type { DecisionPlayer } from "@/lib/league-model/decisions/types";

const names = (players: DecisionPlayer[]) => players.map((p) => `${p.name} (${p.position})`).join(" + ");

// The drops a deal needs when it would overfill a roster: part of the move, priced with it.
export function TradeDrops({
  drop,
  partnerDrop,
  partner,
}: {
  drop: DecisionPlayer[];
  partnerDrop: DecisionPlayer[];
  partner: string;
}) {
  if (drop.length === 0 && partnerDrop.length === 0) return null;
  return (
    <div className="text-xs" data-testid="trade-drops">
      {drop.length ? (
        <p>
          Your roster is full: you drop <span className="font-semibold">{names(drop)}</span>.
        </p>
      ) : null}
      {partnerDrop.length ? (
        <p>
          {partner}&apos;s roster is full: they drop <span className="font-semibold">{names(partnerDrop)}</span>.
        </p>
      ) : null}
    </div>
  );
}
