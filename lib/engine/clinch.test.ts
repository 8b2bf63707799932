/** @jest-environment node */
import { clinchStatus, type ClinchInput } from "./clinch";
import { createRng } from "./rng";
import type { PlayedGame, ScheduledGame, SeasonRules, SeasonTeam } from "./types";

const rules = (r: Partial<SeasonRules> = {}): SeasonRules => ({
  playoffTeams: 2,
  playoffByes: 0,
  tiebreaker: "points_for",
  medianGame: false,
  divisions: 0,
  ...r,
});
const team = (id: string, wins: number, losses: number, ties = 0, pointsFor = 1000, division?: number): SeasonTeam => ({
  id,
  wins,
  losses,
  ties,
  pointsFor,
  division,
});
const g = (week: number, home: string, away: string): ScheduledGame => ({ week, home, away });
const p = (week: number, home: string, away: string, homeScore: number, awayScore: number): PlayedGame => ({
  week,
  home,
  away,
  homeScore,
  awayScore,
});
const marks = (input: ClinchInput) => Object.fromEntries(clinchStatus(input).map((s) => [s.teamId, s.mark]));

describe("clinchStatus — hand-built leagues", () => {
  // Four teams, two weeks left, two playoff spots and one bye. A 4-0, B 3-1, C 1-3, D 0-4.
  const fourTeams: ClinchInput = {
    rules: rules({ playoffByes: 1 }),
    teams: [team("A", 4, 0), team("B", 3, 1), team("C", 1, 3), team("D", 0, 4)],
    remaining: [g(5, "A", "D"), g(5, "B", "C"), g(6, "A", "B"), g(6, "C", "D")],
    played: [
      p(1, "A", "B", 110, 90),
      p(1, "C", "D", 100, 80),
      p(2, "A", "C", 100, 90),
      p(2, "B", "D", 100, 90),
      p(3, "A", "D", 100, 90),
      p(3, "B", "C", 100, 90),
      p(4, "A", "C", 100, 90),
      p(4, "B", "D", 100, 90),
    ],
  };

  it("2 weeks left: A has clinched a spot but not the bye, D is out, B and C are alive", () => {
    // A at worst 4-2; only B can reach 4 wins. B at worst 3-3, and C can reach 3-3 (points for: worst case).
    // D at best 2-4 while B already has 3 wins and A 4.
    expect(marks(fourTeams)).toEqual({ A: "clinched", B: null, C: null, D: "eliminated" });
  });

  it("one week later: the results decide the bye and the last spot", () => {
    // Week 5: A beat D, C beat B → A 5-0, B 3-2, C 2-3, D 0-5; week 6 left: A-B, C-D.
    const later: ClinchInput = {
      ...fourTeams,
      teams: [team("A", 5, 0), team("B", 3, 2), team("C", 2, 3), team("D", 0, 5)],
      remaining: [g(6, "A", "B"), g(6, "C", "D")],
    };
    // A at worst 5-1; B at best 4-2 → bye clinched. C at best 3-3 ties B's worst 3-3: points for decides, so
    // neither is clinched nor eliminated.
    expect(marks(later)).toEqual({ A: "clinched-bye", B: null, C: null, D: "eliminated" });
  });

  it("season over: ties on record go to points for as they stand", () => {
    const over: ClinchInput = {
      rules: rules(),
      teams: [team("A", 5, 1, 0, 900), team("B", 3, 3, 0, 800), team("C", 3, 3, 0, 850), team("D", 1, 5, 0, 700)],
      remaining: [],
    };
    expect(marks(over)).toEqual({ A: "clinched", B: "eliminated", C: "clinched", D: "eliminated" });
  });

  it("a 3-way tie broken by head-to-head, where points for would leave it open", () => {
    // A, B, C all finish 6-2 whatever happens (the only game left is D vs E). Among them A went 2-1, B 1-1, C 1-2.
    const threeWay = (tiebreaker: SeasonRules["tiebreaker"]): ClinchInput => ({
      rules: rules({ tiebreaker, playoffByes: 1 }),
      teams: [team("A", 6, 2), team("B", 6, 2), team("C", 6, 2), team("D", 1, 7), team("E", 0, 8)],
      remaining: [g(9, "D", "E")],
      played: [p(1, "A", "B", 100, 90), p(2, "A", "C", 100, 90), p(3, "B", "C", 100, 90), p(4, "C", "A", 100, 90)],
    });
    expect(marks(threeWay("head_to_head"))).toEqual({
      A: "clinched-bye",
      B: "clinched",
      C: "eliminated",
      D: "eliminated",
      E: "eliminated",
    });
    expect(marks(threeWay("points_for"))).toEqual({ A: null, B: null, C: null, D: "eliminated", E: "eliminated" });
  });

  it("divisions: winners are seeded first, so a better record can be out", () => {
    // Division 0: A 6-1, B 4-3. Division 1: C 3-4, D 1-6. One week left: A-C, B-D.
    const divisions: ClinchInput = {
      rules: rules({ divisions: 2 }),
      teams: [
        team("A", 6, 1, 0, 1000, 0),
        team("B", 4, 3, 0, 1000, 0),
        team("C", 3, 4, 0, 1000, 1),
        team("D", 1, 6, 0, 1000, 1),
      ],
      remaining: [g(8, "A", "C"), g(8, "B", "D")],
    };
    // A wins division 0 (B at best 5-3); C wins division 1 (D at best 2-6): both division winners take the two spots.
    expect(marks(divisions)).toEqual({ A: "clinched", B: "eliminated", C: "clinched", D: "eliminated" });
    // Without divisions B would be in: at worst 4-4 against C's best 4-4 … points for leaves it open.
    expect(marks({ ...divisions, rules: rules() })).toEqual({ A: "clinched", B: null, C: null, D: "eliminated" });
  });

  it("ties: a tied game can push a team out when no win or loss would", () => {
    // X 5-3, Y and Z 4-3-1, W 0-8. Last week: X-W, Y-Z. If Y and Z tie, both reach 5 wins (of 9) and tie X.
    const input: ClinchInput = {
      rules: rules(),
      teams: [team("X", 5, 3), team("Y", 4, 3, 1), team("Z", 4, 3, 1), team("W", 0, 8)],
      remaining: [g(9, "X", "W"), g(9, "Y", "Z")],
    };
    const x = clinchStatus(input).find((s) => s.teamId === "X");
    expect(x).toMatchObject({ clinchedPlayoff: false, eliminated: false, decided: true });
    // With X one win further ahead the tie is not enough.
    const ahead = clinchStatus({
      ...input,
      teams: [team("X", 6, 2), team("Y", 4, 3, 1), team("Z", 4, 3, 1), team("W", 0, 8)],
    });
    expect(ahead.find((s) => s.teamId === "X")?.clinchedPlayoff).toBe(true);
  });

  it("withholds marks when the search budget runs out instead of guessing", () => {
    const ids = "ABCDEFGHIJKL".split("");
    const teams = ids.map((id, i) => team(id, 9 - (i % 6), i % 6));
    const remaining: ScheduledGame[] = [];
    for (let w = 10; w < 15; w++)
      for (let i = 0; i < 6; i++) remaining.push(g(w, ids[(i + w) % 12] as string, ids[(11 - i + w) % 12] as string));
    const status = clinchStatus({ rules: rules({ playoffTeams: 6 }), teams, remaining }, { maxNodes: 5 });
    for (const s of status)
      if (!s.decided) expect(s.mark === null || s.mark === "eliminated" || s.clinchedPlayoff).toBe(true);
  });
});

