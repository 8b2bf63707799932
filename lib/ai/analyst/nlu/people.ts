// The people in a manager's life ("my wife says…", "Grandpa wants to trade for…"): who he talks about, never what
// he asks about — no thing of his outside fantasy football, and no team of his league. And the manager himself.

/** The manager speaking of himself or his team: "I", "my", "we're", "mine". */
export const FIRST_PERSON = /\b(i|i['’]?m|we|we['’]re|my|mine|our|ours|me|us)\b/i;

export const PEOPLE: ReadonlySet<string> = new Set(
  (
    "wife husband son daughter brother sister mom mum mother dad father kid grandkid grandson granddaughter grandpa " +
    "grandma granddad buddy friend boss coworker girlfriend boyfriend partner roommate cousin uncle aunt neighbor " +
    "neighbour"
  ).split(" "),
);
