import type { HostRules } from "@/lib/domain/league";

// The host's season rules as the app imported them, so a person can check them against the host: the playoff
// bracket (a two-week round counts as one game on both weeks' points), its consolation games and the trade deadline.
const games = (n: number) => `${n} consolation or placement ${n === 1 ? "game" : "games"}`;

export function hostRulesText(rules: HostRules): string[] {
  const rounds = rules.playoffRoundWeeks.length ? rules.playoffRoundWeeks : [1];
  const lastWeek = rules.playoffStartWeek + rounds.reduce((sum, weeks) => sum + weeks, 0) - 1;
  const twoWeek = rounds.flatMap((weeks, i) => (weeks > 1 ? [i + 1] : []));
  const roundWords =
    twoWeek.length === 0
      ? "one week per round"
      : twoWeek.length === rounds.length
        ? "every round over two weeks, each one game on both weeks' points"
        : `round ${twoWeek.join(" and ")} over two weeks as one game on both weeks' points`;
  return [
    `Playoffs: ${rules.playoffTeams} teams, weeks ${rules.playoffStartWeek}–${lastWeek}, ${roundWords}.`,
    rules.consolationGames > 0
      ? `${games(rules.consolationGames)} in the playoff weeks, outside the title bracket.`
      : "Consolation games in the playoff weeks are not counted for the title.",
    rules.tradeDeadlineWeek === null
      ? "Trade deadline: none set by the host."
      : `Trade deadline: week ${rules.tradeDeadlineWeek}.`,
  ];
}

export function HostRulesNote({ rules }: { rules: HostRules }) {
  return (
    <ul data-testid="host-rules" aria-label="League rules from the host" className="text-xs text-muted-foreground">
      {hostRulesText(rules).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
