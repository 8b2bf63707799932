"use client";
import { queryKeys } from "@/lib/query-keys";

import * as React from "react";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/fetcher";
import { SELECTED_TEAM_COOKIE } from "@/lib/domain/selected-team-cookie";
import type { TeamListItem } from "@/lib/domain/team";

export const SELECTED_TEAM_STORAGE_KEY = "selectedTeamId";

type SelectedTeamValue = {
  teams: TeamListItem[];
  selectedTeam: TeamListItem | null;
  selectedTeamId: string | null;
  setSelectedTeamId: (id: string) => void;
  isLoading: boolean;
};

const SelectedTeamContext = React.createContext<SelectedTeamValue | null>(null);

// The stored id lives in localStorage; this tiny store lets React subscribe to it (also across tabs).
const storeListeners = new Set<() => void>();

function readStoredId(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_TEAM_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policies): the selection just isn't remembered
  }
}

function writeStoredId(id: string) {
  try {
    window.localStorage.setItem(SELECTED_TEAM_STORAGE_KEY, id);
  } catch {
    // see readStoredId
  }
  // Mirrored for pages the server renders with the selected league (a year, like a remembered preference).
  document.cookie = `${SELECTED_TEAM_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=31536000; samesite=lax`;
  for (const listener of storeListeners) listener();
}

function subscribe(listener: () => void) {
  storeListeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    storeListeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** `signedIn` gates the teams fetch: teams are only fetched when a user exists. */
export function SelectedTeamProvider({ signedIn, children }: { signedIn: boolean; children: React.ReactNode }) {
  const { data, isLoading } = useQuery({
    queryKey: queryKeys.teams(),
    queryFn: ({ signal }) => apiFetch<TeamListItem[]>("/api/teams", { signal }),
    enabled: signedIn,
  });
  const teams = React.useMemo(() => data ?? [], [data]);
  // The server snapshot is "nothing stored" so server HTML and hydration agree; the real value follows.
  const storedId = React.useSyncExternalStore(subscribe, readStoredId, () => null);

  // When no stored id matches a team, the first team is selected, and that choice is saved.
  const selectedTeam = teams.find((t) => t.id === storedId) ?? teams[0] ?? null;
  React.useEffect(() => {
    if (selectedTeam && (selectedTeam.id !== readStoredId() || !document.cookie.includes(SELECTED_TEAM_COOKIE)))
      writeStoredId(selectedTeam.id);
  }, [selectedTeam]);

  const value = React.useMemo<SelectedTeamValue>(
    () => ({
      teams,
      selectedTeam,
      selectedTeamId: selectedTeam?.id ?? null,
      setSelectedTeamId: writeStoredId,
      isLoading: signedIn && isLoading,
    }),
    [teams, selectedTeam, signedIn, isLoading],
  );
  return <SelectedTeamContext.Provider value={value}>{children}</SelectedTeamContext.Provider>;
}

export function useSelectedTeam(): SelectedTeamValue {
  const value = React.useContext(SelectedTeamContext);
  if (!value) throw new Error("useSelectedTeam must be used inside <SelectedTeamProvider>");
  return value;
}
