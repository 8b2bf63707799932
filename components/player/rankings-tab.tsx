import { formatMoney, formatWhole } from "@/lib/rules/format";
import { SectionTitle, StatTile } from "./stat-tile";
import { DRAFT_RANK_TYPES, type PlayerDetails } from "@/lib/views/player-types";

export function RankingsTab({ rankings, position }: { rankings: PlayerDetails["rankings"]; position: string }) {
  const week = rankings.positionalRanking[String(rankings.currentWeek)];
  return (
    <div className="space-y-5">
      <section>
        <SectionTitle>Week {rankings.currentWeek} Rankings</SectionTitle>
        <div className="grid grid-cols-2 gap-2">
          <StatTile
            label={`${position} Ranking`}
            value={week?.positionalRanking ? `#${week.positionalRanking}` : formatWhole(null)}
          />
          <StatTile label="Overall Ranking" value={week?.totalRanking ? `#${week.totalRanking}` : formatWhole(null)} />
        </div>
      </section>
      <section>
        <SectionTitle>Draft Rankings</SectionTitle>
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              <th className="py-1 font-medium">Scoring</th>
              <th className="py-1 text-right font-medium">Rank</th>
              <th className="py-1 text-right font-medium">Total Ranked</th>
              <th className="py-1 text-right font-medium">Auction Value</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {DRAFT_RANK_TYPES.map((type) => {
              const rank = rankings.draftRanks[type];
              return (
                <tr key={type}>
                  <td className="py-1.5">{type}</td>
                  <td className="py-1.5 text-right tabular-nums">{rank?.rank ? `#${rank.rank}` : formatWhole(null)}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatWhole(rank?.totalRanked)}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatMoney(rank?.auctionValue)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}
