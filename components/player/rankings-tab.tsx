import { type Column, Table } from "@/components/ui/table";
import { formatMoney, formatWhole } from "@/lib/rules/format";
import { SectionTitle, StatTile } from "./stat-tile";
import { DRAFT_RANK_TYPES, type PlayerDetails } from "@/lib/league-model/player-types";

const DRAFT_COLUMNS = (rankings: PlayerDetails["rankings"]): Column<(typeof DRAFT_RANK_TYPES)[number]>[] => [
  { header: "Scoring", primary: true, cell: (type) => type },
  {
    header: "Rank",
    align: "right",
    cell: (type) => {
      const rank = rankings.draftRanks[type]?.rank;
      return rank ? `#${rank}` : formatWhole(null);
    },
  },
  { header: "Total Ranked", align: "right", cell: (type) => formatWhole(rankings.draftRanks[type]?.totalRanked) },
  { header: "Auction Value", align: "right", cell: (type) => formatMoney(rankings.draftRanks[type]?.auctionValue) },
];

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
        <Table
          caption="Draft rankings"
          columns={DRAFT_COLUMNS(rankings)}
          rows={DRAFT_RANK_TYPES}
          rowKey={(type) => type}
          stackBelow="sm"
        />
      </section>
    </div>
  );
}