// ── Brute force: every outcome of every remaining game, with an independent full-order seeding ────────────
type Res = 0 | 1 | 2;
function bruteSeed(
  input: ClinchInput,
  wins: Map<string, number>,
  h2h: Map<string, number>,
  x: string,
  worst: boolean,
): number {
  const games = new Map(input.teams.map((t) => [t.id, t.wins + t.losses + t.ties]));
  for (const gm of input.remaining) {
    games.set(gm.home, (games.get(gm.home) ?? 0) + 1);
    games.set(gm.away, (games.get(gm.away) ?? 0) + 1);
  }
  const pct = (id: string) => (wins.get(id) ?? 0) / Math.max(1, games.get(id) ?? 0);
  const pcts = new Map(input.teams.map((t) => [t.id, pct(t.id)]));
  const key = (id: string) => {
    if (input.rules.tiebreaker !== "head_to_head") return 0;
    const group = input.teams.filter((t) => pcts.get(t.id) === pcts.get(id)).map((t) => t.id);
    let won = 0,
      played = 0;
    for (const u of group)
      if (u !== id) {
        won += h2h.get(`${id}>${u}`) ?? 0;
        played += (h2h.get(`${id}>${u}`) ?? 0) + (h2h.get(`${u}>${id}`) ?? 0);
      }
    return played > 0 ? won / played : 0.5;
  };
  const keys = new Map(input.teams.map((t) => [t.id, key(t.id)]));
  const at = (m: Map<string, number>, id: string) => m.get(id) ?? 0;
  const order = input.teams
    .map((t) => t.id)
    .sort(
      (a, b) =>
        at(pcts, b) - at(pcts, a) ||
        at(keys, b) - at(keys, a) ||
        (a === x ? (worst ? 1 : -1) : b === x ? (worst ? -1 : 1) : a.localeCompare(b)),
    );
  if (input.rules.divisions === 0) return order.indexOf(x);
  const div = new Map(input.teams.map((t) => [t.id, t.division ?? -1]));
  const winners: string[] = [];
  for (const id of order)
    if ((div.get(id) ?? -1) >= 0 && !winners.some((w) => div.get(w) === div.get(id))) winners.push(id);
  return [...winners, ...order.filter((id) => !winners.includes(id))].indexOf(x);
}

