// The selected team's id is kept in localStorage for the client and mirrored in this cookie, so pages rendered
// on the server (the player profile) know which league to show.
export const SELECTED_TEAM_COOKIE = "selectedTeamId";