function brute(input: ClinchInput) {
  const P = input.rules.playoffTeams,
    B = input.rules.playoffByes;
  const result = new Map(input.teams.map((t) => [t.id, { best: Infinity, worst: -Infinity }]));
  const n = input.remaining.length;
  for (let code = 0; code < 3 ** n; code++) {
    const wins = new Map(input.teams.map((t) => [t.id, t.wins + 0.5 * t.ties]));
    const h2h = new Map<string, number>();
    const add = (k: string, v: number) => h2h.set(k, (h2h.get(k) ?? 0) + v);
    for (const pg of input.played ?? []) {
      if (pg.homeScore > pg.awayScore) add(`${pg.home}>${pg.away}`, 1);
      else if (pg.awayScore > pg.homeScore) add(`${pg.away}>${pg.home}`, 1);
      else {
        add(`${pg.home}>${pg.away}`, 0.5);
        add(`${pg.away}>${pg.home}`, 0.5);
      }
    }
    let c = code;
    for (const gm of input.remaining) {
      const r = (c % 3) as Res;
      c = Math.floor(c / 3);
      if (r === 0) {
        wins.set(gm.home, (wins.get(gm.home) ?? 0) + 1);
        add(`${gm.home}>${gm.away}`, 1);
      } else if (r === 1) {
        wins.set(gm.away, (wins.get(gm.away) ?? 0) + 1);
        add(`${gm.away}>${gm.home}`, 1);
      } else {
        wins.set(gm.home, (wins.get(gm.home) ?? 0) + 0.5);
        wins.set(gm.away, (wins.get(gm.away) ?? 0) + 0.5);
        add(`${gm.home}>${gm.away}`, 0.5);
        add(`${gm.away}>${gm.home}`, 0.5);
      }
    }
    for (const t of input.teams) {
      const r = result.get(t.id);
      if (!r) continue;
      r.worst = Math.max(r.worst, bruteSeed(input, wins, h2h, t.id, true));
      r.best = Math.min(r.best, bruteSeed(input, wins, h2h, t.id, false));
    }
  }
  return Object.fromEntries(
    [...result].map(([id, r]) => [
      id,
      r.worst < B ? "clinched-bye" : r.worst < P ? "clinched" : r.best >= P ? "eliminated" : null,
    ]),
  );
}

describe("clinchStatus matches brute force on random 8-team leagues with 2 weeks left", () => {
  const random = createRng(2024);
  const rng = () => random.next();
  const ids = "ABCDEFGH".split("");
  for (let trial = 0; trial < 6; trial++) {
    const tiebreaker: SeasonRules["tiebreaker"] = trial % 2 === 0 ? "points_for" : "head_to_head";
    const divisions = trial % 4 >= 2 ? 2 : 0;
    const played: PlayedGame[] = [];
    const rec = new Map(ids.map((id) => [id, { w: 0, l: 0, t: 0 }]));
    for (let w = 1; w <= 6; w++) {
      const shuffled = [...ids].sort(() => rng() - 0.5);
      for (let i = 0; i < 8; i += 2) {
        const h = shuffled[i] as string,
          a = shuffled[i + 1] as string;
        const hs = Math.round(rng() * 4),
          as = Math.round(rng() * 4); // small scores: ties happen
        played.push(p(w, h, a, hs, as));
        const rh = rec.get(h),
          ra = rec.get(a);
        if (!rh || !ra) continue;
        if (hs > as) {
          rh.w++;
          ra.l++;
        } else if (as > hs) {
          ra.w++;
          rh.l++;
        } else {
          rh.t++;
          ra.t++;
        }
      }
    }
    const remaining: ScheduledGame[] = [];
    for (const w of [7, 8]) {
      const shuffled = [...ids].sort(() => rng() - 0.5);
      for (let i = 0; i < 8; i += 2) remaining.push(g(w, shuffled[i] as string, shuffled[i + 1] as string));
    }
    const input: ClinchInput = {
      rules: rules({ playoffTeams: 4, playoffByes: 2, tiebreaker, divisions }),
      teams: ids.map((id, i) => {
        const r = rec.get(id) ?? { w: 0, l: 0, t: 0 };
        return team(id, r.w, r.l, r.t, 1000, divisions ? i % 2 : undefined);
      }),
      remaining,
      played,
    };
    it(`trial ${trial} (${tiebreaker}${divisions ? ", divisions" : ""})`, () => {
      const started = performance.now();
      const status = clinchStatus(input, { maxNodes: 5_000_000 });
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(status.every((s) => s.decided)).toBe(true);
      expect(Object.fromEntries(status.map((s) => [s.teamId, s.mark]))).toEqual(brute(input));
    });
  }
});
